// Issue 32's nine cases, each as a visitor takes it, through the checkout's own actions and the
// real sandbox over HTTP (the screens' wording is in test/features/checkout/money-cases.test.tsx).
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSandbox } from "../helpers/sandbox";
import { loginToken } from "../features/account/session";
import { adultTickets, answerProvider, poster } from "../features/checkout/helpers";
import { cancelCart, placeOrder, payOrder } from "../../src/features/checkout/actions";
import { executeReturn, pendingReturn } from "../../src/features/checkout/execute";
import { getShippingCosts } from "../../src/api/shipping";
import { shippingCart } from "../../src/domain/shipping";
import { MemoryStorage, PAGE, addLines, openTab, returnOf, sandboxCarts } from "./tabs";

const service = useSandbox();
afterEach(() => localStorage.clear());

const CREDIT_CARD = 80;
const PAYPAL = 157;
const byCard = { payart: CREDIT_CARD, shipping: null };

async function loggedInTab(backend?: MemoryStorage | null, paymentLimit?: number) {
  return openTab(service, { token: await loginToken(service), backend, paymentLimit });
}

const paidCarts = async () => (await sandboxCarts(service)).filter((c) => c.status === "paid");

describe("issue 32: money paths", () => {
  it("1: a payment whose way back was lost is called paid on the cancel page, and the basket cannot be paid again", async () => {
    const tab = await loggedInTab();
    addLines(tab, [poster(1)]);
    const provider = await placeOrder(tab.ctx, { payart: PAYPAL, shipping: null }, PAGE);
    await answerProvider(service, provider!, "pay");
    // the redirect back is lost; the visitor comes back to the cancel page by hand (a page load)
    const back = await openTab(service, { backend: tab.backend });
    expect(await cancelCart(back.ctx, null)).toBe("paid");
    expect(back.ctx.stores.basket.getState().lines).toEqual([]);
    // the money is taken: the service booked it, once
    expect((await paidCarts()).map((c) => c.bookingId)).toEqual([expect.stringMatching(/^LH\d{10}$/)]);
    // what the visitor adds now is a new basket, paid on its own
    addLines(back, [poster(1)]);
    expect(await placeOrder(back.ctx, byCard, PAGE)).toMatch(/\/pay\//);
    expect(await paidCarts()).toHaveLength(1);
    [tab, back].forEach((t) => t.close());
  });

  it("1: the paying tab was closed on the way back: the cancel page in a new tab asks about it and calls it paid", async () => {
    const tab = await loggedInTab();
    addLines(tab, [poster(1)]);
    const provider = await placeOrder(tab.ctx, { payart: PAYPAL, shipping: null }, PAGE);
    await answerProvider(service, provider!, "pay");
    tab.close();
    // a new tab: its session storage is empty, local storage is the browser's
    const fresh = await openTab(service, { token: await loginToken(service) });
    expect(fresh.ctx.stores.basket.getState().cartId).toBeNull();
    expect(await cancelCart(fresh.ctx, null)).toBe("paid");
    expect(await paidCarts()).toHaveLength(1);
    // asked once: the outcome is known, so the next visit of the page has nothing to ask about
    expect(await cancelCart(fresh.ctx, null)).toBe("none");
    fresh.close();
  });

  it("1: a new tab's cancel page cancels the payment left at the provider, once; nothing started: nothing cancelled", async () => {
    const fresh0 = await openTab(service, { token: await loginToken(service) });
    expect(await cancelCart(fresh0.ctx, null)).toBe("none");
    const tab = await loggedInTab();
    addLines(tab, [poster(1)]);
    await placeOrder(tab.ctx, { payart: PAYPAL, shipping: null }, PAGE);
    tab.close();
    expect(await cancelCart(fresh0.ctx, null)).toBe("canceled");
    expect((await sandboxCarts(service)).map((c) => c.status)).toEqual(["canceled"]);
    expect(await cancelCart(fresh0.ctx, null)).toBe("none");
    fresh0.close();
  });

  it("1: a payment whose provider named no cart: its cancel return cancels it, a visit by hand is an unknown outcome", async () => {
    const tab = await loggedInTab();
    addLines(tab, [poster(1)]);
    const keys = tab.ctx.stores.basket.getState().lines.map((l) => l.key);
    tab.ctx.stores.basket.getState().setStarted("started:x7k2m9q4", { keys, total: 1695, shipping: 495 });
    expect(await cancelCart(tab.ctx, null)).toBe("failed");
    expect(tab.ctx.stores.basket.getState().cartId).toBe("started:x7k2m9q4");
    expect(await cancelCart(tab.ctx, "abcdefabcdef")).toBe("canceled");
    expect(tab.ctx.stores.basket.getState()).toMatchObject({ cartId: null, started: null });
    expect(tab.ctx.stores.basket.getState().lines).toHaveLength(1);
    tab.close();
  });

  it("2: a tab copied before ordering does not pay the basket again (told, its lines settled)", async () => {
    const token = await loginToken(service);
    const a = await openTab(service, { token });
    addLines(a, [adultTickets(1)]);
    const b = await openTab(service, { token, backend: a.backend!.copy() });
    expect(b.ctx.stores.basket.getState().lines).toHaveLength(1);
    const provider = await placeOrder(a.ctx, byCard, PAGE);
    await executeReturn(a.ctx, returnOf(await answerProvider(service, provider!, "pay")).params);
    expect(a.ctx.checkout.getState().execution?.status).toBe("done");
    await vi.waitFor(() => expect(b.ctx.stores.basket.getState().lines).toEqual([]), { timeout: 10_000 });
    expect(await placeOrder(b.ctx, byCard, PAGE)).toBeNull();
    expect(await paidCarts()).toHaveLength(1);
    [a, b].forEach((t) => t.close());
  });

  it("2: a copied tab that heard nothing (no channel, no local record) is refused by the service", async () => {
    const token = await loginToken(service);
    const a = await openTab(service, { token });
    addLines(a, [adultTickets(1)]);
    const copy = a.backend!.copy();
    const provider = await placeOrder(a.ctx, byCard, PAGE);
    await executeReturn(a.ctx, returnOf(await answerProvider(service, provider!, "pay")).params);
    localStorage.clear();
    const b = await openTab(service, { token, backend: copy });
    b.close();
    expect(b.ctx.stores.basket.getState().lines).toHaveLength(1);
    expect(await placeOrder(b.ctx, byCard, PAGE)).toBeNull();
    expect(b.ctx.checkout.getState().problem?.problem).toBe("alreadyPaid");
    expect(b.ctx.stores.basket.getState().lines).toEqual([]);
    expect(await paidCarts()).toHaveLength(1);
    a.close();
  });

  it.each([401, 403, 406])(
    "3: %i on execPayment after paying is an unknown outcome; the return is kept and books once",
    async (status) => {
      const tab = await loggedInTab();
      addLines(tab, [poster(1)]);
      const back = returnOf(await answerProvider(service, (await placeOrder(tab.ctx, byCard, PAGE))!, "pay"));
      await service.fault({ endpoint: "checkout/execPayment", status, method: "POST" });
      await executeReturn(tab.ctx, back.params);
      expect(tab.ctx.checkout.getState().execution).toMatchObject({ status: "unknown", retry: back.params });
      expect(pendingReturn.read(tab.ctx.storage)?.us).toBe(back.params.us);
      // a reload resumes the same return
      const reloaded = await openTab(service, { backend: tab.backend });
      await executeReturn(reloaded.ctx, pendingReturn.read(reloaded.ctx.storage)!);
      expect(reloaded.ctx.checkout.getState().execution?.status).toBe("done");
      expect(await paidCarts()).toHaveLength(1);
      [tab, reloaded].forEach((t) => t.close());
    },
  );

  it("4: the total confirmed is the total charged, shipping included, after the page came back", async () => {
    const tab = await loggedInTab();
    addLines(tab, [poster(1)]);
    tab.ctx.stores.basket.getState().setShipping(495);
    const back = returnOf(await answerProvider(service, (await placeOrder(tab.ctx, byCard, PAGE))!, "pay"));
    // the provider's page was a page load: what the basket knew of the shipping is not in memory
    const returned = await openTab(service, { backend: tab.backend });
    await executeReturn(returned.ctx, back.params);
    const execution = returned.ctx.checkout.getState().execution;
    const [charged] = await paidCarts();
    expect(charged.total).toBe(1200 + 495);
    expect(execution).toMatchObject({ status: "done", result: { total: charged.total }, shippingCosts: 495 });
    [tab, returned].forEach((t) => t.close());
  });

  it("4: an order shipped to France is charged and confirmed with France's shipping (9,90 €), not Germany's or none", async () => {
    const tab = await loggedInTab();
    addLines(tab, [poster(2)]);
    const france = { name: "Marie Curie", street: "1 rue de Rivoli", zip: "75001", city: "Paris", country: "FR" };
    const basket = tab.ctx.stores.basket.getState();
    basket.setShipping(await getShippingCosts(tab.ctx.api, shippingCart(basket.lines), france.country));
    const back = returnOf(
      await answerProvider(service, (await placeOrder(tab.ctx, { ...byCard, shipping: france }, PAGE))!, "pay"),
    );
    const returned = await openTab(service, { backend: tab.backend });
    await executeReturn(returned.ctx, back.params);
    const [charged] = await paidCarts();
    expect(charged.total).toBe(2400 + 990);
    expect(returned.ctx.checkout.getState().execution).toMatchObject({
      status: "done",
      result: { total: charged.total },
      shippingCosts: 990,
    });
    [tab, returned].forEach((t) => t.close());
  });

  it("5: execPayment names the basket's cart; an order's payment names none", async () => {
    const tab = await loggedInTab();
    addLines(tab, [poster(1)]);
    const provider = (await placeOrder(tab.ctx, byCard, PAGE))!;
    const cartId = new URL(provider).searchParams.get("cartId");
    const back = returnOf(await answerProvider(service, provider, "pay"));
    const bodies: unknown[] = [];
    const original = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      if (String(input).includes("checkout/execPayment")) bodies.push(JSON.parse(String(init?.body)));
      return original(input, init);
    });
    await executeReturn(tab.ctx, back.params);
    // a new basket with a cart of its own, then an open order paid from its page
    const later = await openTab(service, { backend: tab.backend });
    addLines(later, [poster(1)]);
    await placeOrder(later.ctx, byCard, PAGE);
    const review = await openTab(service, { backend: tab.backend });
    expect(review.ctx.stores.basket.getState().cartId).toMatch(/^C/);
    const order = await payOrder(
      review.ctx,
      "R7K2M9Q4",
      { payart: PAYPAL, directDebit: { accountHolder: "", iban: "" } },
      PAGE,
    );
    if (!("target" in order)) throw new Error("the open order could not be paid");
    const orderBack = returnOf(await answerProvider(service, order.target, "pay"));
    expect(orderBack.params.forOrder).toBe(true);
    await executeReturn(review.ctx, orderBack.params);
    expect(bodies).toEqual([{ cartId }, { cartId: null }]);
    [tab, later, review].forEach((t) => t.close());
  });

  it("7: without session storage, the visitor's own paid return is their booking", async () => {
    const tab = await loggedInTab(null);
    expect(tab.ctx.storage.volatile).toBe(true);
    addLines(tab, [poster(1)]);
    const back = returnOf(await answerProvider(service, (await placeOrder(tab.ctx, byCard, PAGE))!, "pay"));
    // the provider's page was a page load: the basket of memory is gone
    const returned = await loggedInTab(null);
    await executeReturn(returned.ctx, back.params);
    const [paid] = await paidCarts();
    expect(returned.ctx.checkout.getState().execution).toMatchObject({
      status: "done",
      result: { booking_id: paid.bookingId, total: paid.total },
    });
    [tab, returned].forEach((t) => t.close());
  });

  it("8: places held by an unpaid cart are not answered as free, and a customer holds at most 3 carts", async () => {
    const line = adultTickets(3) as { date: string; datetime: string };
    const left = async () => {
      const r = await service.call<{
        data: { tickets: { id: number; schedule: { datetime: string; max_tickets: number }[] }[] };
      }>(`en/ticket/collect/event/101/date/${line.date.replaceAll("-", "")}`);
      return r.body.data.tickets.find((t) => t.id === 1011)!.schedule.find((s) => s.datetime === line.datetime)!
        .max_tickets;
    };
    expect(await left()).toBe(3);
    const holder = await loggedInTab();
    addLines(holder, [adultTickets(3)]);
    expect(await placeOrder(holder.ctx, byCard, PAGE)).toMatch(/\/pay\//);
    expect(await left()).toBe(0);
    // the same customer starts payments of four other baskets: the oldest open carts are released
    for (let i = 0; i < 4; i++) {
      const tab = await loggedInTab();
      addLines(tab, [poster(1)]);
      expect(await placeOrder(tab.ctx, byCard, PAGE)).toMatch(/\/pay\//);
    }
    const open = (await sandboxCarts(service)).filter((c) => c.status === "open");
    expect(open).toHaveLength(3);
    expect(await left()).toBe(3);
  });

  it("9: a payment start that reaches the service after the visitor's retry releases nothing of the retry", async () => {
    const tab = await loggedInTab(undefined, 300);
    addLines(tab, [adultTickets(3)]);
    await service.fault({ endpoint: "checkout/initPayment", delay: 1500, method: "POST" });
    expect(await placeOrder(tab.ctx, byCard, PAGE)).toBeNull();
    // the retry at once: its cart is made before the first start arrives
    const retry = await placeOrder(tab.ctx, byCard, PAGE);
    expect(retry).toMatch(/\/pay\//);
    const retryCart = tab.ctx.stores.basket.getState().cartId;
    // the first start arrives late: it is refused as superseded (the widget no longer waits)
    await vi.waitFor(async () => expect(await service.faults()).toEqual([]), { timeout: 10_000 });
    await vi.waitFor(async () => expect(await service.delayed()).toBe(0), { timeout: 10_000 });
    const carts = await sandboxCarts(service);
    expect(carts.filter((c) => c.status === "open").map((c) => c.id)).toEqual([retryCart]);
    tab.close();
  });

  it("9: a payment start answered after the widget's limit does not block the visitor's retry", async () => {
    const tab = await loggedInTab(undefined, 300);
    addLines(tab, [adultTickets(3)]);
    await service.fault({ endpoint: "checkout/initPayment", delay: 1500, method: "POST" });
    expect(await placeOrder(tab.ctx, byCard, PAGE)).toBeNull();
    // the service kept the cart after the widget had given up
    await vi.waitFor(async () => expect(await sandboxCarts(service)).toHaveLength(1), { timeout: 10_000 });
    const retry = await placeOrder(tab.ctx, byCard, PAGE);
    expect(retry).toMatch(/\/pay\//);
    const carts = await sandboxCarts(service);
    expect(carts.map((c) => c.status).sort()).toEqual(["canceled", "open"]);
    tab.close();
  });
});
