// The money paths' small rules as tables (mutation testing showed no test would notice them
// changed): what an execPayment failure means, what a kept booking reads back as, and how tabs
// record a paid basket and claim a purchase.
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../../src/api/errors";
import { UndecodableAnswer } from "../../src/api/checkout";
import { DecodeError } from "../../src/api/decode";
import { execOutcome, pendingReturn } from "../../src/features/checkout/execute";
import { keptBooking } from "../../src/features/checkout/kept-booking";
import { announcePaid, claimPurchase, paidElsewhere } from "../../src/stores/paid-carts";
import { basketRestored, createBasketStore } from "../../src/stores/basket";
import { startedCarts } from "../../src/stores/started-carts";
import { createEmbedStorage } from "../../src/embed/storage";
import { poster } from "../features/checkout/helpers";
import { MemoryStorage } from "./tabs";

afterEach(() => localStorage.clear());

const refusal = (status: number, code?: string) => new ApiError(status, code ? { error: code, code } : null);

describe("execOutcome: what an execPayment failure says of the money", () => {
  it.each([
    ["no answer", refusal(0), "unknown"],
    ["a 500", refusal(500), "unknown"],
    ["a 502", refusal(502), "unknown"],
    ["401", refusal(401), "unknown"],
    ["403", refusal(403), "unknown"],
    ["406", refusal(406), "unknown"],
    ["408", refusal(408), "unknown"],
    ["409", refusal(409), "unknown"],
    ["422", refusal(422, "TICKETS_SOLD_OUT"), "unknown"],
    ["429", refusal(429), "unknown"],
    ["a 200 that is no booking", new UndecodableAnswer(), "unknown"],
    ["any other error", new Error("boom"), "unknown"],
    ["a decode error", new DecodeError("checkout/execPayment", "x"), "unknown"],
    ["400 declined", refusal(400, "PAYMENT_DECLINED"), "failed"],
    ["400 not completed", refusal(400, "PAYMENT_NOT_COMPLETED"), "failed"],
    ["410 expired", refusal(410, "CART_EXPIRED"), "failed"],
    ["410 not found", refusal(410, "CART_NOT_FOUND"), "failed"],
    ["410 paid", refusal(410, "CART_PAID"), "paid"],
  ])("%s is %s", (_, error, outcome) => {
    expect(execOutcome(error)).toBe(outcome);
  });
});

describe("the return kept for a reload", () => {
  it("reads back only a return with both tokens, and is dropped only for its own payment", () => {
    const storage = createEmbedStorage("kept", new MemoryStorage());
    const params = { us: "abcdefghijkl", sessionUs: "mnopqrstuvwx", srcURL: null, status: null };
    pendingReturn.keep(storage, params);
    expect(pendingReturn.read(storage)).toEqual(params);
    pendingReturn.drop(storage, "otherotherot");
    expect(pendingReturn.read(storage)).toEqual(params);
    pendingReturn.drop(storage, params.us);
    expect(pendingReturn.read(storage)).toBeNull();
    // nothing kept: nothing to drop
    pendingReturn.drop(storage, params.us);
    for (const damaged of [{ us: 1, sessionUs: "x" }, { us: "x" }, { sessionUs: "x" }, "text", null]) {
      pendingReturn.keep(storage, params);
      // what a tab stored under the return's key (an earlier release's, a damaged one)
      storage.setJSON("return", damaged);
      expect(pendingReturn.read(storage)).toBeNull();
    }
  });
});

describe("the booking kept for the success page", () => {
  const result = { booking_id: "LH0000000001", has_tickets: true, cartId: "C1", orderId: null, total: 1695 };
  const storage = () => createEmbedStorage("booked", new MemoryStorage());

  it("reads back what was kept, its lines and shipping", () => {
    const s = storage();
    keptBooking.keep(s, { us: "abcdefghijkl", result, lines: [poster(1)], shippingCosts: 495 });
    const read = keptBooking.read(s)!;
    expect(read).toMatchObject({ us: "abcdefghijkl", result, shippingCosts: 495 });
    expect(read.lines.map((l) => l.name)).toEqual([poster(1).name]);
  });

  it.each([
    ["nothing", undefined],
    ["a text", "booked"],
    ["no us", { result, lines: [] }],
    ["a us of another kind", { us: 7, result, lines: [] }],
    ["no booking", { us: "abcdefghijkl", result: { has_tickets: true }, lines: [] }],
  ])("%s is no booking", (_, value) => {
    const s = storage();
    if (value !== undefined) s.setJSON("booked", value);
    expect(keptBooking.read(s)).toBeNull();
  });

  it.each([
    [495, 495],
    [0, 0],
    [-1, null],
    [4.5, null],
    ["495", null],
    [null, null],
  ])("shipping kept as %j reads as %j; missing lines read as none", (costs, expected) => {
    const s = storage();
    s.setJSON("booked", { us: "abcdefghijkl", result, shippingCosts: costs });
    expect(keptBooking.read(s)).toMatchObject({ shippingCosts: expected, lines: [] });
  });
});

describe("tabs: a paid basket recorded, a purchase claimed once", () => {
  const basketWith = (keys: string[]) => {
    const basket = createBasketStore(createEmbedStorage("tabs", new MemoryStorage()));
    for (const key of keys) basket.getState().add({ ...poster(1), key, id: key.length } as never);
    return basket;
  };

  it("settles a basket with the paid key (the paid lines only) or the paid cart (the lines it started)", () => {
    const a = basketWith(["x", "yy"]);
    const [x, y] = a.getState().lines.map((l) => l.key);
    announcePaid("tabs", { basketId: a.getState().basketId, cartId: "C1", keys: [x] });
    expect(paidElsewhere("tabs", a)).toBe(true);
    expect(a.getState().lines.map((l) => l.key)).toEqual([y]);
    const b = basketWith(["x"]);
    b.getState().setStarted("C2", { keys: b.getState().lines.map((l) => l.key), total: 1200, shipping: null });
    expect(paidElsewhere("tabs", b)).toBe(false);
    announcePaid("tabs", { basketId: null, cartId: "C2", keys: [] });
    expect(paidElsewhere("tabs", b)).toBe(true);
    expect(b.getState().lines).toEqual([]);
  });

  it("ignores damaged records and keeps the last 20", () => {
    localStorage.setItem("foyer:tabs:paid-baskets", JSON.stringify([{ basketId: 1, keys: [] }, { cartId: "C9" }, "x"]));
    const a = basketWith(["x"]);
    expect(paidElsewhere("tabs", a)).toBe(false);
    for (let i = 0; i < 25; i++) announcePaid("tabs", { basketId: `b${i}`, cartId: null, keys: [] });
    const kept = JSON.parse(localStorage.getItem("foyer:tabs:paid-baskets")!) as { basketId: string }[];
    expect(kept.map((p) => p.basketId)).toEqual(Array.from({ length: 20 }, (_, i) => `b${i + 5}`));
  });

  it("claims a booking once, keeps the last 20, and ignores damaged claims", () => {
    localStorage.setItem("foyer:tabs:purchases", JSON.stringify([1, "LH1"]));
    expect(claimPurchase("tabs", "LH1")).toBe(false);
    expect(claimPurchase("tabs", "LH2")).toBe(true);
    expect(claimPurchase("tabs", "LH2")).toBe(false);
    for (let i = 0; i < 25; i++) claimPurchase("tabs", `LH-${i}`);
    expect(JSON.parse(localStorage.getItem("foyer:tabs:purchases")!)).toHaveLength(20);
    expect(claimPurchase("tabs", "LH1")).toBe(true);
  });
});

describe("a basket's payment starts, counted; payments started, written down until known", () => {
  it("counts starts per basket, keeps the count across a reload, and starts again with a new basket", async () => {
    const backend = new MemoryStorage();
    const basket = createBasketStore(createEmbedStorage("tabs", backend));
    basket.getState().add({ ...poster(1), key: "x" } as never);
    expect([basket.getState().nextAttempt(), basket.getState().nextAttempt()]).toEqual([1, 2]);
    const reloaded = createBasketStore(createEmbedStorage("tabs", backend));
    await basketRestored(reloaded);
    expect(reloaded.getState().nextAttempt()).toBe(3);
    reloaded.getState().settlePaid(null);
    reloaded.getState().add({ ...poster(1), key: "y" } as never);
    expect(reloaded.getState().nextAttempt()).toBe(1);
  });

  it.each([[0], [-2], [1.5], ["4"], [null]])("a stored count of %j reads as none", async (attempts) => {
    const backend = new MemoryStorage();
    const basket = createBasketStore(createEmbedStorage("tabs", backend));
    basket.getState().add({ ...poster(1), key: "x" } as never);
    const stored = JSON.parse(backend.getItem("foyer:tabs:basket")!);
    backend.setItem("foyer:tabs:basket", JSON.stringify({ ...stored, value: { ...stored.value, attempts } }));
    const reloaded = createBasketStore(createEmbedStorage("tabs", backend));
    await basketRestored(reloaded);
    expect(reloaded.getState().nextAttempt()).toBe(1);
  });

  it("keeps the newest started payments until their outcome is known, and reads nothing else", () => {
    expect(startedCarts.newest("tabs")).toBeNull();
    for (let i = 0; i < 7; i++) startedCarts.record("tabs", { cartId: `C${i}`, basketId: null, keys: [] });
    startedCarts.record("tabs", { cartId: "C3", basketId: "kb", keys: ["x"] });
    expect(startedCarts.newest("tabs")).toEqual({ cartId: "C3", basketId: "kb", keys: ["x"] });
    const kept = () =>
      (JSON.parse(localStorage.getItem("foyer:tabs:started-carts")!) as { cartId: string }[]).map((s) => s.cartId);
    expect(kept()).toEqual(["C2", "C4", "C5", "C6", "C3"]);
    startedCarts.forget("tabs", "C3");
    startedCarts.forget("tabs", null);
    expect(startedCarts.newest("tabs")?.cartId).toBe("C6");
    for (const c of ["C2", "C4", "C5", "C6"]) startedCarts.forget("tabs", c);
    expect(localStorage.getItem("foyer:tabs:started-carts")).toBeNull();
    localStorage.setItem(
      "foyer:tabs:started-carts",
      JSON.stringify([{ cartId: "" }, { cartId: 5 }, "x", { cartId: "C9", basketId: 1, keys: [] }]),
    );
    expect(startedCarts.newest("tabs")).toBeNull();
    localStorage.setItem("foyer:tabs:started-carts", "{not json");
    expect(startedCarts.newest("tabs")).toBeNull();
  });
});
