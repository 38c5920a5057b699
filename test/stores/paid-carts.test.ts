// What one tab tells the others about a paid basket (issues 13 and 32): over the embed's channel
// to the tabs open now, in local storage for the tabs that ask later; which basket a record
// settles (the same cart, or the same basket key), and a purchase claimed once per booking.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createEmbedStorage } from "../../src/embed/storage";
import { createBasketStore } from "../../src/stores/basket";
import { announcePaid, claimPurchase, paidElsewhere, type PaidBasket } from "../../src/stores/paid-carts";
import { listenForPaidCarts } from "../../src/stores/paid-channel";
import { MemoryStorage } from "../money/tabs";
import { poster } from "../features/checkout/helpers";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const PAID = "foyer:paid:paid-baskets";

/** A tab's basket with a line per key (its own session storage). */
function basketWith(...keys: string[]) {
  const basket = createBasketStore(createEmbedStorage("paid", new MemoryStorage()));
  keys.forEach((key, i) => basket.getState().add({ ...poster(1), key, id: i + 1 } as never));
  return basket;
}
const keysOf = (basket: ReturnType<typeof basketWith>) => basket.getState().lines.map((l) => l.key);

describe("which basket a paid record settles", () => {
  it("the same basket key: only the lines paid leave, and what is left is a new basket", () => {
    const basket = basketWith("x", "y");
    const [x, y] = keysOf(basket);
    const key = basket.getState().basketId;
    announcePaid("paid", { basketId: key, cartId: null, keys: [x] });
    expect(paidElsewhere("paid", basket)).toBe(true);
    expect(keysOf(basket)).toEqual([y]);
    expect(basket.getState().basketId).not.toBe(key);
    // the record names the old key: the new basket is not settled by it again
    expect(paidElsewhere("paid", basket)).toBe(false);
  });

  it("the same cart: the lines this basket started it with leave (all, when it does not know them)", () => {
    const started = basketWith("x", "y");
    const [x, y] = keysOf(started);
    started.getState().setStarted("C1", { keys: [x], total: 1200, shipping: null });
    const unknown = basketWith("x", "y");
    unknown.getState().setCartId("C1");
    announcePaid("paid", { basketId: "kanotherbasket", cartId: "C1", keys: [] });
    expect(paidElsewhere("paid", started)).toBe(true);
    expect(keysOf(started)).toEqual([y]);
    expect(paidElsewhere("paid", unknown)).toBe(true);
    expect(keysOf(unknown)).toEqual([]);
  });

  it("neither: another cart, another key, or a record without a cart for a basket without one settles nothing", () => {
    const basket = basketWith("x", "y");
    const before = basket.getState();
    announcePaid("paid", { basketId: "kanotherbasket", cartId: "C9", keys: keysOf(basket) });
    announcePaid("paid", { basketId: "kthirdbasket1", cartId: null, keys: keysOf(basket) });
    expect(paidElsewhere("paid", basket)).toBe(false);
    expect(basket.getState()).toBe(before);
    // a record of a cart only, to a basket with another key and no cart
    const noKey: PaidBasket = { basketId: null, cartId: "C9", keys: [] };
    announcePaid("paid", noKey);
    expect(paidElsewhere("paid", basket)).toBe(false);
    // an empty basket has no key: a record without one is not its
    expect(paidElsewhere("paid", basketWith())).toBe(false);
  });

  it.each([
    ["nothing", null],
    ["a text", "paid"],
    ["no basket key and no cart", { basketId: null, cartId: null, keys: [] }],
    ["a basket key that is a number", { basketId: 7, keys: [] }],
    ["no lines", { basketId: "kbasket-01" }],
    ["lines that are no list", { basketId: "kbasket-01", keys: "x" }],
    ["a line key that is a number", { basketId: "kbasket-01", keys: ["x", 1] }],
  ])("skips a damaged record (%s), reads the others, and stores only those again", (_, damaged) => {
    const basket = basketWith("x");
    const paid = { basketId: basket.getState().basketId, cartId: null, keys: keysOf(basket) };
    localStorage.setItem(PAID, JSON.stringify([damaged, paid]));
    expect(paidElsewhere("paid", basket)).toBe(true);
    expect(basket.getState().lines).toEqual([]);
    announcePaid("paid", { basketId: "kbasket-02", cartId: null, keys: [] });
    expect(JSON.parse(localStorage.getItem(PAID)!)).toEqual([paid, { basketId: "kbasket-02", cartId: null, keys: [] }]);
  });

  it.each([
    ["an object", JSON.stringify({ basketId: "kbasket-01", cartId: null, keys: [] })],
    ["no JSON", "{not json"],
  ])("reads a stored record list that is %s as none", (_, raw) => {
    localStorage.setItem(PAID, raw);
    const basket = basketWith("x");
    expect(paidElsewhere("paid", basket)).toBe(false);
    announcePaid("paid", { basketId: "kbasket-02", cartId: null, keys: [] });
    expect(JSON.parse(localStorage.getItem(PAID)!)).toEqual([{ basketId: "kbasket-02", cartId: null, keys: [] }]);
  });
});

describe("the tabs open now, over the embed's channel", () => {
  it("a listening tab whose basket was paid elsewhere drops the paid lines and is told; other embeds hear nothing", async () => {
    const mine = basketWith("x", "y");
    const other = basketWith("x");
    const told: string[] = [];
    const stops = [
      listenForPaidCarts("paid", mine, () => told.push("mine")),
      listenForPaidCarts("other", other, () => told.push("other")),
    ];
    other.setState({ basketId: mine.getState().basketId });
    const [x, y] = keysOf(mine);
    announcePaid("paid", { basketId: mine.getState().basketId, cartId: null, keys: [x] });
    await vi.waitFor(() => expect(told).toEqual(["mine"]), { timeout: 10_000 });
    expect(keysOf(mine)).toEqual([y]);
    expect(keysOf(other)).toHaveLength(1);
    stops.forEach((stop) => stop());
  });

  it("ignores a message that is no paid basket, and one for another basket; hears nothing once stopped", async () => {
    const mine = basketWith("x");
    const told: string[] = [];
    const stop = listenForPaidCarts("paid", mine, () => told.push("paid"));
    const channel = new BroadcastChannel("foyer:paid:paid");
    channel.postMessage({ basketId: mine.getState().basketId, keys: "x" });
    channel.postMessage({ basketId: "kanotherbasket", cartId: null, keys: keysOf(mine) });
    // a tab of another embed hears nothing: its message is the last one this tab reads
    channel.postMessage({ basketId: mine.getState().basketId, cartId: null, keys: ["none"] });
    await vi.waitFor(() => expect(told).toEqual(["paid"]), { timeout: 10_000 });
    expect(keysOf(mine)).toHaveLength(1);
    stop();
    // a second tab with the same basket hears the next message: the stopped one has had its chance
    const probe = basketWith("x");
    probe.setState({ basketId: mine.getState().basketId });
    const stopProbe = listenForPaidCarts("paid", probe, () => told.push("probe"));
    channel.postMessage({ basketId: mine.getState().basketId, cartId: null, keys: keysOf(mine) });
    await vi.waitFor(() => expect(told).toEqual(["paid", "probe"]), { timeout: 10_000 });
    stopProbe();
    channel.close();
    expect(keysOf(mine)).toHaveLength(1);
  });

  it("without a channel (an old browser), the record in local storage still tells the tabs that ask", () => {
    vi.stubGlobal("BroadcastChannel", undefined);
    const mine = basketWith("x");
    const stop = listenForPaidCarts("paid", mine, () => undefined);
    announcePaid("paid", { basketId: mine.getState().basketId, cartId: null, keys: keysOf(mine) });
    stop();
    expect(paidElsewhere("paid", mine)).toBe(true);
    expect(mine.getState().lines).toEqual([]);
  });

  it("without local storage, the channel alone tells the tabs open now", async () => {
    const mine = basketWith("x");
    const told: string[] = [];
    const stop = listenForPaidCarts("paid", mine, () => told.push("paid"));
    vi.stubGlobal("localStorage", undefined);
    announcePaid("paid", { basketId: mine.getState().basketId, cartId: null, keys: keysOf(mine) });
    await vi.waitFor(() => expect(told).toEqual(["paid"]), { timeout: 10_000 });
    expect(mine.getState().lines).toEqual([]);
    stop();
  });
});

describe("a purchase reported once per booking", () => {
  it("claims a booking once; damaged claims are skipped and not stored again", () => {
    localStorage.setItem("foyer:paid:purchases", JSON.stringify([1, "LH1", null]));
    expect(claimPurchase("paid", "LH1")).toBe(false);
    expect(claimPurchase("paid", "LH2")).toBe(true);
    expect(JSON.parse(localStorage.getItem("foyer:paid:purchases")!)).toEqual(["LH1", "LH2"]);
    // another embed's first claim
    expect(claimPurchase("other", "LH2")).toBe(true);
    expect(JSON.parse(localStorage.getItem("foyer:other:purchases")!)).toEqual(["LH2"]);
  });

  it.each([
    ["an object", JSON.stringify({ 0: "LH1" })],
    ["no JSON", "{not json"],
  ])("reads stored claims that are %s as none", (_, raw) => {
    localStorage.setItem("foyer:paid:purchases", raw);
    expect(claimPurchase("paid", "LH1")).toBe(true);
    expect(JSON.parse(localStorage.getItem("foyer:paid:purchases")!)).toEqual(["LH1"]);
  });

  it("without local storage, every tab reports", () => {
    vi.stubGlobal("localStorage", undefined);
    expect(claimPurchase("paid", "LH1")).toBe(true);
    expect(claimPurchase("paid", "LH1")).toBe(true);
  });
});
