// The checkout actions without React: an embed's API client and stores built by hand, the
// sandbox over HTTP, the provider answered as a visitor's browser would. The order is sent once
// and its refusal becomes the checkout's problem; a paid return books this basket once; a
// cancel gives the cart up only with its payment's `us`.
import { afterEach, describe, expect, it } from "vitest";
import { useSandbox } from "../../helpers/sandbox";
import { createApiClient } from "../../../src/api/client";
import { getConfig } from "../../../src/api/shop";
import { normalizeConfig } from "../../../src/domain/config";
import { readReturnParams } from "../../../src/domain/checkout";
import type { BasketLine } from "../../../src/domain/basket";
import { createEmbedStorage } from "../../../src/embed/storage";
import { createSessionStore } from "../../../src/stores/session";
import { createShellStore } from "../../../src/stores/shell";
import { createBasketStore } from "../../../src/stores/basket";
import { cancelCart, payOrder, placeOrder, type CheckoutContext } from "../../../src/features/checkout/actions";
import { executeReturn, pendingReturn } from "../../../src/features/checkout/execute";
import { createCheckoutStore } from "../../../src/features/checkout/store";
import { answerProvider, calls, poster, recordRequests, soldOutPoster } from "./helpers";
import { paymentChoice } from "../../../src/features/checkout/payment-choice";
import { startedCarts } from "../../../src/stores/started-carts";
import { announcePaid, paidElsewhere } from "../../../src/stores/paid-carts";
import { returnOf } from "../../money/tabs";
import { loginToken } from "../account/session";

const service = useSandbox();
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const PAGE = "http://localhost:3000/";
const CREDIT_CARD = 80;

/** A logged-in embed with `lines` in its basket, wired as mount() wires one. */
async function embed(lines: BasketLine[]) {
  const storage = createEmbedStorage("actions", sessionStorage);
  const session = createSessionStore(storage);
  const shell = createShellStore(storage, "en");
  const basket = createBasketStore(storage);
  const api = createApiClient({
    base: service.api,
    lang: () => "en",
    token: () => session.getState().token,
    retryDelay: () => 1,
  });
  shell.getState().setConfig(normalizeConfig(await getConfig(api, "1")));
  session.getState().signIn(await loginToken(service));
  for (const line of lines) basket.getState().add(line);
  const events: [string, unknown][] = [];
  const ctx: CheckoutContext = {
    api,
    stores: { session, shell, basket },
    checkout: createCheckoutStore(),
    emit: (type, detail) => void events.push([type, detail]),
    storage,
    embedId: `actions-${Math.random().toString(36).slice(2)}`,
  };
  return { ctx, events };
}

/** Where the provider sends the visitor back after `action`, as return parameters. */
async function back(provider: string, action: "pay" | "cancel") {
  const url = new URL(await answerProvider(service, provider, action));
  return readReturnParams(url.search, "");
}

describe("checkout actions", () => {
  it("orders once: the provider's address, the cart id kept, the button held while the page leaves", async () => {
    const { ctx, events } = await embed([poster(2)]);
    const order = { payart: CREDIT_CARD, shipping: null };
    const [first, second] = await Promise.all([placeOrder(ctx, order, PAGE), placeOrder(ctx, order, PAGE)]);
    expect(first).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/\w+\?cartId=\w+$/);
    expect(second).toBeNull();
    expect(ctx.stores.basket.getState().cartId).toBeTruthy();
    expect(ctx.checkout.getState()).toMatchObject({ sending: true, problem: null });
    expect(events.map(([type]) => type)).toEqual(["foyer:checkout"]);
    expect(events[0][1]).toMatchObject({ value: 24, currency: "EUR" });
  });

  it("turns a refusal into the checkout's problem, naming the line, and frees the button", async () => {
    const { ctx } = await embed([poster(), soldOutPoster()]);
    expect(await placeOrder(ctx, { payart: CREDIT_CARD, shipping: null }, PAGE)).toBeNull();
    const state = ctx.checkout.getState();
    expect(state.sending).toBe(false);
    const night = ctx.stores.basket.getState().lines.find((l) => l.id === 4);
    expect(state.problem).toEqual({ problem: "soldOut", lineKey: night?.key, lineName: "Poster “Night Garden”" });
    expect(ctx.stores.basket.getState().cartId).toBeNull();
  });

  it("says a server error at the button (the banner is far above it)", async () => {
    const { ctx } = await embed([poster()]);
    await service.fault({ endpoint: "checkout/initPayment", status: 500, method: "POST" });
    expect(await placeOrder(ctx, { payart: CREDIT_CARD, shipping: null }, PAGE)).toBeNull();
    expect(ctx.checkout.getState().problem?.problem).toBe("server");
  });

  it("executes a paid return once: booked, the basket cleared, one purchase, nothing left pending", async () => {
    const { ctx, events } = await embed([poster()]);
    const provider = await placeOrder(ctx, { payart: CREDIT_CARD, shipping: null }, PAGE);
    const params = (await back(provider!, "pay"))!;
    await Promise.all([executeReturn(ctx, params), executeReturn(ctx, params)]);
    const execution = ctx.checkout.getState().execution;
    expect(execution).toMatchObject({ us: params.us, status: "done" });
    expect(ctx.stores.basket.getState().lines).toEqual([]);
    expect(events.filter(([type]) => type === "foyer:purchase")).toHaveLength(1);
    expect(pendingReturn.read(ctx.storage)).toBeNull();
    await executeReturn(ctx, params);
    expect(events.filter(([type]) => type === "foyer:purchase")).toHaveLength(1);
  });

  it("keeps a return whose answer was lost, as unknown, to be resumed", async () => {
    const { ctx } = await embed([poster()]);
    const provider = await placeOrder(ctx, { payart: CREDIT_CARD, shipping: null }, PAGE);
    const params = (await back(provider!, "pay"))!;
    await service.fault({ endpoint: "checkout/execPayment", status: 502, method: "POST" });
    await executeReturn(ctx, params);
    expect(ctx.checkout.getState().execution).toMatchObject({ status: "unknown", retry: params });
    expect(pendingReturn.read(ctx.storage)?.us).toBe(params.us);
    expect(ctx.stores.basket.getState().lines).toHaveLength(1);
    await executeReturn(ctx, params);
    expect(ctx.checkout.getState().execution?.status).toBe("done");
  });

  it("cancels the cart only for its payment's us: none without a cart, canceled once, the id forgotten", async () => {
    const { ctx } = await embed([poster()]);
    expect(await cancelCart(ctx, "abcdefabcdef")).toBe("none");
    const provider = await placeOrder(ctx, { payart: CREDIT_CARD, shipping: null }, PAGE);
    const params = (await back(provider!, "cancel"))!;
    expect(await cancelCart(ctx, "abcdefabcdef")).toBe("failed");
    expect(ctx.stores.basket.getState().cartId).toBeTruthy();
    expect(await cancelCart(ctx, params.us)).toBe("canceled");
    expect(ctx.stores.basket.getState().cartId).toBeNull();
    expect(ctx.stores.basket.getState().lines).toHaveLength(1);
  });

  it("pays an open order: the provider's address, its cancel back to the order; a paid one is gone", async () => {
    const { ctx } = await embed([poster()]);
    const payment = { payart: CREDIT_CARD, directDebit: { accountHolder: "", iban: "" } };
    const open = await payOrder(ctx, "R7K2M9Q4", payment, PAGE);
    expect("target" in open && open.target).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/\w+/);
    expect(await payOrder(ctx, "P3H8N5W2", payment, PAGE)).toEqual({
      problem: { problem: "cartGone", lineKey: null, lineName: null },
    });
    // the basket is not the order's: it stays as it was
    expect(ctx.stores.basket.getState()).toMatchObject({ cartId: null, lines: [expect.objectContaining({ id: 3 })] });
  });
});

describe("the order as it is sent", () => {
  const order = { payart: CREDIT_CARD, shipping: null };
  const sentOrder = (sent: ReturnType<typeof recordRequests>) => calls(sent, "checkout/initPayment")[0].body!;

  it("carries the document number trimmed where the shop asks for one, the partner and the invoice wish", async () => {
    await service.config({ hasCheckoutDocumentNumber: true });
    const { ctx } = await embed([poster()]);
    ctx.stores.basket.getState().setExternalDocumentNumber("  PO-7 ");
    ctx.stores.basket.getState().setRequestInvoice(false);
    ctx.stores.shell.getState().setPartner("ACME");
    const sent = recordRequests();
    await placeOrder(ctx, order, PAGE);
    expect(sentOrder(sent)).toMatchObject({
      cart: { external_document_number: "PO-7" },
      aux: { partner: "ACME", requestInvoice: false },
    });
  });

  it("carries no document number where the shop asks for none", async () => {
    const { ctx } = await embed([poster()]);
    ctx.stores.basket.getState().setExternalDocumentNumber("PO-7");
    const sent = recordRequests();
    await placeOrder(ctx, order, PAGE);
    expect(sentOrder(sent).cart).not.toHaveProperty("external_document_number");
  });

  it.each([
    [true, "checkout/success"],
    [false, "checkout/accepted"],
  ])("comes back (confirmation on the checkout: %s) to %s of this page and this embed", async (confirm, route) => {
    await service.config({ confirmPaymentOnCheckout: confirm });
    const { ctx } = await embed([poster()]);
    const sent = recordRequests();
    await placeOrder(ctx, order, PAGE);
    expect(sentOrder(sent).url).toEqual({
      continue: `${PAGE}#/en/${route}?embed=${ctx.embedId}`,
      cancel: `${PAGE}#/en/checkout/failed?embed=${ctx.embedId}`,
    });
  });

  it("keeps what the way back needs: the payment chosen, the lines and total started, the cart for other tabs", async () => {
    const { ctx } = await embed([poster()]);
    ctx.stores.basket.getState().setShipping(495);
    const provider = await placeOrder(ctx, order, PAGE);
    const cartId = new URL(provider!).searchParams.get("cartId");
    const { lines, basketId } = ctx.stores.basket.getState();
    expect(paymentChoice.read(ctx.storage)).toEqual({ payart: CREDIT_CARD, terms: true });
    expect(ctx.stores.basket.getState()).toMatchObject({
      cartId,
      started: { keys: lines.map((l) => l.key), total: 1200 + 495, shipping: 495 },
    });
    expect(startedCarts.newest(ctx.embedId)).toEqual({ cartId, basketId, keys: lines.map((l) => l.key) });
  });

  it("a provider's address that names no cart: a mark of the payment, not written down for other tabs", async () => {
    const { ctx } = await embed([poster()]);
    await service.fault({
      endpoint: "checkout/initPayment",
      method: "POST",
      body: { data: "https://pay.example/p?x=1" },
    });
    expect(await placeOrder(ctx, order, PAGE)).toBe("https://pay.example/p?x=1");
    expect(ctx.stores.basket.getState().cartId).toMatch(/^started:/);
    expect(startedCarts.newest(ctx.embedId)).toBeNull();
  });

  it("an answer that is no provider's address starts nothing: the button is free and the problem said", async () => {
    const { ctx } = await embed([poster()]);
    await service.fault({ endpoint: "checkout/initPayment", method: "POST", body: { data: "javascript:alert(1)" } });
    expect(await placeOrder(ctx, order, PAGE)).toBeNull();
    expect(ctx.checkout.getState()).toMatchObject({ sending: false, problem: { problem: "unexpected" } });
    expect(ctx.stores.basket.getState()).toMatchObject({ cartId: null, started: null });
  });

  it("a lost login goes to the shell's error policy: nothing said at the button, the button free", async () => {
    const { ctx } = await embed([poster()]);
    await service.fault({ endpoint: "checkout/initPayment", status: 401, method: "POST" });
    expect(await placeOrder(ctx, order, PAGE)).toBeNull();
    expect(ctx.checkout.getState()).toMatchObject({ sending: false, problem: null });
  });

  it("a basket another tab paid (its record in local storage) is not sent: its lines leave, the visitor is told", async () => {
    const { ctx } = await embed([poster()]);
    const { basketId, lines } = ctx.stores.basket.getState();
    announcePaid(ctx.embedId, { basketId, cartId: null, keys: lines.map((l) => l.key) });
    const sent = recordRequests();
    expect(await placeOrder(ctx, order, PAGE)).toBeNull();
    expect(calls(sent, "checkout/initPayment")).toEqual([]);
    expect(ctx.checkout.getState()).toMatchObject({
      sending: false,
      problem: { problem: "alreadyPaid", lineKey: null, lineName: null },
    });
    expect(ctx.stores.basket.getState().lines).toEqual([]);
  });

  it("ordering again clears the problem of the last try", async () => {
    const { ctx } = await embed([poster()]);
    await service.fault({ endpoint: "checkout/initPayment", status: 500, method: "POST" });
    await placeOrder(ctx, order, PAGE);
    expect(ctx.checkout.getState().problem?.problem).toBe("server");
    expect(await placeOrder(ctx, order, PAGE)).toMatch(/\/pay\//);
    expect(ctx.checkout.getState().problem).toBeNull();
  });

  it.each([
    [400, { error: "X", message: "PAYMENT_TYPE_INVALID" }, "paymentType"],
    [400, { error: "X", message: { payart: ["PAYMENT_TYPE_INVALID"] } }, "paymentType"],
    [400, { error: "PAYMENT_TYPE_INVALID", message: "" }, "paymentType"],
    [422, { error: { IBAN: ["IBAN_INVALID"] }, message: "PAYMENT_TYPE_INVALID" }, "directDebit"],
    [422, { error: "", code: "IBAN_INVALID" }, "directDebit"],
    [409, { error: "IBAN_INVALID", message: "IBAN_INVALID" }, "unexpected"],
    [422, { error: "ARTICLE_SOLD_OUT", line: "1" }, "soldOut"],
  ])("reads a %i refusal %j as %s", async (status, body, problem) => {
    // two lines: a refusal that names none names neither
    const { ctx } = await embed([poster(), { ...poster(), key: "card", id: 5 }]);
    await service.fault({ endpoint: "checkout/initPayment", status, method: "POST", body });
    await placeOrder(ctx, order, PAGE);
    expect(ctx.checkout.getState().problem).toEqual({ problem, lineKey: null, lineName: null });
  });
});

describe("paying an open order", () => {
  const payment = { payart: CREDIT_CARD, directDebit: { accountHolder: "", iban: "" } };

  it("comes back to the success page when paid, to the order's page when cancelled, marked as an order's payment", async () => {
    const { ctx } = await embed([]);
    ctx.stores.shell.getState().setPartner("ACME");
    const sent = recordRequests();
    const open = await payOrder(ctx, "R7K2M9Q4", payment, PAGE);
    if (!("target" in open)) throw new Error("the open order could not be paid");
    expect(calls(sent, "checkout/initPaymentOrder")[0].body).toMatchObject({
      id: "R7K2M9Q4",
      aux: { partner: "ACME" },
    });
    const cancelled = returnOf(await answerProvider(service, open.target, "cancel"));
    expect(cancelled.page).toBe("orderReview");
    expect(cancelled.params.forOrder).toBe(true);
    const again = await payOrder(ctx, "R7K2M9Q4", payment, PAGE);
    if (!("target" in again)) throw new Error("the open order could not be paid again");
    const paid = returnOf(await answerProvider(service, again.target, "pay"));
    expect(paid.page).toBe("success");
    expect(paid.params.forOrder).toBe(true);
  });

  it("leaves a lost login and a failing service to the shell's policy; says an order that is not available", async () => {
    const { ctx } = await embed([]);
    await service.fault({ endpoint: "checkout/initPaymentOrder", status: 401, method: "POST" });
    expect(await payOrder(ctx, "R7K2M9Q4", payment, PAGE)).toEqual({ problem: null });
    await service.fault({ endpoint: "checkout/initPaymentOrder", status: 500, method: "POST" });
    expect(await payOrder(ctx, "R7K2M9Q4", payment, PAGE)).toEqual({ problem: null });
    expect(await payOrder(ctx, "NOSUCHORDER", payment, PAGE)).toEqual({
      problem: { problem: "unexpected", lineKey: null, lineName: null },
    });
    // an order's refusal names no basket line, whatever index it carries
    await service.fault({
      endpoint: "checkout/initPaymentOrder",
      status: 422,
      method: "POST",
      body: { error: "ARTICLE_SOLD_OUT", line: 0 },
    });
    expect(await payOrder(ctx, "R7K2M9Q4", payment, PAGE)).toEqual({
      problem: { problem: "soldOut", lineKey: null, lineName: null },
    });
    await service.fault({
      endpoint: "checkout/initPaymentOrder",
      method: "POST",
      body: { data: "ftp://pay.example/" },
    });
    expect(await payOrder(ctx, "R7K2M9Q4", payment, PAGE)).toEqual({
      problem: { problem: "unexpected", lineKey: null, lineName: null },
    });
  });
});

describe("the cancel page asking what became of the cart", () => {
  it("a cart paid meanwhile: only the lines its payment started with leave the basket (all, when it does not know them)", async () => {
    const { ctx } = await embed([poster()]);
    const provider = (await placeOrder(ctx, { payart: CREDIT_CARD, shipping: null }, PAGE))!;
    ctx.stores.basket.getState().add({ ...poster(), key: "card", id: 5, name: "Postcards", price: 890 } as never);
    await answerProvider(service, provider, "pay");
    expect(await cancelCart(ctx, null)).toBe("paid");
    expect(ctx.stores.basket.getState().lines.map((l) => l.id)).toEqual([5]);
    // a basket that knows its cart but not what it started with (stored by an earlier release)
    const { ctx: old } = await embed([poster()]);
    const other = (await placeOrder(old, { payart: CREDIT_CARD, shipping: null }, PAGE))!;
    old.stores.basket.setState({ started: null });
    await answerProvider(service, other, "pay");
    expect(await cancelCart(old, null)).toBe("paid");
    expect(old.stores.basket.getState().lines).toEqual([]);
  });

  it("in a tab that knows no cart: a paid payment is told to the other tabs, a cancelled one is not, a failed question is asked again", async () => {
    const { ctx: paying } = await embed([poster()]);
    const provider = (await placeOrder(paying, { payart: CREDIT_CARD, shipping: null }, PAGE))!;
    const fresh = {
      ...paying,
      stores: { ...paying.stores, basket: createBasketStore(createEmbedStorage("fresh", sessionStorage)) },
    };
    await service.fault({ endpoint: "checkout/cancel", status: 500, method: "POST" });
    expect(await cancelCart(fresh, null)).toBe("failed");
    expect(startedCarts.newest(paying.embedId)?.cartId).toBe(paying.stores.basket.getState().cartId);
    await answerProvider(service, provider, "pay");
    expect(await cancelCart(fresh, null)).toBe("paid");
    expect(paidElsewhere(paying.embedId, paying.stores.basket)).toBe(true);
    // a payment left at the provider: cancelled, and the paying tab's basket is still its own
    const { ctx: left } = await embed([poster()]);
    await placeOrder(left, { payart: CREDIT_CARD, shipping: null }, PAGE);
    const other = { ...fresh, embedId: left.embedId };
    expect(await cancelCart(other, null)).toBe("canceled");
    expect(paidElsewhere(left.embedId, left.stores.basket)).toBe(false);
    expect(left.stores.basket.getState().lines).toHaveLength(1);
  });
});
