// Every decoder of a service answer, fuzzed from the contract's shapes (docs/service-contract.md,
// issue 33): a valid answer of each call is damaged at any place (a field missing, null, of
// another type, huge, a hostile text, an extra field, a `__proto__` key) and the decoder must
// (1) throw nothing but a DecodeError, (2) fail whenever a field the contract requires is missing
// or unusable, never turning such an answer into a success, and (3) give back only finite numbers
// and plain objects. Any JSON value at all must do the same.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DecodeError, numOr } from "../../src/api/decode";
import { decodeEvents } from "../../src/api/tickets";
import { decodeCollection, decodeLifetime, decodeTicketCalendar } from "../../src/api/ticket-sales";
import {
  decodeLifetime as decodeTourLifetime,
  decodeTour,
  decodeTourAttributes,
  decodeTourCalendar,
  decodeTours,
  decodeToursPerDay,
} from "../../src/api/tours";
import { decodeArticles, decodeMerchandiseAttributes } from "../../src/api/merchandise";
import { decodeVoucherCode, decodeVoucherGroups, decodeVouchers } from "../../src/api/vouchers";
import { decodeConfig } from "../../src/api/shop";
import { decodeMeta, decodeStaticContent } from "../../src/api/shop-content";
import { decodeStaticPage } from "../../src/api/static-page";
import { decodePaymentTypes } from "../../src/api/payments";
import { decodeCustomer } from "../../src/api/customer";
import { decodeCustomerAttributes } from "../../src/api/customer-attributes";
import { decodeOrder, decodeOrderCustomer } from "../../src/api/orders";
import { decodeShippingCost } from "../../src/api/shipping";
import { decodeCancel, decodeExecResult, decodeRedirect, decodeSuggestions } from "../../src/api/checkout";
import { errorCode, normaliseFieldErrors } from "../../src/api/errors";
import { firstErrorValue } from "../../src/api/refusals";
import { normalizeConfig } from "../../src/domain/config";
import { runs } from "../helpers/explore";

/** What a required field must be for the answer to be usable. */
type Kind = "obj" | "arr" | "id" | "num" | "amount" | "str" | "text" | "status";
interface Case {
  call: string;
  decode: (v: unknown) => unknown;
  /** A valid answer of the contract's shape (the sandbox's, rich). */
  sample: unknown;
  /** Required paths ("" the answer, "tickets[].id" a field of every list entry) and their kinds. */
  required: Record<string, Kind>;
}

const usable: Record<Kind, (v: unknown) => boolean> = {
  obj: (v) => !!v && typeof v === "object" && !Array.isArray(v),
  arr: Array.isArray,
  id: (v) => {
    const n = numOr(v);
    return n !== undefined && Number.isSafeInteger(n) && n >= 0;
  },
  num: (v) => numOr(v) !== undefined,
  amount: (v) => {
    const n = numOr(v);
    return n !== undefined && Number.isSafeInteger(n) && n >= 0;
  },
  str: (v) => (typeof v === "string" && v.trim() !== "") || (typeof v === "number" && Number.isFinite(v)),
  text: (v) => typeof v === "string",
  status: (v) => v === "open" || v === "paid",
};

const event = {
  id: 101,
  name: "Light and Shadow",
  description: "<p>x</p>",
  venue: { id: 1, name: "Main house" },
  sequence_no: 1,
  sorting_datetime: "2026-01-01 10:00:00",
  custom_groups: [{ id: 1, name: "Family" }],
  ticket_groups: [{ id: 2, name: "Adults" }],
  start: "2026-01-01",
  end: "2026-12-31",
  mode: 1,
};
const priceList = { "1": { id: 1, name: "Tour fee", price: 9000, vat_value: 19, sequence_no: 1 } };

const CASES: Case[] = [
  {
    call: "event/select",
    decode: (v) => decodeEvents("event/select", v),
    sample: [event],
    required: { "": "arr", "[]": "obj", "[].id": "id", "[].name": "str" },
  },
  {
    call: "ticket/collect/event/101",
    decode: (v) => decodeCollection("ticket/collect", v, 101),
    sample: {
      event,
      tickets: [
        {
          id: 1011,
          eventId: 101,
          name: "Adult",
          mode: 1,
          price: 1400,
          vat_value: 7,
          family: 0,
          subtickets: [{ id: 1, name: "Child", price: 0, vat_value: 7, min_quantity: 0, max_quantity: 4 }],
          schedule: [{ datetime: "2026-01-01 10:00:00", datetime_end: "2026-01-01 11:00:00", max_tickets: 3 }],
          group_id: 1,
          group_name: "Day tickets",
        },
      ],
      timeslot: [{ datetime: "2026-01-01 10:00:00", max_tickets: 3 }],
    },
    required: {
      "": "obj",
      tickets: "arr",
      "tickets[]": "obj",
      "tickets[].id": "id",
      "tickets[].name": "str",
      "tickets[].price": "amount",
    },
  },
  {
    call: "ticket/lifetime",
    decode: (v) => decodeLifetime("ticket/lifetime", v),
    sample: { first: "2026-01-01", last: "2026-12-31" },
    required: { "": "obj", first: "str", last: "str" },
  },
  { call: "ticket/calendar", decode: decodeTicketCalendar, sample: { "2026-01-01": 3, "2026-01-02": 0 }, required: {} },
  {
    call: "tour/select/event",
    decode: (v) => decodeTours("tour/select/event", v),
    sample: {
      tours: [
        {
          id: 101,
          name: "Highlights",
          priceList,
          max_participants: 20,
          custom_groups: [{ id: 1 }],
          langIdentifier: "de",
        },
      ],
    },
    required: { "": "obj", tours: "arr", "tours[]": "obj", "tours[].id": "id", "tours[].name": "str" },
  },
  {
    call: "tour/attr",
    decode: (v) => decodeTourAttributes("tour/attr", v),
    sample: { venues: [{ id: "a", name: "A" }], category: [{ id: 1, name: "Family" }], hasMultipleVenues: false },
    required: { "": "obj" },
  },
  { call: "tour/overview", decode: decodeToursPerDay, sample: { "2026-01-01": [101, 102] }, required: {} },
  {
    call: "tour",
    decode: (v) => decodeTour("tour", v),
    sample: {
      id: 101,
      name: "Highlights",
      max_participants: 20,
      min_group_size: 2,
      priceList,
      tickets: [{ id: 1, name: "Adult", price: 500, subtickets: [{ id: 2, name: "Child", price: 0 }] }],
      schedule: { "10:00": { tourCount: 1, priceList } },
      questions: [
        { id: 1, type: "select", label: "Class", required: 1, options: [{ value: "4b", label: "4b" }] },
        { id: 2, type: "number", label: "Pupils", min: 1, max: 30 },
      ],
      date: "2026-01-01",
      next_available: null,
    },
    required: { "": "obj", id: "id", name: "str", max_participants: "num" },
  },
  {
    call: "tour/calendar",
    decode: decodeTourCalendar,
    sample: { "2026-01-01": { "10:00": { time: "10:00", tickets: 8, timeslotId: 3, soldout: false } } },
    required: {},
  },
  {
    call: "tour/lifetime",
    decode: (v) => decodeTourLifetime("tour/lifetime", v),
    sample: { first: "2026-01-01", last: "2026-12-31" },
    required: { "": "obj", first: "str", last: "str" },
  },
  {
    call: "merchandise/select",
    decode: (v) => decodeArticles("merchandise/select", v),
    sample: [
      {
        id: 7,
        name: "Catalogue",
        price: 2900,
        vat_value: 7,
        stock: 12,
        sequence_no: 1,
        product_kind_ref: 13,
        custom_groups: [{ id: 1 }],
        image: "/static/merchandise/x.svg",
        venue: "LHG",
        persons: 2,
      },
    ],
    required: { "": "arr", "[]": "obj", "[].id": "id", "[].name": "str", "[].price": "amount", "[].stock": "num" },
  },
  {
    call: "merchandise/attr",
    decode: (v) => decodeMerchandiseAttributes("merchandise/attr", v),
    sample: { category: [{ id: 1, name: "Books", sequence_no: 1 }], address_venues: ["LHG"] },
    required: { "": "obj", category: "arr" },
  },
  {
    call: "voucher/select/event/",
    decode: (v) => decodeVouchers("voucher/select/event/", v),
    sample: [
      {
        id: 4,
        name: "Any amount",
        price: 2500,
        vat_value: 0,
        variable_amount: 1,
        groupId: 1,
        sequence_no: 1,
        stock: null,
      },
    ],
    required: { "": "arr", "[]": "obj", "[].id": "id", "[].name": "str", "[].price": "amount" },
  },
  {
    call: "voucher/attr",
    decode: (v) => decodeVoucherGroups("voucher/attr", v),
    sample: { group: [{ id: 1, name: "Gift vouchers", sequence_no: 1 }] },
    required: { "": "obj", group: "arr" },
  },
  {
    call: "voucher",
    decode: (v) => decodeVoucherCode("voucher", v),
    sample: {
      barcode: "GIFT-2026",
      name: "Gift",
      amount: 5000,
      used_amount: 1000,
      valid_from: "2026-01-01 00:00:00",
      valid_to: "",
      now: "2026-06-01T10:00:00Z",
    },
    required: { "": "obj", barcode: "str", amount: "amount", used_amount: "amount" },
  },
  {
    call: "shopinfo/config",
    // the configuration's reader is the decoder and normalizeConfig after it (embed/mount.tsx)
    decode: (v) => normalizeConfig(decodeConfig(v), () => undefined),
    sample: { languages: ["de", "en"], has_tickets: true, custom_terms_links: {} },
    required: { "": "obj", languages: "arr" },
  },
  {
    call: "shopinfo",
    decode: decodeMeta,
    sample: { meta: { name: "Lindenhof", support_email: "shop@museum.example", currency: "EUR", phone: "1" } },
    required: { "": "obj", meta: "obj" },
  },
  {
    call: "static/content",
    decode: decodeStaticContent,
    sample: {
      banners: [{ id: 1, banners: [{ image: "/b.jpg", image_mobile: "/m.jpg", alt: "x", link: "https://x.example" }] }],
      cookie_warning: "<p>cookies</p>",
      social_media: [{ name: "Instagram", link: "https://instagram.com/x", sequence_no: 1 }],
    },
    required: { "": "obj" },
  },
  {
    call: "static/page",
    decode: (v) => decodeStaticPage("static/page/imprint", v),
    sample: { title: "Imprint", html: "<p>x</p>" },
    required: { "": "obj", html: "text" },
  },
  {
    call: "checkout/payments",
    decode: decodePaymentTypes,
    sample: [
      { payartId: 80, name: { en: "Card" } },
      { payartId: "applePay", name: {} },
    ],
    required: { "": "arr" },
  },
  {
    call: "customer",
    decode: (v) => decodeCustomer("customer", v),
    sample: {
      salutation: "ms",
      fname: "Erika",
      lname: "Mustermann",
      company: "",
      email: "erika@example.org",
      phone: "1",
      addrBilling: { street: "Lindenallee 12", zip: "10115", city: "Berlin", country: "DE" },
      addrShipping: { id: 1, name: "Erika", street: "Hof 3", zip: "20457", city: "Hamburg", country: "DE" },
      isGuest: false,
      send_invoice: true,
    },
    required: { "": "obj" },
  },
  {
    call: "customer/fromOrder",
    decode: decodeOrderCustomer,
    sample: {
      salutation: "mr",
      fname: "Jonas",
      lname: "Becker",
      company: "School",
      email: "j@example.org",
      addrBilling: { street: "Parkweg 4", zip: "10119", city: "Berlin", country: "DE" },
    },
    required: {},
  },
  {
    call: "customer/attr",
    decode: decodeCustomerAttributes,
    sample: {
      countries: { DE: "Germany" },
      salutations: { ms: "Ms" },
      required_fields: ["email"],
      visible_fields: ["email", "fname"],
    },
    required: { "": "obj", countries: "obj", required_fields: "arr", visible_fields: "arr" },
  },
  {
    call: "order/review",
    decode: decodeOrder,
    sample: {
      id: "R7K2M9Q4",
      status: "open",
      created: "2026-01-01 09:30:00",
      due: "2026-01-08",
      paid_at: null,
      items: [
        { description: "Workshop", count: 1, amount: 9000 },
        { description: "Voucher code", count: 1, amount: -500 },
      ],
      shipping: 0,
      total: 8500,
      has_tickets: true,
    },
    required: {
      "": "obj",
      id: "str",
      status: "status",
      items: "arr",
      "items[]": "obj",
      "items[].description": "str",
      "items[].count": "num",
      "items[].amount": "num",
      total: "num",
    },
  },
  { call: "shipping/costs", decode: decodeShippingCost, sample: 495, required: { "": "amount" } },
  {
    call: "checkout/initPayment",
    decode: (v) => decodeRedirect("checkout/initPayment", v),
    sample: "https://pay.example/pay/x?cartId=C1",
    required: { "": "str" },
  },
  {
    call: "checkout/execPayment",
    decode: decodeExecResult,
    sample: { booking_id: "LH1234567890", has_tickets: true, cartId: "C1", orderId: null, total: 2900 },
    required: { "": "obj", booking_id: "str" },
  },
  { call: "checkout/cancel", decode: decodeCancel, sample: { canceled: true, cartId: "C1" }, required: {} },
  {
    call: "checkout/suggest",
    decode: decodeSuggestions,
    sample: [{ type: "merchandise", id: 7, name: "Catalogue", description: "x", price: 2900, image: "/x.svg" }],
    required: {},
  },
];

type Path = (string | number)[];

function paths(v: unknown, at: Path = []): Path[] {
  const here = [at];
  if (Array.isArray(v)) return here.concat(...v.map((x, i) => paths(x, [...at, i])));
  if (v && typeof v === "object") return here.concat(...Object.entries(v).map(([k, x]) => paths(x, [...at, k])));
  return here;
}

/** "tickets[].id" for ["tickets", 0, "id"]. */
const pattern = (p: Path) =>
  p
    .map((k) => (typeof k === "number" ? "[]" : `.${k}`))
    .join("")
    .replace(/^\./, "");

type Op = { kind: "delete" } | { kind: "set"; value: unknown } | { kind: "extra"; key: string; value: unknown };

/** The sample with one place damaged; `broken` tells whether a required field is now unusable. */
function damage(c: Case, at: Path, op: Op): { answer: unknown; broken: boolean } {
  const answer = JSON.parse(JSON.stringify(c.sample)) as unknown;
  const kind = c.required[pattern(at)];
  if (op.kind === "extra") {
    const target = at.reduce<unknown>((o, k) => (o as Record<string | number, unknown>)[k], answer);
    if (!target || typeof target !== "object" || Array.isArray(target)) return { answer, broken: false };
    // an own `__proto__` key, as JSON.parse makes it
    Object.assign(target, JSON.parse(`{${JSON.stringify(op.key)}:${JSON.stringify(op.value) ?? "null"}}`));
    return { answer, broken: false };
  }
  if (!at.length)
    return op.kind === "delete"
      ? { answer: undefined, broken: !!kind }
      : { answer: op.value, broken: !!kind && !usable[kind](op.value) };
  const parent = at
    .slice(0, -1)
    .reduce<unknown>((o, k) => (o as Record<string | number, unknown>)[k], answer) as Record<string | number, unknown>;
  const key = at.at(-1)!;
  if (op.kind === "delete") {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key];
    // an entry less in a list is a smaller answer, not a broken one
    return { answer, broken: !!kind && !Array.isArray(parent) };
  }
  parent[key] = op.value;
  return { answer, broken: !!kind && !usable[kind](op.value) };
}

const HOSTILE = [
  "",
  " ",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "__proto__",
  "constructor",
  "\u202eevil",
  "\u0000",
  "NaN",
  "Infinity",
  "-1",
  "1e400",
  "0x10",
  "x".repeat(100_000),
];
const value: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, -0, 0.5, 1e308, Infinity, -Infinity, NaN, 2 ** 53 + 2, [], {}),
  fc.constantFrom(...HOSTILE),
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.jsonValue({ maxDepth: 3 }),
);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.constant<Op>({ kind: "delete" }),
  value.map((v): Op => ({ kind: "set", value: v })),
  fc
    .tuple(fc.constantFrom("__proto__", "constructor", "toString", "valueOf", "hasOwnProperty", "extra"), value)
    .map(([key, v]): Op => ({ kind: "extra", key, value: v })),
);

/** Only finite numbers and plain objects and arrays come out. */
function sane(out: unknown, at = "result"): void {
  if (typeof out === "number") expect([at, Number.isFinite(out)]).toEqual([at, true]);
  else if (Array.isArray(out)) {
    expect(Object.getPrototypeOf(out)).toBe(Array.prototype);
    out.forEach((x, i) => sane(x, `${at}[${i}]`));
  } else if (out && typeof out === "object") {
    expect([at, Object.getPrototypeOf(out)]).toEqual([at, Object.prototype]);
    for (const [k, x] of Object.entries(out)) sane(x, `${at}.${k}`);
  }
}

/** Decodes: the result, or the DecodeError; anything else thrown fails the test. */
function attempt(c: Case, answer: unknown): { ok: true; out: unknown } | { ok: false } {
  try {
    return { ok: true, out: c.decode(answer) };
  } catch (e) {
    expect([c.call, e]).toEqual([c.call, expect.any(DecodeError)]);
    return { ok: false };
  }
}

beforeAll(() => void vi.spyOn(console, "warn").mockImplementation(() => undefined));
afterAll(() => vi.restoreAllMocks());

describe("every decoder of a service answer (fuzzed from the contract's shapes)", () => {
  it.each(CASES.map((c) => [c.call, c] as const))("%s reads its valid answer", (_, c) => {
    const r = attempt(c, c.sample);
    expect(r.ok).toBe(true);
    if (r.ok) sane(r.out);
  });

  it.each(CASES.map((c) => [c.call, c] as const))(
    "%s: a damaged answer fails with a DecodeError when a required field is unusable, and never throws anything else",
    (_, c) => {
      fc.assert(
        fc.property(fc.constantFrom(...paths(c.sample)), op, (at, change) => {
          const { answer, broken } = damage(c, at, change);
          const r = attempt(c, answer);
          if (broken) expect([c.call, pattern(at), r.ok]).toEqual([c.call, pattern(at), false]);
          if (change.kind === "extra")
            expect([c.call, pattern(at), change.key, r.ok]).toEqual([c.call, pattern(at), change.key, true]);
          if (r.ok) sane(r.out);
        }),
        runs(150),
      );
    },
  );

  it.each(CASES.map((c) => [c.call, c] as const))("%s: any JSON value is read or refused, never thrown", (_, c) => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), value), (answer) => {
        const r = attempt(c, answer);
        if (c.required[""] && !usable[c.required[""]](answer)) expect(r.ok).toBe(false);
        if (r.ok) sane(r.out);
      }),
      runs(150),
    );
  });

  it("the error body readers and the configuration take any JSON value without throwing", () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), value, fc.dictionary(fc.string(), value)), (body) => {
        const code = errorCode(body);
        expect(code === null || typeof code === "string").toBe(true);
        const first = firstErrorValue(body);
        expect(first === null || typeof first === "string").toBe(true);
        for (const list of Object.values(normaliseFieldErrors(body)))
          expect(list.every((x) => typeof x === "string")).toBe(true);
        const config = normalizeConfig(body, () => undefined);
        sane(config);
        expect(Array.isArray(config.languages) && config.languages.length > 0).toBe(true);
        for (const links of Object.values(config.custom_terms_links))
          for (const l of Object.values(links ?? {}))
            expect([typeof l.url, typeof l.title]).toEqual(["string", "string"]);
      }),
      runs(300),
    );
  });
});
