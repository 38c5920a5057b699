// Vouchers and voucher codes (issue 5): the voucher calls, the code lookup (422 with the
// validity codes), and the cart lines `voucher` (stock, sale end, variable amount limits) and
// `voucherCode` (validity, balance; a negative amount never larger than the rest of the cart).
import type { Context } from "hono";
import type { AreaModule, CartLine, LineHandler, SandboxState } from "../state";
import { fail, langOf, ok, tr, type Lang } from "../http";
import { keyDate } from "../clock";
import {
  VARIABLE_MAX,
  VARIABLE_MIN,
  VOUCHER_GROUPS,
  seedVoucherCodes,
  seedVouchers,
  type SeedVoucher,
  type SeedVoucherCode,
  type SeedVoucherGroup,
} from "../seed/vouchers";

export interface VoucherData {
  vouchers: SeedVoucher[];
  groups: SeedVoucherGroup[];
  codes: SeedVoucherCode[];
}

const data = (state: SandboxState) => state.area<VoucherData>("vouchers");

const voucher = (state: SandboxState, id: unknown) => data(state).vouchers.find((v) => v.id === Number(id));
const saleEnded = (v: SeedVoucher, state: SandboxState) =>
  v.sale_until !== null && keyDate(state.clock.today()) > v.sale_until;

function publicVoucher(v: SeedVoucher, lang: Lang) {
  return {
    id: v.id,
    name: tr(v.name, lang),
    price: v.price,
    vat_value: v.vat_value,
    variable_amount: v.variable_amount,
    groupId: v.groupId,
    sequence_no: v.sequence_no,
    stock: v.stock,
  };
}

/** Codes are matched without surrounding spaces and regardless of case. */
export const findCode = (state: SandboxState, barcode: unknown) =>
  data(state).codes.find(
    (c) =>
      c.barcode.toUpperCase() ===
      String(barcode ?? "")
        .trim()
        .toUpperCase(),
  );

const HOUR = 3_600_000;

/**
 * The museum's wall-clock time (UTC+1) of a "YYYY-MM-DD HH:mm:ss" string, as UTC milliseconds;
 * with `end`, the last millisecond of that second (valid to 23:59:59 is valid all of it).
 */
function wallClock(value: string | null, end = false): number | null {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value) : null;
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) + (end ? 999 : 0) : null;
}

/** Why a code cannot be redeemed now, or null. The check compares with now at UTC+1. */
export function codeError(code: SeedVoucherCode | undefined, state: SandboxState): string | null {
  if (!code) return "VOUCHER_NOT_FOUND";
  const now = state.clock.now().getTime() + HOUR;
  const from = wallClock(code.valid_from);
  const to = wallClock(code.valid_to, true);
  if (from !== null && now < from) return "VOUCHER_NOW_IS_BEFORE_VALID_FROM";
  if (to !== null && now > to) return "VOUCHER_NOW_IS_AFTER_VOUCHER_TO";
  if (code.used_amount >= code.amount) return "VOUCHER_NO_AMOUNT_LEFT";
  return null;
}

const balance = (code: SeedVoucherCode) => Math.max(0, code.amount - code.used_amount);
const validCount = (line: CartLine) => Number.isInteger(Number(line.count)) && Number(line.count) > 0;

const voucherLine: LineHandler = {
  check(line, state, before) {
    const v = voucher(state, line.id);
    if (!v) return "VOUCHER_NOT_FOUND";
    if (saleEnded(v, state)) return "VOUCHER_EXPIRED";
    if (!validCount(line)) return "INVALID_COUNT";
    if (v.variable_amount) {
      const price = Number(line.price);
      if (!Number.isInteger(price) || price < VARIABLE_MIN || price > VARIABLE_MAX) return "VOUCHER_AMOUNT_INVALID";
    } else if (Number(line.price) !== v.price) return "VOUCHER_PRICE_CHANGED";
    if (v.stock !== null) {
      const taken = before
        .filter((l) => l.type === "voucher" && Number(l.id) === v.id)
        .reduce((s, l) => s + (Number(l.count) || 0), 0);
      if (v.stock - taken < Number(line.count)) return "VOUCHER_OUT_OF_STOCK";
    }
    return null;
  },
  amount(line, state) {
    const v = voucher(state, line.id);
    if (!v) return 0;
    return (v.variable_amount ? Number(line.price) || 0 : v.price) * (Number(line.count) || 0);
  },
  commit(line, state) {
    const v = voucher(state, line.id);
    if (v && v.stock !== null) v.stock = Math.max(0, v.stock - (Number(line.count) || 0));
  },
  describe(line, state, lang) {
    const v = voucher(state, line.id);
    // the order's item has its own count: the description does not repeat it
    return v ? tr(v.name, lang) : `#${String(line.id)}`;
  },
};

/** What the lines before a code come to (earlier codes already taken off), as checkout prices them. */
function restOfCart(state: SandboxState, before: CartLine[]): number {
  return before.reduce((sum, l, i) => sum + (state.lineHandler(l.type)?.amount(l, state, before.slice(0, i)) ?? 0), 0);
}

const voucherCodeLine: LineHandler = {
  check(line, state, before) {
    const code = findCode(state, line.barcode);
    const error = codeError(code, state);
    if (error) return error;
    if (before.some((l) => l.type === "voucherCode" && findCode(state, l.barcode) === code)) return "VOUCHER_DUPLICATE";
    return null;
  },
  /** Negative: the code's balance, at most what the lines before it come to. */
  amount(line, state, before) {
    const code = findCode(state, line.barcode);
    if (!code || codeError(code, state)) return 0;
    const used = Math.min(balance(code), Math.max(0, restOfCart(state, before)));
    return used === 0 ? 0 : -used;
  },
  /** Takes what the cart used off the balance: `line.amount` as amount() computed it, else the whole balance. */
  commit(line, state) {
    const code = findCode(state, line.barcode);
    if (!code) return;
    const used =
      typeof line.amount === "number" && Number.isFinite(line.amount) ? Math.abs(line.amount) : balance(code);
    code.used_amount = Math.min(code.amount, code.used_amount + Math.min(balance(code), used));
  },
  describe(line, state, lang) {
    const code = findCode(state, line.barcode);
    return `${code ? tr(code.name, lang) : ""} ${String(line.barcode ?? "")}`.trim();
  },
};

export const vouchersArea = {
  name: "vouchers",
  seed(state) {
    const today = state.clock.today();
    state.data.vouchers = {
      vouchers: seedVouchers(today),
      groups: VOUCHER_GROUPS.map((g) => ({ ...g })),
      codes: seedVoucherCodes(today),
    } satisfies VoucherData;
  },
  routes(api, state) {
    const list = (c: Context) =>
      ok(
        c,
        data(state)
          .vouchers.filter((v) => !saleEnded(v, state))
          .map((v) => publicVoucher(v, langOf(c))),
      );
    api.get("/:lang/voucher/select/event/", list);
    api.get("/:lang/voucher/select/event", list);
    api.get("/:lang/voucher/selectOne/price/:id", (c) => {
      const v = voucher(state, c.req.param("id"));
      if (!v) return fail(c, 404, "VOUCHER_NOT_FOUND");
      if (saleEnded(v, state)) return fail(c, 410, "VOUCHER_EXPIRED");
      return ok(c, publicVoucher(v, langOf(c)));
    });
    api.get("/:lang/voucher/attr", (c) =>
      ok(c, {
        group: data(state).groups.map((g) => ({ id: g.id, name: tr(g.name, langOf(c)), sequence_no: g.sequence_no })),
      }),
    );
    api.get("/:lang/voucher", (c) => {
      const code = findCode(state, c.req.query("voucher"));
      const error = codeError(code, state);
      if (error || !code) return fail(c, 422, error ?? "VOUCHER_NOT_FOUND");
      const { barcode, amount, used_amount, valid_from, valid_to } = code;
      return ok(c, {
        barcode,
        name: tr(code.name, langOf(c)),
        amount,
        used_amount,
        valid_from,
        valid_to,
        now: state.clock.now().toISOString(),
      });
    });
  },
  lines: { voucher: voucherLine, voucherCode: voucherCodeLine },
} satisfies AreaModule;
