// Which return in the address an embed takes, and why it ignores one (issues 16 and 32): a return
// names the embed that started the payment; one without a name is the route owner's; one whose
// tokens cannot be read is said to be malformed, never executed.
import { afterEach, describe, expect, it } from "vitest";
import { clearReturn, ignoredReturn, returnFor } from "../../../src/features/checkout/use-return";
import { memoryLocation } from "../../../src/embed/hash-location";

const page = "?us=abcdefghijkl&sessionUs=mnopqrstuvwx&srcURL=https%3A%2F%2Fpay.example%2F";
const params = { us: "abcdefghijkl", sessionUs: "mnopqrstuvwx", srcURL: "https://pay.example/" };

describe("the return in the address", () => {
  it.each([
    ["its own", "shop3", page, "embed=shop3", params],
    ["one that names no embed", "shop3", page, "", params],
    ["one in the route's query", "shop3", "", page.slice(1) + "&embed=shop3", params],
    ["another embed's", "shop3", page, "embed=shop9", null],
    ["none", "shop3", "", "embed=shop3", null],
  ])("is taken by the embed when it is %s", (_, embedId, pageSearch, routeSearch, expected) => {
    const taken = returnFor(embedId, pageSearch, routeSearch);
    if (expected === null) expect(taken).toBeNull();
    else expect(taken).toMatchObject(expected);
  });

  it.each([
    ["another embed's", page, "embed=shop9", "otherEmbed"],
    ["one with a token that cannot be read", "?us=abc&sessionUs=mnopqrstuvwx", "embed=shop3", "malformed"],
    ["another embed's that cannot be read", "?us=abc", "embed=shop9", "malformed"],
    ["its own", page, "embed=shop3", null],
    ["none", "", "embed=shop9", null],
  ])("is ignored when it is %s: %s", (_, pageSearch, routeSearch, why) => {
    expect(ignoredReturn("shop3", pageSearch, routeSearch)).toBe(why);
  });
});

describe("the return taken out of the address", () => {
  afterEach(() => history.replaceState(null, "", "/"));
  const tokens = "us=abcdefghijkl&sessionUs=mnopqrstuvwx";

  it("leaves the page's and the route's other parameters, and no history entry", () => {
    history.replaceState(null, "", `/shop?lang=de&${tokens}&srcURL=x#/en/checkout/success?embed=shop3&${tokens}`);
    const entries = history.length;
    const route = memoryLocation(`/en/checkout/success?step=2&${tokens}&for=order`);
    clearReturn(route);
    expect(location.pathname + location.search + location.hash).toBe("/shop?lang=de#/en/checkout/success");
    expect(route.current()).toEqual({ path: "/en/checkout/success", search: "step=2" });
    expect(history.length).toBe(entries);
  });

  it("leaves a route that had only the return's parameters without a query", () => {
    const route = memoryLocation(`/en/checkout/success?${tokens}`);
    clearReturn(route);
    expect(route.current()).toEqual({ path: "/en/checkout/success", search: "" });
  });
});
