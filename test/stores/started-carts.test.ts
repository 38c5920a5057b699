// The payments started in some tab, as local storage keeps them (issue 32): read back as
// untrusted data, record by record, so a damaged record is skipped and never costs the others.
import { afterEach, describe, expect, it } from "vitest";
import { startedCarts } from "../../src/stores/started-carts";

const KEY = "foyer:started:started-carts";
afterEach(() => localStorage.clear());

const good = { cartId: "C1", basketId: "kbasket-01", keys: ["p1"] };
const stored = (list: unknown) => localStorage.setItem(KEY, JSON.stringify(list));
const kept = () => JSON.parse(localStorage.getItem(KEY) ?? "null") as unknown;

describe("payments started, read back from local storage", () => {
  it.each([
    ["nothing", null],
    ["a text", "x"],
    ["a cart id that is a number", { cartId: 5, basketId: null, keys: [] }],
    ["an empty cart id", { cartId: "", basketId: null, keys: [] }],
    ["a basket key that is a number", { cartId: "C9", basketId: 1, keys: [] }],
    ["no basket key", { cartId: "C9", keys: [] }],
    ["no lines", { cartId: "C9", basketId: null }],
    ["lines that are no list", { cartId: "C9", basketId: null, keys: "p1" }],
    ["a line key that is a number", { cartId: "C9", basketId: null, keys: ["p1", 2] }],
  ])("skips a record with %s, and keeps the one before it", (_, damaged) => {
    stored([good, damaged]);
    expect(startedCarts.newest("started")).toEqual(good);
  });

  it("reads a payment without a basket key (started before keys existed)", () => {
    stored([good, { cartId: "C2", basketId: null, keys: [] }]);
    expect(startedCarts.newest("started")).toEqual({ cartId: "C2", basketId: null, keys: [] });
  });

  it.each([
    ["an object", JSON.stringify({ 0: good })],
    ["a text", JSON.stringify("C1")],
    ["no JSON", "{not json"],
  ])("reads a stored value that is %s as none", (_, value) => {
    localStorage.setItem(KEY, value);
    expect(startedCarts.newest("started")).toBeNull();
  });

  it("forgets one payment and leaves the others; forgetting none (null) or an unknown one changes nothing", () => {
    startedCarts.record("started", good);
    startedCarts.record("started", { cartId: "C2", basketId: null, keys: [] });
    startedCarts.forget("started", null);
    startedCarts.forget("started", "C7");
    expect(kept()).toEqual([good, { cartId: "C2", basketId: null, keys: [] }]);
    startedCarts.forget("started", "C2");
    expect(kept()).toEqual([good]);
    expect(startedCarts.newest("started")).toEqual(good);
    startedCarts.forget("started", "C1");
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("records a payment started again as the newest, once", () => {
    startedCarts.record("started", good);
    startedCarts.record("started", { cartId: "C2", basketId: null, keys: [] });
    startedCarts.record("started", good);
    expect(kept()).toEqual([{ cartId: "C2", basketId: null, keys: [] }, good]);
  });

  it("keeps each embed's payments apart", () => {
    startedCarts.record("started", good);
    expect(startedCarts.newest("other")).toBeNull();
  });
});
