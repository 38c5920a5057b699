// The payment calls as they go out (spec 000 sections 6 to 8), against the real sandbox: the
// visitor's token as `_` on the payment start, its execution and an order's payment; the return's
// parameters in the query; refusals that the checkout shows itself kept from the shell's error
// policy; and the payment calls' own time limit, after which an answer is lost, not waited for.
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSandbox } from "../helpers/sandbox";
import { loginToken } from "../features/account/session";
import { answerProvider, calls, poster, recordRequests, soldOutPoster } from "../features/checkout/helpers";
import { returnOf } from "../money/tabs";
import { createApiClient, type ApiClientOptions } from "../../src/api/client";
import type { ApiError } from "../../src/api/errors";
import {
  cancelPayment,
  decodeCancel,
  decodeExecResult,
  decodeRedirect,
  decodeSuggestions,
  execPayment,
  getSuggestions,
  initPayment,
  initPaymentOrder,
  UndecodableAnswer,
  type InitPaymentRequest,
} from "../../src/api/checkout";
import { DecodeError } from "../../src/api/decode";
import { buildCart } from "../../src/domain/cart";
import type { BasketLine } from "../../src/domain/basket";

const service = useSandbox();
afterEach(() => vi.restoreAllMocks());

const CREDIT_CARD = 80;
const url = { continue: "https://museum.example/shop#/en/checkout/success", cancel: "https://museum.example/shop" };
const request = (lines: BasketLine[]): InitPaymentRequest => ({
  payart: CREDIT_CARD,
  aux: {},
  cart: buildCart(lines, null, { id: "kbasket-api-1", attempt: 1 }),
  url,
});

/** A logged-in visitor's client; the errors the shell's policy would hear are recorded. */
async function client(timeouts?: ApiClientOptions["timeouts"]) {
  const token = await loginToken(service);
  const policy: number[] = [];
  const api = createApiClient({
    base: service.api,
    lang: () => "en",
    token: () => token,
    retryDelay: () => 1,
    onError: (e: ApiError) => void policy.push(e.status),
    ...(timeouts && { timeouts }),
  });
  return { api, token, policy };
}

/** A paid return of a started payment of `lines`. */
async function paidReturn(api: Awaited<ReturnType<typeof client>>["api"]) {
  const provider = await initPayment(api, request([poster(1)]));
  return { provider, back: returnOf(await answerProvider(service, provider, "pay")).params };
}

describe("the payment calls", () => {
  it("send the visitor's token as _ on the payment start, its execution and an order's payment", async () => {
    const { api, token } = await client();
    const sent = recordRequests();
    const { provider, back } = await paidReturn(api);
    await execPayment(api, back, new URL(provider).searchParams.get("cartId"));
    await initPaymentOrder(api, { payart: CREDIT_CARD, aux: {}, id: "R7K2M9Q4", url });
    for (const endpoint of ["checkout/initPayment", "checkout/execPayment", "checkout/initPaymentOrder"])
      expect(calls(sent, endpoint).map((r) => r.url.searchParams.get("_"))).toEqual([token]);
  });

  it("send the return's us, sessionUs and srcURL with the execution (srcURL only when the return had one)", async () => {
    const { api } = await client();
    const sent = recordRequests();
    const { back } = await paidReturn(api);
    await execPayment(api, { ...back, srcURL: "https://museum.example/shop" }, null);
    await execPayment(api, { ...back, srcURL: null }, null);
    const [withSrc, without] = calls(sent, "checkout/execPayment").map((r) => r.url.searchParams);
    expect(Object.fromEntries(withSrc)).toMatchObject({
      us: back.us,
      sessionUs: back.sessionUs,
      srcURL: "https://museum.example/shop",
    });
    expect(without.has("srcURL")).toBe(false);
  });

  it("keep the refusals the checkout shows itself from the shell's error policy; a lost login goes to it", async () => {
    const { api, policy } = await client();
    const refused = (call: Promise<unknown>) =>
      call.then(
        () => 200,
        (e: ApiError) => e.status,
      );
    expect(await refused(initPayment(api, request([soldOutPoster()])))).toBe(422);
    expect(await refused(initPaymentOrder(api, { payart: CREDIT_CARD, aux: {}, id: "P3H8N5W2", url }))).toBe(410);
    const { back } = await paidReturn(api);
    expect(await refused(execPayment(api, { ...back, sessionUs: "xxxxxxxxxxxx" }, null))).toBe(400);
    expect(await refused(cancelPayment(api, "C-none", null))).toBe(410);
    await service.fault({ endpoint: "checkout/suggest", status: 400, method: "POST" });
    expect(await refused(getSuggestions(api, buildCart([poster(1)])))).toBe(400);
    expect(policy).toEqual([]);
    await service.fault({ endpoint: "checkout/initPayment", status: 401, method: "POST" });
    expect(await refused(initPayment(api, request([poster(1)])))).toBe(401);
    expect(policy).toEqual([401]);
  });

  it.each([
    ["the payment start", "checkout/initPayment"],
    ["its execution", "checkout/execPayment"],
    ["an order's payment", "checkout/initPaymentOrder"],
  ])("lose %s answered after the payment calls' limit (no answer: the outcome is unknown)", async (_, endpoint) => {
    const { api } = await client({ payment: 300 });
    const { provider, back } = await paidReturn(api);
    await service.fault({ endpoint, delay: 1500, method: "POST" });
    const call =
      endpoint === "checkout/initPayment"
        ? initPayment(api, request([poster(1)]))
        : endpoint === "checkout/execPayment"
          ? execPayment(api, back, new URL(provider).searchParams.get("cartId"))
          : initPaymentOrder(api, { payart: CREDIT_CARD, aux: {}, id: "R7K2M9Q4", url });
    expect(
      await call.then(
        () => "answered",
        (e: ApiError) => e.status,
      ),
    ).toBe(0);
    // the late call lands at the service before the next test resets it
    await vi.waitFor(async () => expect(await service.delayed()).toBe(0), { timeout: 10_000 });
  });
});

describe("the payment answers read", () => {
  const quiet = () => vi.spyOn(console, "warn").mockImplementation(() => undefined);

  it("takes the provider's address without the blanks around it", () => {
    expect(decodeRedirect("checkout/initPayment", "  https://pay.example/p/1 \n")).toBe("https://pay.example/p/1");
  });

  it.each([
    [{ booking_id: "LH0000000001" }, { booking_id: "LH0000000001", has_tickets: false, total: 0 }],
    [
      { booking_id: 1234567890, has_tickets: true, total: 1695 },
      { booking_id: "1234567890", has_tickets: true, total: 1695 },
    ],
    [
      { booking_id: "LH1", has_tickets: 1, total: "1695" },
      { booking_id: "LH1", has_tickets: true, total: 0 },
    ],
    [
      { booking_id: "LH1", has_tickets: "yes", total: Infinity },
      { booking_id: "LH1", has_tickets: false, total: 0 },
    ],
    [
      { booking_id: "LH1", has_tickets: 0, cartId: "C1", orderId: "" },
      { has_tickets: false, cartId: "C1", orderId: null },
    ],
  ])("reads a booking %j as %j", (answer, booking) => {
    expect(decodeExecResult(answer)).toMatchObject(booking);
  });

  it.each([[{ booking_id: 12.5 }], [{ booking_id: "  " }], [{ booking_id: null }], ["LH1"]])(
    "takes %j for no booking (the outcome is unknown)",
    (answer) => {
      quiet();
      const e = (() => {
        try {
          return decodeExecResult(answer);
        } catch (error) {
          return error;
        }
      })();
      expect(e).toBeInstanceOf(UndecodableAnswer);
      expect(e).toMatchObject({ name: "UndecodableAnswer", call: "checkout/execPayment", field: "booking_id" });
    },
  );

  it.each([[undefined], [null], [""], [{}], [{ canceled: true, cartId: "C1" }]])("reads %j as cancelled", (data) => {
    expect(decodeCancel(data)).toEqual({ canceled: true });
  });

  it.each([["yes"], [1], [[]], [{ canceled: false }], [{ canceled: 0 }]])("reads %j as no cancellation", (data) => {
    quiet();
    expect(() => decodeCancel(data)).toThrow(DecodeError);
  });

  it("keeps the suggestions it can show and sell: an article or an annual pass with an id, a name and a price", () => {
    const item = {
      type: "merchandise",
      id: 5,
      name: " Postcards ",
      price: 890,
      description: "Twelve",
      image: "/p.jpg",
    };
    expect(
      decodeSuggestions([
        item,
        { type: "annualPass", id: 101, name: "Annual pass", price: 6500 },
        { type: "merchandise", id: 6, name: "Free badge", price: 0, description: "", image: "" },
        { type: "voucher", id: 8, name: "Gift", price: 5000 },
        { type: "merchandise", name: "No id", price: 100 },
        { type: "merchandise", id: 9, name: "   ", price: 100 },
        { type: "merchandise", id: 10, name: "No price" },
        { type: "merchandise", id: 11, name: "Below nothing", price: -1 },
        "Poster",
      ]),
    ).toEqual([
      { type: "merchandise", id: 5, name: "Postcards", price: 890, description: "Twelve", image: "/p.jpg" },
      { type: "annualPass", id: 101, name: "Annual pass", price: 6500 },
      { type: "merchandise", id: 6, name: "Free badge", price: 0 },
    ]);
  });
});
