// The strict sandbox (`SANDBOX_SHAPE=spec`): every catalogue answer projected onto the fields the
// specification names (spec 001 sections 3 and 7; the shell, account and checkout calls of spec
// 000 section 7 too), or, where it shows no shape, onto the smallest shape
// docs/service-contract.md documents as required. What the rich sandbox sends on top is an
// extension the widget uses when present; this shape proves it works without them.
// The areas stay as they are: the projection runs on their answers, per call.
import type { Context, Next } from "hono";

export type Shape = "rich" | "spec";

export const isShape = (v: unknown): v is Shape => v === "rich" || v === "spec";

type Obj = Record<string, unknown>;
type Project = (data: unknown, c: Context) => unknown;

const isObj = (v: unknown): v is Obj => !!v && typeof v === "object" && !Array.isArray(v);

/** Only the named fields of an object (those it has). */
const pick =
  (...fields: string[]) =>
  (v: unknown): unknown =>
    isObj(v) ? Object.fromEntries(fields.filter((f) => f in v).map((f) => [f, v[f]])) : v;

const list = (item: (v: unknown) => unknown) => (v: unknown) => (Array.isArray(v) ? v.map(item) : v);

/** Picks fields, then reshapes some of them. */
const shape =
  (fields: string[], nested: Record<string, (v: unknown) => unknown> = {}) =>
  (v: unknown): unknown => {
    const out = pick(...fields)(v);
    if (!isObj(out)) return out;
    for (const [k, f] of Object.entries(nested)) if (k in out) out[k] = f(out[k]);
    return out;
  };

const values = (item: (v: unknown) => unknown) => (v: unknown) =>
  isObj(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, item(x)])) : v;

const named = pick("id", "name");
const groupRef = pick("id");
const firstLast = pick("first", "last");

// spec 001 section 3, "Event" (plus its id, which the route needs)
const event = shape(["id", "name", "venue", "sequence_no", "sorting_datetime", "custom_groups", "end"]);
// "Event ticket" and "Timeslot"
const ticket = shape(
  [
    "id",
    "name",
    "mode",
    "price",
    "vat_value",
    "family",
    "subtickets",
    "schedule",
    "group_id",
    "group_name",
    "book_with_cost",
    "book_with_cost_warn",
    "print_separately",
    "unique_barcode",
    "scan_separately",
    "eventId",
  ],
  {
    subtickets: list(pick("id", "name", "price", "vat_value", "min_quantity", "max_quantity")),
    schedule: list(pick("datetime", "datetime_end", "max_tickets")),
  },
);
const collection = shape(["tickets", "timeslot"], {
  tickets: list(ticket),
  timeslot: list(pick("datetime", "max_tickets")),
});

// "Guided tour list item" (plus its name, the card's title: the smallest shape the contract requires)
const tourItem = shape(["id", "name", "langIdentifier", "langName", "custom_groups", "museumId", "venue"], {
  custom_groups: list(groupRef),
});
const priceList = values(pick("id", "name", "price", "vat_value", "sequence_no"));
// "Tour detail"
const tour = shape(
  [
    "id",
    "name",
    "eventName",
    "max_participants",
    "single_ticketing",
    "book_complete_tour",
    "booking_without_tickets",
    "priceList",
    "tickets",
    "schedule",
  ],
  {
    priceList,
    tickets: list(
      shape(["id", "name", "price", "vat_value", "sequence_no", "subtickets"], {
        subtickets: list(pick("id", "name", "price")),
      }),
    ),
    schedule: values(shape(["tourCount", "priceList"], { priceList })),
  },
);
// "Merchandise"
const article = shape(
  ["id", "name", "price", "vat_value", "stock", "sequence_no", "product_kind_ref", "custom_groups"],
  { custom_groups: list(groupRef) },
);
// "Voucher" and "Voucher code"
const voucher = pick("id", "name", "price", "vat_value", "variable_amount", "groupId", "sequence_no");
const voucherCode = pick("amount", "used_amount", "barcode", "name", "valid_from", "valid_to");

/** The provider's address, as a real service's names no cart (the sandbox's `?cartId=` is its own). */
const providerAddress = (v: unknown): unknown => {
  if (typeof v !== "string" || !URL.canParse(v)) return v;
  const url = new URL(v);
  url.searchParams.delete("cartId");
  return url.href;
};

/** Calls (after /api/{lang}/) and how the strict shape answers them. */
const CALLS: [RegExp, Project][] = [
  [/^event\/select$/, list(event)],
  [/^ticket\/collect\/event\/[^/]+(\/date\/[^/]+)?$/, collection],
  [/^ticket\/lifetime$/, firstLast],
  [/^tour\/select\/event$/, shape(["tours"], { tours: list(tourItem) })],
  [/^tour\/attr$/, shape(["category", "venues", "hasMultipleVenues"], { category: list(named), venues: list(named) })],
  [/^tour$/, tour],
  [/^tour\/calendar\/tour\/[^/]+\/range\/[^/]+$/, values(values(pick("tickets", "timeslotId", "soldout", "time")))],
  [/^tour\/lifetime\/tour\/[^/]+$/, firstLast],
  [/^merchandise\/select$/, list(article)],
  [/^merchandise$/, article],
  [/^merchandise\/attr$/, pick("category")],
  [/^voucher\/select\/event\/?$/, list(voucher)],
  [/^voucher\/selectOne\/price\/[^/]+$/, voucher],
  [/^voucher\/attr$/, pick("group")],
  [/^voucher$/, voucherCode],
];

// spec 000 section 3, "Customer" (send_invoice is the registration payload's, not the customer's)
const customer = pick(
  "salutation",
  "fname",
  "lname",
  "company",
  "email",
  "phone",
  "addrBilling",
  "addrShipping",
  "isGuest",
);
// spec 000 shows no order ("fields of the order response: not shown"): the contract's smallest
const order = shape(["id", "status", "items", "total"], { items: list(pick("description", "count", "amount")) });

/** Shell, account and checkout calls (spec 000 section 7), by method. */
const CALLS_000: [string, RegExp, Project][] = [
  ["GET", /^checkout\/payments$/, list(pick("payartId", "name"))],
  // "data.banners, data.cookie_warning, data.social_media (link, sequence_no)"; banners "with image and image_mobile"
  [
    "GET",
    /^static\/content$/,
    shape(["banners", "cookie_warning", "social_media"], {
      banners: list(shape(["banners"], { banners: list(pick("image", "image_mobile")) })),
      social_media: list(pick("name", "link", "sequence_no")),
    }),
  ],
  ["GET", /^customer$/, customer],
  ["GET", /^customer\/fromOrder$/, customer],
  ["GET", /^customer\/attr$/, pick("countries", "salutations", "required_fields", "visible_fields")],
  ["GET", /^order\/review$/, order],
  ["POST", /^customer\/(update|emailchange)$/, (d, c) => (c.req.query("validate") ? d : customer(d))],
  // "data is a redirect URL": the provider's, naming no cart
  ["POST", /^checkout\/initPayment(Order)?$/, providerAddress],
  // "data.booking_id, data.has_tickets": neither the cart nor the order nor the total
  ["POST", /^checkout\/execPayment$/, pick("booking_id", "has_tickets")],
  // "cancelled", "data is the upselling list": no shape; the contract's smallest
  ["POST", /^checkout\/cancel$/, pick()],
  ["POST", /^checkout\/suggest$/, list(pick("type", "id", "name", "price"))],
];

/** Error bodies whose shape the specification does not show: the code as `message` only. */
const BARE_ERRORS = [/^voucher$/];

export const projection = (endpoint: string, method = "GET"): Project | null =>
  (method === "GET" ? CALLS.find(([re]) => re.test(endpoint))?.[1] : undefined) ??
  CALLS_000.find(([m, re]) => m === method && re.test(endpoint))?.[2] ??
  null;

/** Middleware on /api/:lang/*: answers in the given shape (read per call, so a control can switch it). */
export function shapeAnswers(current: () => Shape) {
  return async (c: Context, next: Next) => {
    await next();
    if (current() !== "spec") return;
    const endpoint = c.req.path.replace(/^\/api\/[^/]+\//, "");
    const project = projection(endpoint, c.req.method);
    const bare = c.req.method === "GET" && BARE_ERRORS.some((re) => re.test(endpoint));
    if (!project && !bare) return;
    if (!(c.res.headers.get("content-type") ?? "").includes("json")) return;
    const body = (await c.res.clone().json()) as Obj;
    let out: unknown;
    if (c.res.ok && project && isObj(body) && "data" in body) out = { data: project(body.data, c) };
    else if (!c.res.ok && bare && isObj(body)) out = { message: body.code ?? body.error };
    else return;
    c.res = new Response(JSON.stringify(out), {
      status: c.res.status,
      headers: { "content-type": "application/json; charset=UTF-8" },
    });
  };
}
