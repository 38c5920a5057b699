// The decoders of the shell (shop info, static content and pages), account, order and payment calls (spec 000 section 7), through the
// real sandbox: its own answers (the rich shape), the smallest answers the contract allows, and
// broken ones (a fault's body), which fail with a DecodeError naming the call and the field and
// a console.warn, never as a success: no redirect, no booking, no paid order, no free shipping.
import { afterEach, describe, expect, it, vi } from "vitest";
import md5 from "crypto-js/md5";
import { useSandbox } from "../helpers/sandbox";
import { createApiClient } from "../../src/api/client";
import { DecodeError } from "../../src/api/decode";
import { getOrder, getOrderCustomer } from "../../src/api/orders";
import { getPaymentTypes } from "../../src/api/payments";
import { getShippingCosts } from "../../src/api/shipping";
import {
  cancelPayment,
  execPayment,
  getSuggestions,
  initPayment,
  initPaymentOrder,
  UndecodableAnswer,
} from "../../src/api/checkout";
import { getCustomerAttributes } from "../../src/api/customer-attributes";
import { getMeta, getStaticContent } from "../../src/api/shop-content";
import { getStaticPage } from "../../src/api/static-page";
import { changePassword, login, register, requestPasswordReset, validate } from "../../src/api/account";

const service = useSandbox();
const strict = useSandbox({ shape: "spec" });
afterEach(() => vi.restoreAllMocks());

const api = (token: string | null = null) =>
  createApiClient({ base: service.api, lang: () => "en", token: () => token, retryDelay: () => 1 });

/** The DecodeError a call fails with, and what the console was told. */
async function decodeFailure(call: () => Promise<unknown>, type: typeof DecodeError = DecodeError) {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  const e = await call().then(
    (v) => {
      throw new Error(`expected a DecodeError, got ${JSON.stringify(v)}`);
    },
    (e: unknown) => e,
  );
  expect(e).toBeInstanceOf(type);
  const { call: name, field } = e as DecodeError;
  expect(warn).toHaveBeenCalledWith(`Foyer: the answer of ${name} lacks a usable "${field}"`);
  return { call: name, field };
}

const answer = (endpoint: string, body: unknown, method = "GET") =>
  service.fault({ endpoint, method, body: { data: body } });

const urls = { continue: "https://museum.example/shop#/en/checkout/success", cancel: "https://museum.example/shop" };
const cart = { ver: 1 as const, items: [] };

describe("order/review", () => {
  it("reads the sandbox's order and its customer", async () => {
    const order = await getOrder(api(), "R7K2M9Q4");
    expect(order).toMatchObject({ id: "R7K2M9Q4", status: "open", total: 13800, has_tickets: true });
    expect(order.items.map((i) => i.amount)).toEqual([9000, 4800]);
    // who ordered: only with the token of the order's own customer (issue 33)
    expect(await getOrderCustomer(api(), "P3H8N5W2")).toBeNull();
    const token = await service.call<{ data: string }>("en/auth/login", {
      body: { _u: "erika.mustermann@example.org", _p: md5("Lindenhof-2024").toString() },
    });
    expect(await getOrderCustomer(api(token.body.data), "P3H8N5W2")).toEqual({
      salutation: "ms",
      fname: "Erika",
      lname: "Mustermann",
      company: "",
      email: "erika.mustermann@example.org",
      addrBilling: { street: "Lindenallee 12", zip: "10115", city: "Berlin", country: "DE" },
    });
  });

  it("takes the contract's smallest order, with defaults for the rest", async () => {
    await answer("order/review", {
      id: "A1",
      status: "paid",
      items: [{ description: "Catalogue", count: "1", amount: 2900 }],
      total: 2900,
    });
    expect(await getOrder(api(), "A1")).toEqual({
      id: "A1",
      status: "paid",
      created: "",
      due: null,
      paid_at: null,
      items: [{ description: "Catalogue", count: 1, amount: 2900 }],
      shipping: 0,
      total: 2900,
      has_tickets: false,
    });
  });

  it("fails an order whose status, total or line amounts it cannot read: never a paid order", async () => {
    const base = { id: "A1", status: "paid", items: [{ description: "x", count: 1, amount: 100 }], total: 100 };
    await answer("order/review", { ...base, status: "PAID!" });
    expect(await decodeFailure(() => getOrder(api(), "A1"))).toEqual({ call: "order/review", field: "status" });
    await answer("order/review", { ...base, total: null });
    expect(await decodeFailure(() => getOrder(api(), "A1"))).toEqual({ call: "order/review", field: "total" });
    await answer("order/review", { ...base, items: [{ description: "x", count: 1 }] });
    expect(await decodeFailure(() => getOrder(api(), "A1"))).toEqual({
      call: "order/review",
      field: "items[0].amount",
    });
    await answer("order/review", "<html>");
    expect(await decodeFailure(() => getOrder(api(), "A1"))).toEqual({ call: "order/review", field: "data" });
  });

  it("an order's customer that is not an object is none", async () => {
    await answer("customer/fromOrder", []);
    expect(await getOrderCustomer(api(), "R7K2M9Q4")).toBeNull();
  });
});

describe("checkout/payments", () => {
  it("reads the payment types, numeric ids as numbers, entries without an id left out", async () => {
    const types = await getPaymentTypes(api(), "3");
    expect(types.map((t) => t.payartId)).toEqual([80, 157, 74, 164, "applePay", "googlePay"]);
    expect(types[0].name.en).toBeTruthy();
    await answer("checkout/payments", [
      { payartId: "80" },
      { name: { en: "No id" } },
      { payartId: "applePay", name: 3 },
    ]);
    expect(await getPaymentTypes(api(), "3")).toEqual([
      { payartId: 80, name: {} },
      { payartId: "applePay", name: {} },
    ]);
  });

  it("fails an answer that is not a list (the shell then offers the fallback types)", async () => {
    await answer("checkout/payments", { types: [] });
    expect(await decodeFailure(() => getPaymentTypes(api(), "3"))).toEqual({
      call: "checkout/payments",
      field: "data",
    });
  });
});

describe("shipping/costs", () => {
  const line = [{ type: "merchandise" as const, id: 1, count: 1 }];

  it("reads the cost, a numeric string too", async () => {
    const articles = (
      await service.call<{ data: { id: number; product_kind_ref: number | null }[] }>("/api/en/merchandise/select")
    ).body.data;
    const id = articles.find((a) => a.product_kind_ref !== 13)!.id;
    expect(await getShippingCosts(api(), [{ type: "merchandise" as const, id, count: 1 }], "DE")).toBe(495);
    await answer("shipping/costs", "990", "POST");
    expect(await getShippingCosts(api(), line, "DE")).toBe(990);
  });

  it("never takes a missing or odd cost for free shipping", async () => {
    for (const odd of [null, -5, 4.5, { cost: 495 }]) {
      await answer("shipping/costs", odd, "POST");
      expect(await decodeFailure(() => getShippingCosts(api(), line, "DE"))).toEqual({
        call: "shipping/costs",
        field: "data",
      });
    }
  });
});

describe("payment start", () => {
  const aux = {};

  it("reads the provider's page", async () => {
    await answer("checkout/initPayment", "https://pay.example/p/abc?cartId=C1", "POST");
    expect(await initPayment(api(), { payart: 157, aux, cart, url: urls })).toBe("https://pay.example/p/abc?cartId=C1");
  });

  it("fails an answer that is not a URL's text: no redirect", async () => {
    await answer("checkout/initPayment", { url: "https://pay.example" }, "POST");
    expect(await decodeFailure(() => initPayment(api(), { payart: 157, aux, cart, url: urls }))).toEqual({
      call: "checkout/initPayment",
      field: "data",
    });
    await answer("checkout/initPaymentOrder", "", "POST");
    expect(await decodeFailure(() => initPaymentOrder(api(), { payart: 157, aux, id: "R7K2M9Q4", url: urls }))).toEqual(
      {
        call: "checkout/initPaymentOrder",
        field: "data",
      },
    );
  });
});

describe("checkout/execPayment", () => {
  const params = { us: "abcdefghijkl", sessionUs: "mnopqrstuvwx", srcURL: null, status: null };

  it("takes the spec's booking (booking_id, has_tickets) with the extensions' defaults", async () => {
    await answer("checkout/execPayment", { booking_id: "LH0123456789", has_tickets: 1 }, "POST");
    expect(await execPayment(api(), params, null)).toEqual({
      booking_id: "LH0123456789",
      has_tickets: true,
      cartId: null,
      orderId: null,
      total: 0,
    });
  });

  it("an answer without a booking number is an unknown outcome, never a booking", async () => {
    for (const odd of [{ has_tickets: true }, { booking_id: " " }, "Thank you"]) {
      await answer("checkout/execPayment", odd, "POST");
      expect(await decodeFailure(() => execPayment(api(), params, null), UndecodableAnswer)).toEqual({
        call: "checkout/execPayment",
        field: "booking_id",
      });
    }
  });
});

describe("checkout/cancel and checkout/suggest", () => {
  it("a 200 cancels unless it says it did not", async () => {
    await answer("checkout/cancel", { canceled: true, cartId: "C1" }, "POST");
    expect(await cancelPayment(api(), "C1", "abcdefghijkl")).toEqual({ canceled: true });
    await answer("checkout/cancel", null, "POST");
    expect(await cancelPayment(api(), "C1", "abcdefghijkl")).toEqual({ canceled: true });
    await answer("checkout/cancel", { canceled: false }, "POST");
    expect(await decodeFailure(() => cancelPayment(api(), "C1", "abcdefghijkl"))).toEqual({
      call: "checkout/cancel",
      field: "canceled",
    });
  });

  it("an answer whose data is no object is not a cancellation (issue 32: found by the model)", async () => {
    for (const odd of ["abc", 1, [true]]) {
      await answer("checkout/cancel", odd, "POST");
      expect(await decodeFailure(() => cancelPayment(api(), "C1", null))).toEqual({
        call: "checkout/cancel",
        field: "canceled",
      });
    }
  });

  it("keeps only suggestions it can show and sell", async () => {
    const rich = await getSuggestions(api(), { ver: 1, items: [{ type: "ticket", id: 1, count: 1 }] } as never);
    expect(rich.length).toBeGreaterThan(0);
    for (const s of rich) expect(s).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    await answer(
      "checkout/suggest",
      [
        { type: "merchandise", id: "7", name: "Catalogue", price: "2900" },
        { type: "ticket", id: 1, name: "Not sold here", price: 100 },
        { type: "annualPass", id: 8, price: 100 },
        { type: "merchandise", id: 9, name: "Free?", price: null },
      ],
      "POST",
    );
    expect(await getSuggestions(api(), cart as never)).toEqual([
      { type: "merchandise", id: 7, name: "Catalogue", price: 2900 },
    ]);
    await answer("checkout/suggest", { list: [] }, "POST");
    expect(await getSuggestions(api(), cart as never)).toEqual([]);
  });
});

describe("customer/attr and the account's writes", () => {
  it("reads the field lists; without salutations there is none to choose", async () => {
    const attr = await getCustomerAttributes(api());
    expect(attr.required_fields).toContain("email");
    expect(attr.countries.DE).toBeTruthy();
    await answer("customer/attr", {
      countries: { DE: "Germany", XX: 5 },
      required_fields: [],
      visible_fields: ["fname", 3],
    });
    expect(await getCustomerAttributes(api())).toEqual({
      countries: { DE: "Germany", XX: "5" },
      salutations: {},
      required_fields: [],
      visible_fields: ["fname"],
    });
  });

  it("fails without the field lists or the countries", async () => {
    await answer("customer/attr", { countries: {}, required_fields: [] });
    expect(await decodeFailure(() => getCustomerAttributes(api()))).toEqual({
      call: "customer/attr",
      field: "visible_fields",
    });
    await answer("customer/attr", { required_fields: [], visible_fields: [] });
    expect(await decodeFailure(() => getCustomerAttributes(api()))).toEqual({
      call: "customer/attr",
      field: "countries",
    });
  });

  it("a write that says it was not done fails; any other 200 is done", async () => {
    const c = { email: "new@example.org", password: "Secret-2024", fname: "A", lname: "B", country: "DE" };
    await answer("customer/validate", null, "POST");
    expect(await validate(api(), c as never)).toEqual({ valid: true });
    await answer("customer/register", { registered: false }, "POST");
    expect(await decodeFailure(() => register(api(), c as never))).toEqual({
      call: "customer/register",
      field: "registered",
    });
    await answer("customer/pwdreset", { sent: 0 }, "POST");
    expect(
      await decodeFailure(() => requestPasswordReset(api(), "a@example.org", "http://localhost/#/en/recover/")),
    ).toEqual({
      call: "customer/pwdreset",
      field: "sent",
    });
    const token = await login(api(), "erika.mustermann@example.org", "Lindenhof-2024");
    expect(await changePassword(api(token), "Lindenhof-2024", "Lindenhof-2025")).toEqual({ changed: true });
  });
});

describe("shopinfo, static/content and static/page", () => {
  it("reads the sandbox's answers", async () => {
    expect(await getMeta(api(), "3")).toMatchObject({ currency: "EUR", support_email: expect.stringContaining("@") });
    const content = await getStaticContent(api());
    expect(content.banners[0].banners[0].image).toBeTruthy();
    expect(content.social_media.length).toBeGreaterThan(0);
    expect((await getStaticPage(api(), "imprint")).html).toBeTruthy();
  });

  it("takes the smallest answers with defaults, leaving out banners and links it cannot show", async () => {
    await answer("shopinfo", { meta: {} });
    expect(await getMeta(api(), "3")).toEqual({ name: "", support_email: "", currency: "EUR" });
    await answer("static/content", {
      banners: [{ id: 1, banners: [{ alt: "no image" }, { image: "/static/a.jpg", alt: 3 }] }, { banners: [] }, "x"],
      social_media: [{ name: "X" }, { name: "Y", link: "https://y.example", sequence_no: "2" }],
    });
    expect(await getStaticContent(api())).toEqual({
      banners: [
        { id: 1, banners: [{ image: "/static/a.jpg" }] },
        { id: 1, banners: [] },
      ],
      cookie_warning: "",
      social_media: [{ name: "Y", link: "https://y.example", sequence_no: 2 }],
    });
    await answer("static/page/terms", { html: "<p>Terms</p>" });
    expect(await getStaticPage(api(), "terms")).toEqual({ title: "", html: "<p>Terms</p>" });
  });

  it("fails without meta, a content object or a page's html", async () => {
    await answer("shopinfo", { name: "Museum" });
    expect(await decodeFailure(() => getMeta(api(), "3"))).toEqual({ call: "shopinfo", field: "meta" });
    await answer("static/content", []);
    expect(await decodeFailure(() => getStaticContent(api()))).toEqual({ call: "static/content", field: "data" });
    await answer("static/page/terms", { title: "Terms" });
    expect(await decodeFailure(() => getStaticPage(api(), "terms"))).toEqual({
      call: "static/page/terms",
      field: "html",
    });
  });
});

describe("the strict sandbox (spec 000's fields only)", () => {
  it("answers every spec 000 read in a shape the decoders take, without the extensions", async () => {
    const plain = createApiClient({ base: strict.api, lang: () => "de", token: () => null, retryDelay: () => 1 });
    const content = await getStaticContent(plain);
    expect(content.banners[0]).toEqual({ id: 0, banners: [expect.not.objectContaining({ alt: expect.anything() })] });
    expect((await getPaymentTypes(plain, "3")).length).toBe(6);
    expect((await getCustomerAttributes(plain)).visible_fields).toContain("fname");
    const order = await getOrder(plain, "P3H8N5W2");
    expect(order).toMatchObject({ status: "paid", created: "", paid_at: null, shipping: 0 });
    const login = await strict.call<{ data: string }>("de/auth/login", {
      body: { _u: "erika.mustermann@example.org", _p: md5("Lindenhof-2024").toString() },
    });
    const own = createApiClient({ base: strict.api, lang: () => "de", token: () => login.body.data });
    expect(await getOrderCustomer(own, "P3H8N5W2")).toMatchObject({ lname: "Mustermann" });
    const raw = await strict.call<{ data: Record<string, unknown> }>("de/order/review?id=P3H8N5W2");
    expect(Object.keys(raw.body.data).sort()).toEqual(["id", "items", "status", "total"]);
  });
});
