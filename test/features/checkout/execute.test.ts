// The provider's return executed without React (checkout/execPayment), against the real sandbox
// over HTTP: a return is executed once; an unknown outcome names the order the visitor can quote;
// what a definite refusal leaves behind (the cart forgotten, the started payment no longer asked
// about); a paid cart settles only the lines it started with; a booking starts the next order fresh.
import { afterEach, describe, expect, it } from "vitest";
import { useSandbox } from "../../helpers/sandbox";
import { loginToken } from "../account/session";
import { answerProvider, calls, poster, recordRequests } from "./helpers";
import { payOrder, placeOrder } from "../../../src/features/checkout/actions";
import { executeReturn } from "../../../src/features/checkout/execute";
import { paymentChoice } from "../../../src/features/checkout/payment-choice";
import { startedCarts } from "../../../src/stores/started-carts";
import { paidElsewhere } from "../../../src/stores/paid-carts";
import type { TestService } from "../../helpers/sandbox";
import { EMBED, PAGE, addLines, openTab, returnOf, type Tab } from "../../money/tabs";

const service = useSandbox();
const strict = useSandbox({ shape: "spec" });
afterEach(() => localStorage.clear());

const byCard = { payart: 80, shipping: null };

/** A logged-in tab whose basket (`lines`) was ordered and answered at the provider with `action`. */
async function ordered(action: "pay" | "decline", lines = [poster(1)], at: TestService = service) {
  const tab = await openTab(at, { token: await loginToken(at) });
  addLines(tab, lines);
  const provider = (await placeOrder(tab.ctx, byCard, PAGE))!;
  const back = returnOf(await answerProvider(at, provider, action)).params;
  // the service's cart (or, where the provider's address names none, the basket's mark of it)
  return { tab, back, cartId: tab.ctx.stores.basket.getState().cartId! };
}

const state = (tab: Tab) => ({
  basket: tab.ctx.stores.basket.getState(),
  execution: tab.ctx.checkout.getState().execution,
});

describe("executing the provider's return", () => {
  it("asks the service once: two at a time, and again once it is done", async () => {
    const { tab, back } = await ordered("pay");
    const sent = recordRequests();
    await Promise.all([executeReturn(tab.ctx, back), executeReturn(tab.ctx, back)]);
    await executeReturn(tab.ctx, back);
    expect(calls(sent, "checkout/execPayment")).toHaveLength(1);
    expect(state(tab).execution?.status).toBe("done");
    tab.close();
  });

  it("asks again for a return whose outcome is unknown, and for another return", async () => {
    const { tab, back } = await ordered("pay");
    const sent = recordRequests();
    await service.fault({ endpoint: "checkout/execPayment", status: 502, method: "POST" });
    await executeReturn(tab.ctx, back);
    await executeReturn(tab.ctx, back);
    expect(state(tab).execution?.status).toBe("done");
    await executeReturn(tab.ctx, { ...back, us: "abcdefabcdef" });
    expect(calls(sent, "checkout/execPayment")).toHaveLength(3);
    tab.close();
  });

  it("names the basket's cart as the order reference of an unknown outcome; without one, the return's token", async () => {
    const { tab, back, cartId } = await ordered("pay");
    await service.fault({ endpoint: "checkout/execPayment", status: 502, method: "POST" });
    await executeReturn(tab.ctx, back);
    expect(state(tab).execution).toMatchObject({ status: "unknown", reference: cartId });
    // the same return where the basket is gone (a page without the session's storage)
    const bare = await openTab(service, { token: await loginToken(service) });
    await service.fault({ endpoint: "checkout/execPayment", status: 502, method: "POST" });
    await executeReturn(bare.ctx, back);
    expect(state(bare).execution).toMatchObject({ status: "unknown", reference: back.us });
    [tab, bare].forEach((t) => t.close());
  });

  it("declined: the payment is known and no longer asked about; the basket keeps its lines and cart", async () => {
    const { tab, back, cartId } = await ordered("decline");
    expect(startedCarts.newest(EMBED)?.cartId).toBe(cartId);
    await executeReturn(tab.ctx, back);
    expect(state(tab).execution).toMatchObject({
      status: "failed",
      problem: { problem: "paymentNotCompleted", lineKey: null, lineName: null },
    });
    expect(startedCarts.newest(EMBED)).toBeNull();
    expect(state(tab).basket).toMatchObject({ cartId, lines: [expect.objectContaining({ id: 3 })] });
    tab.close();
  });

  it("a cart gone at the service: the basket forgets it and keeps its lines", async () => {
    const { tab, back } = await ordered("pay");
    await service.fault({
      endpoint: "checkout/execPayment",
      status: 410,
      method: "POST",
      body: { error: "CART_EXPIRED", message: "CART_EXPIRED", code: "CART_EXPIRED" },
    });
    await executeReturn(tab.ctx, back);
    expect(state(tab).execution).toMatchObject({
      status: "failed",
      problem: { problem: "cartGone", lineKey: null, lineName: null },
    });
    expect(state(tab).basket).toMatchObject({ cartId: null, lines: [expect.objectContaining({ id: 3 })] });
    tab.close();
  });

  it("a refusal that names no problem of the order says the payment was not completed", async () => {
    const { tab, back } = await ordered("pay");
    await service.fault({ endpoint: "checkout/execPayment", status: 400, method: "POST", body: { error: "" } });
    await executeReturn(tab.ctx, back);
    expect(state(tab).execution).toMatchObject({
      status: "failed",
      problem: { problem: "paymentNotCompleted", lineKey: null, lineName: null },
    });
    tab.close();
  });

  it("a cart the service says was paid (another return booked it): the lines it started with leave, later ones stay", async () => {
    const { tab, back, cartId } = await ordered("pay");
    addLines(tab, [{ ...poster(1), key: "later", id: 5, name: "Postcard set (12 cards)", price: 890 } as never]);
    await service.fault({
      endpoint: "checkout/execPayment",
      status: 410,
      method: "POST",
      body: { error: "CART_PAID", message: "CART_PAID", code: "CART_PAID" },
    });
    await executeReturn(tab.ctx, back);
    expect(state(tab).execution).toMatchObject({ status: "paid", reference: cartId });
    expect(state(tab).basket.lines.map((l) => l.id)).toEqual([5]);
    expect(startedCarts.newest(EMBED)).toBeNull();
    tab.close();
  });

  it("a booking starts the next order fresh: no problem shown, the forms not marked tried, no payment choice kept", async () => {
    const { tab, back } = await ordered("pay");
    tab.ctx.checkout.getState().setAttempted(true);
    tab.ctx.checkout.getState().setProblem({ problem: "server", lineKey: null, lineName: null });
    expect(tab.ctx.checkout.getState()).toMatchObject({ attempted: true, problem: { problem: "server" } });
    expect(paymentChoice.read(tab.ctx.storage).payart).toBe(80);
    await executeReturn(tab.ctx, back);
    expect(tab.ctx.checkout.getState()).toMatchObject({ attempted: false, problem: null });
    expect(paymentChoice.read(tab.ctx.storage)).toEqual({ payart: null, terms: false });
    expect(startedCarts.newest(EMBED)).toBeNull();
    tab.close();
  });

  it("the same return again after a reload shows the booking kept: the lines and total paid, reported once", async () => {
    const { tab, back } = await ordered("pay");
    tab.ctx.stores.basket.getState().setShipping(495);
    await executeReturn(tab.ctx, back);
    const first = state(tab).execution;
    expect(first).toMatchObject({ status: "done", lines: [expect.objectContaining({ id: 3 })] });
    const reloaded = await openTab(service, { backend: tab.backend });
    await executeReturn(reloaded.ctx, back);
    expect(state(reloaded).execution).toEqual(first);
    [tab, reloaded].forEach((t) => t.close());
  });

  it("another basket's return booked here forgets only its own cart: this basket's payment is still asked about", async () => {
    // another tab of the embed (its own basket) pays; this tab starts its basket's payment after
    const other = await ordered("pay");
    const { tab, cartId } = await ordered("decline");
    expect(startedCarts.newest(EMBED)?.cartId).toBe(cartId);
    await executeReturn(tab.ctx, other.back);
    expect(state(tab).execution?.status).toBe("elsewhere");
    expect(startedCarts.newest(EMBED)?.cartId).toBe(cartId);
    startedCarts.forget(EMBED, cartId);
    expect(startedCarts.newest(EMBED)).toBeNull();
    [tab, other.tab].forEach((t) => t.close());
  });
});

describe("paying an open order from its page", () => {
  /** A basket with a payment started, and an open order paid from its page in the same tab. */
  async function orderPaid(at: TestService) {
    const { tab, cartId } = await ordered("decline", [poster(1)], at);
    const asked = startedCarts.newest(EMBED);
    const payment = { payart: 80, directDebit: { accountHolder: "", iban: "" } };
    const open = await payOrder(tab.ctx, "R7K2M9Q4", payment, PAGE);
    if (!("target" in open)) throw new Error("the open order could not be paid");
    await executeReturn(tab.ctx, returnOf(await answerProvider(at, open.target, "pay")).params);
    return { tab, cartId, asked };
  }

  it.each([
    ["the service's full answer", service],
    ["an answer with the specification's fields only (the return's mark says it was an order)", strict],
  ])("leaves the basket and its started payment alone (%s)", async (_, at) => {
    const { tab, cartId, asked } = await orderPaid(at);
    expect(state(tab).execution).toMatchObject({ status: "done", lines: [] });
    expect(state(tab).basket).toMatchObject({ cartId, lines: [expect.objectContaining({ id: 3 })] });
    expect(paidElsewhere(EMBED, tab.ctx.stores.basket)).toBe(false);
    expect(startedCarts.newest(EMBED)).toEqual(asked);
    tab.close();
  });
});
