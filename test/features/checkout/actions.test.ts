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
import { answerProvider, poster, soldOutPoster } from "./helpers";
import { loginToken } from "../account/session";

const service = useSandbox();
afterEach(() => sessionStorage.clear());

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
