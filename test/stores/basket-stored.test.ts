// The basket read back from session storage (issue 32): what a stored basket may carry about its
// payment (its key, the payment started, how many starts, the cart) is read or dropped, field by
// field, never misread; and the basket's own payment actions.
import { describe, expect, it } from "vitest";
import { createEmbedStorage } from "../../src/embed/storage";
import { BASKET_KEY, BASKET_VERSION, basketRestored, createBasketStore } from "../../src/stores/basket";
import type { NewLine } from "../../src/domain/basket";

const poster: NewLine = { type: "merchandise", id: 1, name: "Poster", price: 990, totalPrice: 990, count: 1 };
const stored = { type: "merchandise", id: 1, name: "Poster", price: 990, totalPrice: 990, count: 1, key: "p1" };

/** A basket stored as `value`, read back as after a page load. */
async function readBack(value: unknown) {
  sessionStorage.setItem(`foyer:t:${BASKET_KEY}`, JSON.stringify({ v: BASKET_VERSION, value }));
  const basket = createBasketStore(createEmbedStorage("t", sessionStorage));
  await basketRestored(basket);
  return basket.getState();
}

const base = { lines: [stored], requestInvoice: true, cartId: null, externalDocumentNumber: "" };

describe("a stored basket read back", () => {
  it("keeps what a basket with a started payment stored", async () => {
    const started = { keys: ["p1"], total: 1485, shipping: 495 };
    const b = await readBack({
      ...base,
      cartId: "C1",
      basketId: "kbasket-01",
      attempts: 2,
      started,
      requestInvoice: false,
      externalDocumentNumber: "PO-7",
    });
    expect(b).toMatchObject({ cartId: "C1", basketId: "kbasket-01", attempts: 2, started });
    expect(b).toMatchObject({ requestInvoice: false, externalDocumentNumber: "PO-7" });
    expect(b.lines.map((l) => l.name)).toEqual(["Poster"]);
  });

  it.each([
    ["no keys", { total: 100, shipping: null }],
    ["keys that are not texts", { keys: [1], total: 100, shipping: null }],
    ["a key that is not a text", { keys: ["p1", 2], total: 100, shipping: null }],
    ["a total that is no whole amount", { keys: ["p1"], total: 1.5, shipping: null }],
    ["a negative total", { keys: ["p1"], total: -1, shipping: null }],
    ["a total as text", { keys: ["p1"], total: "100", shipping: null }],
    ["no object", "started"],
  ])("drops a started payment with %s", async (_, started) => {
    expect((await readBack({ ...base, cartId: "C1", started })).started).toBeNull();
  });

  it("keeps a started payment of nothing to pay (a basket its codes paid)", async () => {
    const started = { keys: ["p1"], total: 0, shipping: 0 };
    expect((await readBack({ ...base, cartId: "C1", started })).started).toEqual(started);
  });

  it.each([
    [495, 495],
    [0, 0],
    [-5, null],
    [4.95, null],
    ["495", null],
  ])("reads a started payment's shipping of %j as %j", async (shipping, expected) => {
    const b = await readBack({ ...base, cartId: "C1", started: { keys: ["p1"], total: 100, shipping } });
    expect(b.started).toEqual({ keys: ["p1"], total: 100, shipping: expected });
  });

  it.each([
    ["kbasket-01", "kbasket-01"],
    ["k_".repeat(32), "k_".repeat(32)],
    ["short", null],
    ["k".repeat(65), null],
    ["kbasket 01", null],
    ["xkbasket-01!", null],
    [12345678, null],
  ])("reads a basket key %j as %j (none: a new one is made)", async (basketId, expected) => {
    const read = (await readBack({ ...base, basketId })).basketId;
    if (expected === null) {
      expect(read).not.toBe(basketId);
      expect(read).toMatch(/^k[\w-]{8,63}$/);
    } else expect(read).toBe(expected);
  });

  it.each([
    [3, 3],
    [1, 1],
    [0, 0],
    [-1, 0],
    [2.5, 0],
    ["2", 0],
  ])("reads a count of payment starts %j as %j", async (attempts, expected) => {
    expect((await readBack({ ...base, attempts })).attempts).toBe(expected);
  });

  it("keeps a basket with a cart but no lines without a key (a key is made with the first line)", async () => {
    const b = await readBack({ ...base, lines: [], cartId: "C1" });
    expect(b).toMatchObject({ lines: [], cartId: "C1", basketId: null });
  });

  it("drops a stored basket that is no object, names it unreadable, and stores nothing in its place", async () => {
    const b = await readBack("lines");
    expect(b).toMatchObject({ lines: [], unreadable: [null] });
    expect(sessionStorage.getItem(`foyer:t:${BASKET_KEY}`)).toBeNull();
  });

  it("drops a stored basket that is not JSON, named unreadable until the visitor has been told", async () => {
    sessionStorage.setItem(`foyer:t:${BASKET_KEY}`, "{not json");
    const basket = createBasketStore(createEmbedStorage("t", sessionStorage));
    await basketRestored(basket);
    expect(basket.getState()).toMatchObject({ lines: [], unreadable: [null] });
    expect(sessionStorage.getItem(`foyer:t:${BASKET_KEY}`)).toBeNull();
    basket.getState().unreadableShown();
    expect(basket.getState().unreadable).toEqual([]);
  });

  it("stores a basket again without its damaged line, so the next load reads it without naming it again", async () => {
    const b = await readBack({ ...base, lines: [stored, { ...stored, key: "p2", name: "Card", count: "two" }] });
    expect(b.lines.map((l) => l.key)).toEqual(["p1"]);
    expect(b.unreadable).toEqual(["Card"]);
    const again = createBasketStore(createEmbedStorage("t", sessionStorage));
    await basketRestored(again);
    expect(again.getState()).toMatchObject({ lines: [expect.objectContaining({ key: "p1" })], unreadable: [] });
  });

  it("leaves a basket of another version in storage as it is (not read, not overwritten)", async () => {
    const other = JSON.stringify({ v: BASKET_VERSION + 1, value: { lines: [stored] } });
    sessionStorage.setItem(`foyer:t:${BASKET_KEY}`, other);
    const basket = createBasketStore(createEmbedStorage("t", sessionStorage));
    await basketRestored(basket);
    expect(basket.getState()).toMatchObject({ lines: [], unreadable: [] });
    expect(sessionStorage.getItem(`foyer:t:${BASKET_KEY}`)).toBe(other);
  });

  it("reads a cart, an invoice wish and a document number only in their own shape", async () => {
    const b = await readBack({ ...base, cartId: 7, requestInvoice: "no", externalDocumentNumber: 42 });
    expect(b).toMatchObject({ cartId: null, requestInvoice: true, externalDocumentNumber: "" });
  });
});

describe("the basket's part in a payment", () => {
  const fresh = () => createBasketStore(createEmbedStorage("t", sessionStorage));

  it("starts empty: no lines, no key, no cart, no payment, an invoice wished, nothing unreadable", () => {
    expect(fresh().getState()).toMatchObject({
      lines: [],
      requestInvoice: true,
      cartId: null,
      basketId: null,
      attempts: 0,
      started: null,
      shippingCosts: null,
      shippingError: null,
      externalDocumentNumber: "",
      unreadable: [],
    });
  });

  it("leaves the basket as it was when a line is refused (no key made, nothing stored)", () => {
    const b = fresh();
    expect(b.getState().add({ ...poster, count: 0 })).toEqual({ ok: false, reason: "invalidLine" });
    expect(b.getState()).toMatchObject({ lines: [], basketId: null });
    expect(sessionStorage.getItem(`foyer:t:${BASKET_KEY}`)).toBeNull();
  });

  it("removes only the line asked for: another key removes nothing and changes nothing", () => {
    const b = fresh();
    b.getState().add(poster);
    const changes: unknown[] = [];
    b.subscribe((s) => changes.push(s));
    expect(b.getState().remove("no-such-line")).toBeNull();
    expect(b.getState().ensureBasketId()).toBe(b.getState().basketId);
    expect(changes).toEqual([]);
    expect(b.getState().lines.map((l) => l.name)).toEqual(["Poster"]);
    // the last line removed: nothing is left to store
    b.getState().remove(b.getState().lines[0].key);
    expect(sessionStorage.getItem(`foyer:t:${BASKET_KEY}`)).toBeNull();
  });

  it("keeps its key once made, and makes one for a basket stored without", async () => {
    const b = fresh();
    b.getState().add(poster);
    const key = b.getState().basketId;
    expect(key).toMatch(/^[\w-]{8,64}$/);
    expect(b.getState().ensureBasketId()).toBe(key);
  });

  it("gives a basket stored without a key (an earlier release's) a key at once, stored for a tab opened from this one", async () => {
    const old = await readBack({ ...base });
    expect(old.basketId).toMatch(/^[\w-]{8,64}$/);
    const kept = JSON.parse(sessionStorage.getItem(`foyer:t:${BASKET_KEY}`)!) as { value: { basketId: string } };
    expect(kept.value.basketId).toBe(old.basketId);
    // the copy reads the same key
    const copy = createBasketStore(createEmbedStorage("t", sessionStorage));
    await basketRestored(copy);
    expect(copy.getState().basketId).toBe(old.basketId);
    expect(old.ensureBasketId()).toBe(old.basketId);
  });

  it("forgets the payment started with its cart, and settles a paid payment's lines as a new basket", () => {
    const b = fresh();
    b.getState().add(poster);
    b.getState().add({ ...poster, id: 2, name: "Card" });
    const [p, c] = b.getState().lines.map((l) => l.key);
    const key = b.getState().basketId;
    b.getState().setStarted("C1", { keys: [p], total: 990, shipping: null });
    b.getState().nextAttempt();
    b.getState().setCartId("C2");
    expect(b.getState()).toMatchObject({ cartId: "C2", started: { keys: [p] } });
    b.getState().setCartId(null);
    expect(b.getState()).toMatchObject({ cartId: null, started: null });
    b.getState().setStarted("C1", { keys: [p], total: 990, shipping: null });
    b.getState().settlePaid([p]);
    expect(b.getState().lines.map((l) => l.key)).toEqual([c]);
    expect(b.getState()).toMatchObject({ cartId: null, started: null, attempts: 0 });
    expect(b.getState().basketId).not.toBe(key);
    b.getState().settlePaid(null);
    expect(b.getState()).toMatchObject({ lines: [], basketId: null, cartId: null });
  });

  it("keeps the invoice wish and the document number as set", () => {
    const b = fresh();
    b.getState().setRequestInvoice(false);
    b.getState().setExternalDocumentNumber("PO-9");
    expect(b.getState()).toMatchObject({ requestInvoice: false, externalDocumentNumber: "PO-9" });
  });
});
