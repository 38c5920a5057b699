// `npm run contract -- --api https://tickets.museum.example/api [--lang en] [--write] [--code X]`:
// calls every read of docs/service-contract.md (shop 3, each language) against a service and
// prints, per call, whether the answer has the shape the widget requires (the widget's own
// decoders from src/api/ read it), which extensions it carries and which error codes it uses.
// Writes only with --write, against a test shop: shipping costs, suggestions, a cart started with
// checkout/initPayment (express PayPal: nothing is charged, the visitor never goes to the
// provider) and then cancelled, and an account read (auth/login and customer with --user and
// --password, else skipped with a line saying so). Personal data (the customer, an order's
// customer) must be refused without the proof and answered with the contract's fields only.
// Exit code 1 when a call fails, an answer lacks what the widget requires, or gives personal data
// away.
import { decodeEvents } from "../src/api/tickets";
import { decodeCollection, decodeLifetime, decodeTicketCalendar } from "../src/api/ticket-sales";
import {
  decodeLifetime as decodeTourLifetime,
  decodeTour,
  decodeTourAttributes,
  decodeTourCalendar,
  decodeTours,
  decodeToursPerDay,
} from "../src/api/tours";
import { decodeArticle, decodeArticles, decodeMerchandiseAttributes } from "../src/api/merchandise";
import { decodeVoucher, decodeVoucherCode, decodeVoucherGroups, decodeVouchers } from "../src/api/vouchers";
import { decodePaymentTypes } from "../src/api/payments";
import { decodeConfig } from "../src/api/shop";
import { decodeMeta, decodeStaticContent } from "../src/api/shop-content";
import { decodeStaticPage } from "../src/api/static-page";
import { decodeCustomer } from "../src/api/customer";
import { decodeCustomerAttributes } from "../src/api/customer-attributes";
import { decodeOrderCustomer } from "../src/api/orders";
import { decodeShippingCost } from "../src/api/shipping";
import { decodeCancel, decodeRedirect, decodeSuggestions } from "../src/api/checkout";
import { isToken } from "../src/api/token";
import { cartIdOf } from "../src/domain/checkout";
import md5 from "crypto-js/md5";
import { DecodeError, isObj, need, numOr } from "../src/api/decode";
import { errorCode } from "../src/api/errors";
import { LANGUAGES } from "../loader/languages";

// every language of the one list (loader/languages.ts): a new language is checked without a second edit
const LANGS = LANGUAGES;
const SHOP = "3";

export interface ContractOptions {
  api: string;
  langs?: string[];
  write?: boolean;
  /** A voucher code to look up; by default one that should not exist (to see the error code). */
  code?: string;
  /** A test account for the account read (with --write). */
  user?: string;
  password?: string;
  /** An order of that test account: its customer is read with the account's token and refused without. */
  order?: string;
  log?: (line: string) => void;
}

export interface CallReport {
  lang: string;
  call: string;
  status: number;
  /** null: the answer has the required shape; else what is wrong. */
  problem: string | null;
  extensions: string[];
  errorCode: string | null;
}

type Decode = (data: unknown) => unknown;
/** A read: where to call, how to read the answer, which extensions to look for, what is expected. */
interface Read {
  call: string;
  /** How the call is named in the report (a token is not printed). @default call */
  shown?: string;
  decode?: Decode;
  extensions?: string[];
  /** Statuses that are a correct answer (an error case the contract names). @default 2xx */
  expect?: number[];
  /** Personal data: the fields the contract allows (an answer with more fails), or "refused" (any 2xx fails). */
  personal?: Fields | "refused";
}

/** The fields of an answer the contract allows: a nested object names its own (null is allowed too). */
type Fields = { [key: string]: true | Fields };
const ADDRESS: Fields = { street: true, zip: true, city: true, country: true };
/** customer/fromOrder: spec 000's customer of an order, docs/service-contract.md. */
export const ORDER_CUSTOMER: Fields = {
  salutation: true,
  fname: true,
  lname: true,
  company: true,
  email: true,
  addrBilling: ADDRESS,
};
/** customer (the token's own): spec 000's "Customer" with the contract's extensions. */
export const CUSTOMER: Fields = {
  ...ORDER_CUSTOMER,
  phone: true,
  addrShipping: { ...ADDRESS, id: true, name: true },
  isGuest: true,
  send_invoice: true,
};

/** The paths of an answer beyond the fields allowed ("passwordHash", "addrBilling.geo"). */
function beyond(data: unknown, allowed: Fields, at = ""): string[] {
  if (!isObj(data)) return [];
  return Object.entries(data).flatMap(([key, value]) => {
    const rule = allowed[key];
    if (rule === undefined) return [`${at}${key}`];
    return rule === true ? [] : beyond(value, rule, `${at}${key}.`);
  });
}

/** Whether a path ("tours[].priceList", "event") exists in the data (in any list item). */
function has(data: unknown, path: string): boolean {
  const [head, ...rest] = path.split(".");
  const list = head.endsWith("[]");
  const key = list ? head.slice(0, -2) : head;
  const value = key === "" ? data : isObj(data) ? data[key] : undefined;
  if (value === undefined) return false;
  if (list) return Array.isArray(value) && value.some((v) => !rest.length || has(v, rest.join(".")));
  return !rest.length || has(value, rest.join("."));
}

const ymd = (d: string) => d.replace(/-/g, "").slice(0, 8);
const today = () => new Date().toISOString().slice(0, 10);
const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const shapeOf =
  (what: "object" | "list", field?: string): Decode =>
  (d) => {
    const v = field ? (isObj(d) ? d[field] : undefined) : d;
    if (what === "list" ? !Array.isArray(v) : !isObj(v)) throw new DecodeError("", field ?? "data");
    return v;
  };

async function get(url: string, init?: { method?: string; body?: unknown }) {
  try {
    const res = await fetch(url, {
      method: init?.method ?? "GET",
      headers: { accept: "application/json", ...(init?.body ? { "content-type": "application/json" } : {}) },
      body: init?.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // a body that is not JSON is reported as it is
    }
    return { status: res.status, body };
  } catch (e) {
    return { status: 0, body: String(e) };
  }
}

export async function runContract(o: ContractOptions): Promise<{ ok: boolean; reports: CallReport[] }> {
  const log = o.log ?? console.log;
  const base = o.api.replace(/\/+$/, "");
  const reports: CallReport[] = [];
  const warn = console.warn;
  // the decoders warn for the widget's console; here the report says it
  console.warn = () => undefined;

  async function check(lang: string, r: Read, init?: { method?: string; body?: unknown }): Promise<unknown> {
    const { status, body } = await get(`${base}/${lang}/${r.call}`, init);
    const ok = status >= 200 && status < 300;
    const expected = r.expect ? r.expect.includes(status) : ok;
    const data = isObj(body) && "data" in body ? body.data : body;
    let problem: string | null = null;
    const extra = ok && isObj(r.personal) ? beyond(data, r.personal) : [];
    if (ok && r.personal === "refused") problem = `answers personal data without the proof (${status})`;
    else if (!expected) problem = status === 0 ? `no answer (${String(body)})` : `answered ${status}`;
    else if (extra.length) problem = `answers more than the contract's fields: ${extra.join(", ")}`;
    else if (ok && r.decode) {
      try {
        r.decode(data);
      } catch (e) {
        problem = e instanceof DecodeError ? `lacks a usable "${e.field}"` : `unreadable (${String(e)})`;
      }
    }
    const report: CallReport = {
      lang,
      call: r.shown ?? r.call,
      status,
      problem,
      extensions: ok ? (r.extensions ?? []).filter((p) => has(data, p)) : [],
      errorCode: ok ? null : errorCode(body),
    };
    reports.push(report);
    const mark = problem ? "✗" : "✓";
    const ext = report.extensions.length ? ` · extensions: ${report.extensions.join(", ")}` : "";
    const code = report.errorCode ? ` · error code ${report.errorCode}` : !ok && status ? " · no error code" : "";
    log(
      `${mark} ${lang} ${init?.method ?? "GET"} ${report.call} ${status}${problem ? ` · ${problem}` : " · shape ok"}${ext}${code}`,
    );
    return ok && !problem ? data : undefined;
  }

  for (const lang of o.langs ?? LANGS) {
    log(`— ${lang}`);
    // shell (spec 000)
    await check(lang, { call: `shopinfo/config?shop=${SHOP}`, decode: decodeConfig });
    await check(lang, { call: `shopinfo?shop=${SHOP}`, decode: decodeMeta });
    await check(lang, { call: "static/content", decode: decodeStaticContent });
    await check(lang, {
      call: "static/page/imprint",
      decode: (d) => decodeStaticPage("static/page/imprint", d),
      expect: [200, 404],
    });
    await check(lang, { call: `checkout/payments?shop=${SHOP}`, decode: decodePaymentTypes });
    await check(lang, { call: "customer/attr", decode: decodeCustomerAttributes });
    await check(lang, { call: "order/review?id=FOYERCONTRACT0", expect: [406] });
    await personalReads(lang);

    // event tickets
    const events = (await check(lang, {
      call: "event/select",
      decode: (d) => decodeEvents("event/select", d),
      extensions: ["[].start", "[].description", "[].ticket_groups", "[].mode"],
    })) as unknown[] | undefined;
    const eventId = events?.length ? numOr((events[0] as Record<string, unknown>).id) : undefined;
    if (eventId !== undefined) {
      const collect = `ticket/collect/event/${eventId}`;
      await check(lang, {
        call: collect,
        decode: (d) => decodeCollection(collect, d, eventId),
        extensions: ["event", "tickets[].description"],
      });
      const lifetime = (await check(lang, {
        call: `ticket/lifetime?event=${eventId}`,
        decode: (d) => decodeLifetime("ticket/lifetime", d),
      })) as { first?: string; last?: string } | undefined;
      const start = lifetime?.first && lifetime.first > today() ? lifetime.first : today();
      const calendar = (await check(lang, {
        call: `ticket/calendar/event/${eventId}/range/${ymd(start)};${ymd(plusDays(start, 30))}?deep=1`,
        decode: decodeTicketCalendar,
      })) as Record<string, number> | undefined;
      const day = Object.keys(calendar ?? {}).find((k) => (calendar ?? {})[k] > 0) ?? start;
      const dated = `${collect}/date/${ymd(day)}`;
      await check(lang, {
        call: dated,
        decode: (d) => decodeCollection(dated, d, eventId),
        extensions: ["event", "tickets[].description"],
      });
    }
    await check(lang, { call: "ticket/collect/event/999999999", expect: [404] });

    // guided tours
    const tours = (await check(lang, {
      call: "tour/select/event",
      decode: (d) => decodeTours("tour/select/event", d),
      extensions: [
        "tours[].priceList",
        "tours[].max_participants",
        "tours[].eventName",
        "tours[].description",
        "tours[].single_ticketing",
        "tours[].book_complete_tour",
      ],
    })) as { tours?: Record<string, unknown>[] } | undefined;
    await check(lang, { call: "tour/attr", decode: (d) => decodeTourAttributes("tour/attr", d) });
    await check(lang, { call: `tour/overview?date=${ymd(today())}&lookahead=4`, decode: decodeToursPerDay });
    const tourId = tours?.tours?.length ? numOr(tours.tours[0].id) : undefined;
    if (tourId !== undefined) {
      const extensions = ["questions", "date", "next_available", "min_group_size", "description", "langName"];
      await check(lang, { call: `tour?tour=${tourId}`, decode: (d) => decodeTour("tour", d), extensions });
      await check(lang, {
        call: `tour?tour=${tourId}&date=${ymd(plusDays(today(), 1))}`,
        decode: (d) => decodeTour("tour", d),
        extensions,
      });
      const range = `${ymd(today())};${ymd(plusDays(today(), 30))}`;
      await check(lang, { call: `tour/calendar/tour/${tourId}/range/${range}`, decode: decodeTourCalendar });
      await check(lang, { call: `tour/soldout/tour/${tourId}/range/${range}`, decode: shapeOf("list") });
      await check(lang, {
        call: `tour/lifetime/tour/${tourId}`,
        decode: (d) => decodeTourLifetime("tour/lifetime", d),
      });
    }
    await check(lang, { call: "tour?tour=999999999", expect: [404] });

    // merchandise and passes
    const articles = (await check(lang, {
      call: "merchandise/select",
      decode: (d) => decodeArticles("merchandise/select", d),
      extensions: ["[].image", "[].description", "[].venue", "[].persons"],
    })) as Record<string, unknown>[] | undefined;
    const pass = articles?.find((a) => numOr(a.product_kind_ref) === 13);
    for (const a of [articles?.[0], pass].filter(Boolean) as Record<string, unknown>[])
      await check(lang, {
        call: `merchandise?article=${numOr(a.id)}`,
        decode: (d) => decodeArticle("merchandise", d),
        extensions: ["image", "description", "venue", "persons"],
      });
    await check(lang, {
      call: "merchandise/attr",
      decode: (d) => decodeMerchandiseAttributes("merchandise/attr", d),
    });
    await check(lang, {
      call: "merchandise/attr?product_kind=13",
      decode: (d) => decodeMerchandiseAttributes("merchandise/attr", d),
      extensions: ["address_venues"],
    });
    await check(lang, { call: "merchandise?article=999999999", expect: [404] });

    // vouchers and codes
    const vouchers = (await check(lang, {
      call: "voucher/select/event/",
      decode: (d) => decodeVouchers("voucher/select/event/", d),
      extensions: ["[].stock", "[].description"],
    })) as Record<string, unknown>[] | undefined;
    if (vouchers?.length)
      await check(lang, {
        call: `voucher/selectOne/price/${numOr(vouchers[0].id)}`,
        decode: (d) => decodeVoucher("voucher/selectOne/price", d),
        extensions: ["stock", "description"],
      });
    await check(lang, { call: "voucher/attr", decode: (d) => decodeVoucherGroups("voucher/attr", d) });
    await check(lang, {
      call: `voucher?voucher=${encodeURIComponent(o.code ?? "FOYER-CONTRACT-CHECK-0000")}`,
      decode: (d) => decodeVoucherCode("voucher", d),
      extensions: ["now"],
      expect: o.code ? undefined : [422],
    });

    if (o.write) await writes(lang, articles ?? [], vouchers ?? []);
  }

  /**
   * Personal data without the proof (docs/service-contract.md, "Personal data"): the customer without
   * a token, an order's customer without one or with a token nobody was given, are refused.
   */
  async function personalReads(lang: string) {
    const refused = { expect: [401, 403, 406], personal: "refused" as const };
    await check(lang, { call: "customer", shown: "customer without a token", ...refused, expect: [401] });
    const order = encodeURIComponent(o.order ?? "FOYERCONTRACT0");
    await check(lang, { call: `customer/fromOrder?id=${order}`, ...refused });
    await check(lang, {
      call: `customer/fromOrder?id=${order}&_=FOYERCONTRACTCHECK0000000000000000`,
      shown: "customer/fromOrder with a token nobody was given",
      ...refused,
    });
  }

  /** The calls that take a cart or an account (--write): nothing is charged, the cart is cancelled. */
  async function writes(lang: string, articles: Record<string, unknown>[], vouchers: Record<string, unknown>[]) {
    const post = (body: unknown) => ({ method: "POST", body });
    const article = articles.find((a) => numOr(a.product_kind_ref) !== 13 && (numOr(a.stock) ?? 1) > 0);
    if (article) {
      const line = { type: "merchandise", id: numOr(article.id), count: 1 };
      await check(lang, { call: "shipping/costs", decode: decodeShippingCost }, post({ cart: [line], country: "DE" }));
      await check(
        lang,
        { call: "checkout/suggest", decode: decodeSuggestions, extensions: ["[].description", "[].image"] },
        post({ cart: { ver: 1, items: [line] } }),
      );
    }
    // a cart the service holds until it is cancelled: a fixed voucher (nothing posted), else an article
    const voucher = vouchers.find((v) => numOr(v.variable_amount) !== 1 && numOr(v.stock) !== 0);
    const item = voucher ?? article;
    if (item) {
      const price = numOr(item.price) ?? 0;
      const items = [
        {
          type: voucher ? "voucher" : "merchandise",
          id: numOr(item.id),
          name: item.name,
          price,
          totalPrice: price,
          count: 1,
          vat_value: numOr(item.vat_value) ?? 0,
          ...(voucher ? { variable_amount: 0 } : {}),
        },
      ];
      const back = "https://foyer-contract-check.invalid/";
      const aux = voucher
        ? {}
        : { shipping: { name: "Foyer Contract", street: "Teststr. 1", zip: "10115", city: "Berlin", country: "DE" } };
      const target = (await check(
        lang,
        { call: "checkout/initPayment", decode: (d) => decodeRedirect("checkout/initPayment", d) },
        post({ payart: 157, aux, cart: { ver: 1, items }, url: { continue: `${back}#ok`, cancel: `${back}#cancel` } }),
      )) as string | undefined;
      const cartId = target ? cartIdOf(target) : null;
      if (cartId)
        await check(
          lang,
          { call: `checkout/cancel?noRedirect=1&cartId=${encodeURIComponent(cartId)}`, decode: decodeCancel },
          post({}),
        );
      else if (target)
        log(`– ${lang} checkout/cancel skipped: the provider page names no cartId (the cart expires on its own)`);
    }
    if (!o.user || !o.password) {
      log(`– ${lang} account read skipped: no --user and --password given`);
      return;
    }
    const token = (await check(
      lang,
      { call: "auth/login", decode: (d) => need("auth/login", "data", isToken(d) ? d : undefined) },
      post({ _u: o.user, _p: md5(o.password).toString() }),
    )) as string | undefined;
    if (!token) return;
    await check(lang, {
      call: `customer?_=${encodeURIComponent(token)}`,
      shown: "customer",
      decode: (d) => decodeCustomer("customer", d),
      extensions: ["send_invoice"],
      personal: CUSTOMER,
    });
    if (o.order)
      await check(lang, {
        call: `customer/fromOrder?id=${encodeURIComponent(o.order)}&_=${encodeURIComponent(token)}`,
        shown: "customer/fromOrder with the account's token",
        decode: decodeOrderCustomer,
        personal: ORDER_CUSTOMER,
      });
    else log(`– ${lang} an order's customer with the account's token skipped: no --order given`);
  }

  console.warn = warn;
  const failed = reports.filter((r) => r.problem);
  log(
    failed.length
      ? `✗ ${failed.length} of ${reports.length} calls do not answer as the widget requires`
      : `✓ all ${reports.length} calls answer as the widget requires`,
  );
  return { ok: failed.length === 0, reports };
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

if (process.argv[1]?.endsWith("contract.ts")) {
  const api = arg("api");
  if (!api) {
    console.error(
      "usage: npm run contract -- --api <base> [--lang en] [--code VOUCHER] [--order ID] [--write [--user E-MAIL --password P]]",
    );
    process.exit(2);
  }
  const lang = arg("lang");
  runContract({
    api,
    langs: lang ? [lang] : undefined,
    write: process.argv.includes("--write"),
    code: arg("code"),
    user: arg("user"),
    password: arg("password"),
    order: arg("order"),
  })
    .then((r) => process.exit(r.ok ? 0 : 1))
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
