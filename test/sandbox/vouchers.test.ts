import { beforeEach, describe, expect, it } from "vitest";
import { inProcessSandbox } from "./helpers";
import { findCode, vouchersArea } from "../../demo/server/areas/vouchers";
import { lookupError, voucherCodeValidity } from "../../src/domain/voucher-codes";
import { addDays, keyDate } from "../../demo/server/clock";
import { TEST_NOW } from "../helpers/clock";
import type { CartLine } from "../../demo/server/state";
import { LANGS } from "../../demo/server/http";

const sb = inProcessSandbox([vouchersArea]);
beforeEach(() => {
  sb.state.clock.set(TEST_NOW);
  sb.state.reset();
});

interface V {
  id: number;
  name: string;
  price: number;
  variable_amount: 0 | 1;
  groupId: number;
  stock: number | null;
}
interface Code {
  barcode: string;
  amount: number;
  used_amount: number;
  valid_from: string;
  valid_to: string;
  now: string;
}

describe("voucher calls", () => {
  it("lists fixed vouchers in groups and a variable one; a voucher whose sale ended is not listed", async () => {
    const { body } = await sb.get<{ data: V[] }>("/en/voucher/select/event/");
    const ids = body.data.map((v) => v.id).sort();
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(body.data.filter((v) => v.variable_amount === 1).map((v) => v.id)).toEqual([4]);
    expect(new Set(body.data.map((v) => v.groupId))).toEqual(new Set([1, 2]));
    expect(body.data.find((v) => v.id === 7)!.stock).toBe(0);
  });

  it.each([
    ["/en/voucher/selectOne/price/5", 200, "Guided tour for two"],
    ["/de/voucher/selectOne/price/5", 200, "Führung für zwei"],
    ["/en/voucher/selectOne/price/8", 410, "VOUCHER_EXPIRED"],
    ["/en/voucher/selectOne/price/99", 404, "VOUCHER_NOT_FOUND"],
  ])("GET %s -> %i", async (path, status, text) => {
    const r = await sb.get<{ data?: V; code?: string }>(path);
    expect(r.status).toBe(status);
    expect(r.body.data?.name ?? r.body.code).toBe(text);
  });

  it("names the groups in every language", async () => {
    for (const lang of LANGS) {
      const r = await sb.get<{ data: { group: { id: number; name: string }[] } }>(`/${lang}/voucher/attr`);
      expect(r.body.data.group.map((g) => g.id)).toEqual([1, 2]);
      for (const g of r.body.data.group) expect(g.name.length).toBeGreaterThan(2);
    }
  });
});

describe("voucher code lookup", () => {
  it.each([
    ["GIFT-VALID-50", 200, 5000, 0],
    ["GIFT-PARTLY-30", 200, 5000, 2000],
    ["  gift-partly-30 ", 200, 5000, 2000], // trimmed, any case
    ["GIFT-FUTURE-25", 422, "VOUCHER_NOW_IS_BEFORE_VALID_FROM", 0],
    ["GIFT-EXPIRED-25", 422, "VOUCHER_NOW_IS_AFTER_VOUCHER_TO", 0],
    ["GIFT-USED-25", 422, "VOUCHER_NO_AMOUNT_LEFT", 0],
    ["NO-SUCH-CODE", 422, "VOUCHER_NOT_FOUND", 0],
    ["", 422, "VOUCHER_NOT_FOUND", 0],
  ] as [string, number, number | string, number][])("%j -> %i %s", async (code, status, expected, used) => {
    const r = await sb.get<{ data?: Code; code?: string }>(`/en/voucher?voucher=${encodeURIComponent(code)}`);
    expect(r.status).toBe(status);
    if (status === 200) {
      expect(r.body.data).toMatchObject({ amount: expected, used_amount: used, barcode: code.trim().toUpperCase() });
      expect(new Date(r.body.data!.now).getTime()).toBeCloseTo(sb.state.clock.now().getTime(), -4);
    } else expect(r.body.code).toBe(expected);
  });

  // GIFT-FUTURE-25 is valid from 10:00 (museum time, UTC+1) in ten days; the sandbox clock moves
  const tenDays = () => keyDate(addDays(sb.state.clock.today(), 10));
  const utc = (day: string, time: string) => new Date(`${day}T${time}Z`);
  it.each([
    ["08:59:59", 422], // 09:59:59 at UTC+1
    ["09:00:00", 200], // 10:00 at UTC+1
    ["12:00:00", 200],
  ])("with the clock at %s UTC on its first day, GIFT-FUTURE-25 answers %i", async (time, status) => {
    sb.state.clock.set(utc(tenDays(), time));
    const r = await sb.get(`/en/voucher?voucher=GIFT-FUTURE-25`);
    expect(r.status).toBe(status);
  });

  it.each([
    ["22:59:59", 200], // 23:59:59 at UTC+1 on the last day
    ["23:00:00", 422],
  ])("with the clock at %s UTC on the last day, GIFT-VALID-50 answers %i", async (time, status) => {
    const last = keyDate(addDays(sb.state.clock.today(), 365));
    sb.state.clock.set(utc(last, time));
    const r = await sb.get<{ code?: string }>(`/en/voucher?voucher=GIFT-VALID-50`);
    expect(r.status).toBe(status);
    if (status === 422) expect(r.body.code).toBe("VOUCHER_NOW_IS_AFTER_VOUCHER_TO");
  });
});

const voucher = (id: number, price: number, count = 1): CartLine => ({ type: "voucher", id, price, count });
const goods = (id: number, count: number): CartLine => ({ type: "merchandise", id, count });
const code = (barcode: string): CartLine => ({ type: "voucherCode", barcode });

describe("voucher cart lines", () => {
  it.each([
    ["a fixed voucher", [voucher(1, 2500)], [null]],
    ["a fixed voucher at another price", [voucher(1, 100)], ["VOUCHER_PRICE_CHANGED"]],
    ["a variable voucher of 25.50", [voucher(4, 2550)], [null]],
    ["a variable voucher below 1 EUR", [voucher(4, 99)], ["VOUCHER_AMOUNT_INVALID"]],
    ["a variable voucher above 1,000 EUR", [voucher(4, 100001)], ["VOUCHER_AMOUNT_INVALID"]],
    ["a variable voucher in fractions of a cent", [voucher(4, 2550.5)], ["VOUCHER_AMOUNT_INVALID"]],
    ["out of stock", [voucher(7, 2900)], ["VOUCHER_OUT_OF_STOCK"]],
    ["stock counts earlier lines", [voucher(5, 3800, 30), voucher(5, 3800, 30)], [null, "VOUCHER_OUT_OF_STOCK"]],
    ["sale ended", [voucher(8, 3200)], ["VOUCHER_EXPIRED"]],
    ["unknown", [voucher(99, 100)], ["VOUCHER_NOT_FOUND"]],
  ] as [string, CartLine[], (string | null)[]][])("check: %s", (_, lines, expected) => {
    expect(sb.check(lines)).toEqual(expected);
  });

  it("prices fixed vouchers with the service's price and variable ones with the chosen amount", () => {
    expect(sb.amounts([voucher(2, 5000, 2), voucher(4, 2550, 1)])).toEqual([10000, 2550]);
  });

  it("commit reduces a limited voucher's stock", () => {
    sb.state.lineHandler("voucher")!.commit(voucher(5, 3800, 49), sb.state);
    expect(sb.check([voucher(5, 3800, 2)])).toEqual(["VOUCHER_OUT_OF_STOCK"]);
  });
});

describe("voucher code cart lines", () => {
  it.each([
    ["valid", [code("GIFT-VALID-50")], [null]],
    ["not yet valid", [code("GIFT-FUTURE-25")], ["VOUCHER_NOW_IS_BEFORE_VALID_FROM"]],
    ["expired", [code("GIFT-EXPIRED-25")], ["VOUCHER_NOW_IS_AFTER_VOUCHER_TO"]],
    ["used up", [code("GIFT-USED-25")], ["VOUCHER_NO_AMOUNT_LEFT"]],
    ["unknown", [code("NOPE")], ["VOUCHER_NOT_FOUND"]],
    ["the same code twice", [code("GIFT-VALID-50"), code("gift-valid-50")], [null, "VOUCHER_DUPLICATE"]],
  ] as [string, CartLine[], (string | null)[]][])("check: %s", (_, lines, expected) => {
    expect(sb.check(lines)).toEqual(expected);
  });

  it.each([
    // poster 12.00 + catalogue 34.90 = 46.90
    ["the balance when the cart is larger", [goods(3, 1), goods(1, 1), code("GIFT-PARTLY-30")], -3000],
    ["never more than the rest of the cart", [goods(3, 1), code("GIFT-VALID-50")], -1200],
    ["nothing when nothing comes before it", [code("GIFT-VALID-50")], 0],
    ["a second code takes what the first left", [goods(1, 2), code("GIFT-VALID-50"), code("GIFT-PARTLY-30")], -1980],
    ["an invalid code takes nothing", [goods(1, 1), code("GIFT-EXPIRED-25")], 0],
  ] as [string, CartLine[], number][])("amount: %s", (_, lines, expected) => {
    const amounts = sb.amounts(lines);
    expect(amounts[amounts.length - 1]).toBe(expected);
    expect(amounts.reduce((s, a) => s + a, 0)).toBeGreaterThanOrEqual(0);
  });

  it("commit takes what the cart used off the balance; a used-up code is then refused", () => {
    const h = sb.state.lineHandler("voucherCode")!;
    h.commit({ ...code("GIFT-PARTLY-30"), amount: -1200 }, sb.state);
    expect(sb.amounts([goods(1, 2), code("GIFT-PARTLY-30")])).toEqual([6980, -1800]);
    h.commit({ ...code("GIFT-PARTLY-30"), amount: -1800 }, sb.state);
    expect(sb.check([code("GIFT-PARTLY-30")])).toEqual(["VOUCHER_NO_AMOUNT_LEFT"]);
  });
});

describe("the sandbox and the widget's voucherCodeValidity agree on every seeded code", () => {
  const seeded = () => sb.state.area<{ codes: { barcode: string }[] }>("vouchers").codes.map((c) => c.barcode);
  // clock settings around the seeded boundaries (days from today, UTC time)
  const moments: [number, string][] = [
    [0, "12:00:00"],
    [10, "08:59:59"],
    [10, "09:00:00"],
    [-1, "22:59:59"],
    [-1, "23:00:00"],
    [365, "22:59:59"],
    [365, "23:00:00"],
    [400, "00:00:00"],
  ];
  it.each(moments)("with the clock %i days from today at %s UTC", async (days, time) => {
    const at = new Date(`${keyDate(addDays(sb.state.clock.today(), days))}T${time}Z`);
    sb.state.clock.set(at);
    for (const barcode of seeded()) {
      const code = findCode(sb.state, barcode)!;
      const widget = voucherCodeValidity({ ...code, name: "" }, at);
      const r = await sb.get<{ code?: string }>(`/en/voucher?voucher=${barcode}`);
      const service = r.status === 200 ? null : lookupError(r.status, r.body.code ?? null);
      expect([barcode, service], `${barcode} at ${at.toISOString()}`).toEqual([
        barcode,
        widget.valid ? null : widget.error,
      ]);
    }
  });
});
