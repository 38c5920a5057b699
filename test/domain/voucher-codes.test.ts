import type { Language } from "../../src/domain/config";
import { describe, expect, it } from "vitest";
import {
  VARIABLE_MAX,
  VARIABLE_MIN,
  availableAmount,
  checkTime,
  isVariable,
  lookupError,
  normaliseCode,
  unknownServiceCode,
  serviceTime,
  variableAmount,
  voucherCodeLine,
  voucherCodeValidity,
  voucherLine,
  voucherOutOfStock,
  type Voucher,
  type VoucherCode,
} from "../../src/domain/voucher-codes";
import { addLine, type BasketLine } from "../../src/domain/basket";

const code = (over: Partial<VoucherCode> = {}): VoucherCode => ({
  barcode: "GIFT-1",
  name: "Gift voucher",
  amount: 5000,
  used_amount: 0,
  valid_from: "2027-03-10 10:00:00",
  valid_to: "2027-06-30 23:59:59",
  ...over,
});

describe("voucherCodeValidity: now at UTC+1 against valid_from and valid_to, then the amount left", () => {
  it.each([
    // now (UTC), code fields, expected
    ["2027-03-10T08:59:59Z", {}, "VOUCHER_NOW_IS_BEFORE_VALID_FROM"], // 09:59:59 at UTC+1
    ["2027-03-10T09:00:00Z", {}, 5000], // 10:00 at UTC+1: valid from this moment
    ["2027-03-10T09:30:00Z", {}, 5000], // the offset matters: 09:30 UTC is already 10:30
    ["2027-01-01T00:00:00Z", {}, "VOUCHER_NOW_IS_BEFORE_VALID_FROM"],
    ["2027-06-30T22:59:59Z", {}, 5000], // 23:59:59 at UTC+1
    ["2027-06-30T22:59:59.999Z", {}, 5000], // valid to 23:59:59 is valid all of that second
    ["2027-06-30T23:00:00Z", {}, "VOUCHER_NOW_IS_AFTER_VALID_TO"], // the first second of July at UTC+1
    ["2027-08-01T12:00:00Z", {}, "VOUCHER_NOW_IS_AFTER_VALID_TO"],
    ["2027-04-01T12:00:00Z", { used_amount: 2000 }, 3000],
    ["2027-04-01T12:00:00Z", { used_amount: 5000 }, "VOUCHER_NO_AMOUNT_LEFT"],
    ["2027-04-01T12:00:00Z", { used_amount: 6000 }, "VOUCHER_NO_AMOUNT_LEFT"],
    ["2027-04-01T12:00:00Z", { amount: 0 }, "VOUCHER_NO_AMOUNT_LEFT"],
    // a date without a time: from the start of the first day to the end of the last
    ["2027-03-09T23:00:00Z", { valid_from: "2027-03-10" }, 5000],
    ["2027-06-30T22:59:59Z", { valid_to: "2027-06-30" }, 5000],
    ["2027-06-30T23:00:00Z", { valid_to: "2027-06-30" }, "VOUCHER_NOW_IS_AFTER_VALID_TO"],
    // no limits
    ["2030-01-01T00:00:00Z", { valid_from: null, valid_to: null }, 5000],
    ["2030-01-01T00:00:00Z", { valid_from: "", valid_to: "" }, 5000],
    // checks run in the order of the specification: dates first
    ["2027-01-01T00:00:00Z", { used_amount: 5000 }, "VOUCHER_NOW_IS_BEFORE_VALID_FROM"],
    ["2027-08-01T00:00:00Z", { used_amount: 5000 }, "VOUCHER_NOW_IS_AFTER_VALID_TO"],
    // an unreadable date is not "valid forever"
    ["2027-04-01T12:00:00Z", { valid_to: "soon" }, "VOUCHER_UNKNOWN_ERROR"],
  ] as [string, Partial<VoucherCode>, number | string][])("at %s with %j -> %s", (now, over, expected) => {
    const result = voucherCodeValidity(code(over), new Date(now));
    expect(result).toEqual(
      typeof expected === "number" ? { valid: true, available: expected } : { valid: false, error: expected },
    );
  });
});

describe("serviceTime: the museum's wall clock read as UTC (with end: the last moment it names)", () => {
  it.each([
    ["2027-03-10 10:00:00", false, Date.UTC(2027, 2, 10, 10)],
    ["2027-03-10T10:00", false, Date.UTC(2027, 2, 10, 10)],
    ["2027-03-10", false, Date.UTC(2027, 2, 10)],
    ["2027-03-10", true, Date.UTC(2027, 2, 11) - 1],
    ["2027-06-30 23:59:59", true, Date.UTC(2027, 5, 30, 23, 59, 59, 999)],
    ["2027-06-30 23:59", true, Date.UTC(2027, 5, 30, 23, 59, 59, 999)],
    ["", false, null],
    [null, false, null],
    ["10.03.2027", false, Number.NaN],
  ] as [string | null, boolean, number | null][])("%s (end of day %s)", (value, end, expected) => {
    expect(serviceTime(value, end)).toEqual(expected);
  });
});

describe("checkTime: the service's now from its answer, else the device's", () => {
  const device = new Date("2027-01-01T00:00:00Z");
  it.each([
    [{ now: "2027-05-05T12:00:00.000Z" }, "2027-05-05T12:00:00.000Z"],
    [{}, "2027-01-01T00:00:00.000Z"],
    [{ now: "not a date" }, "2027-01-01T00:00:00.000Z"],
  ])("%j -> %s", (answer, expected) => {
    expect(checkTime(answer, device).toISOString()).toBe(expected);
  });
});

describe("availableAmount: amount minus used, never below 0", () => {
  it.each([
    [5000, 0, 5000],
    [5000, 2000, 3000],
    [5000, 5000, 0],
    [5000, 7000, 0],
  ])("%i - %i -> %i", (amount, used, expected) => {
    expect(availableAmount({ amount, used_amount: used })).toBe(expected);
  });
});

describe("unknownServiceCode: a 422's code we have no text for, to name in the message", () => {
  it.each([
    [422, "VOUCHER_BLOCKED", "VOUCHER_BLOCKED"],
    [422, "VOUCHER_NOT_FOUND", null],
    [422, "VOUCHER_NOW_IS_AFTER_VOUCHER_TO", null],
    [422, "<b>x</b>", null],
    [422, null, null],
    [500, "VOUCHER_BLOCKED", null],
  ])("%s %j -> %j", (status, code, expected) => {
    expect(unknownServiceCode(status, code)).toBe(expected);
  });
});

describe("lookupError: a 422's known code (AFTER_VOUCHER_TO read as AFTER_VALID_TO), else VOUCHER_UNKNOWN_ERROR", () => {
  it.each([
    [422, "VOUCHER_NOW_IS_BEFORE_VALID_FROM", "VOUCHER_NOW_IS_BEFORE_VALID_FROM"],
    [422, "VOUCHER_NOW_IS_AFTER_VOUCHER_TO", "VOUCHER_NOW_IS_AFTER_VALID_TO"],
    [422, "VOUCHER_NOW_IS_AFTER_VALID_TO", "VOUCHER_NOW_IS_AFTER_VALID_TO"],
    [422, "VOUCHER_NO_AMOUNT_LEFT", "VOUCHER_NO_AMOUNT_LEFT"],
    [422, "VOUCHER_NOT_FOUND", "VOUCHER_NOT_FOUND"],
    [422, "SOMETHING_NEW", "VOUCHER_UNKNOWN_ERROR"],
    [422, null, "VOUCHER_UNKNOWN_ERROR"],
    [404, "VOUCHER_NOT_FOUND", "VOUCHER_UNKNOWN_ERROR"],
    [500, "VOUCHER_NO_AMOUNT_LEFT", "VOUCHER_UNKNOWN_ERROR"],
    [0, null, "VOUCHER_UNKNOWN_ERROR"],
  ] as [number, string | null, string][])("%i %s -> %s", (status, c, expected) => {
    expect(lookupError(status, c)).toBe(expected);
  });
});

describe("normaliseCode: trimmed before lookup", () => {
  it.each([
    ["  GIFT-1 ", "GIFT-1"],
    ["\tGIFT-1\n", "GIFT-1"],
    ["GIFT 1", "GIFT 1"],
    ["   ", ""],
  ])("%j -> %j", (input, expected) => {
    expect(normaliseCode(input)).toBe(expected);
  });
});

describe("voucherCodeLine: a negative amount equal to the balance, added once", () => {
  it("holds the balance as a negative price and total", () => {
    expect(voucherCodeLine({ barcode: " GIFT-1 ", name: "Gift voucher" }, 3000)).toEqual({
      type: "voucherCode",
      id: "GIFT-1",
      name: "Gift voucher",
      barcode: "GIFT-1",
      amount: 3000,
      price: -3000,
      totalPrice: -3000,
      count: 1,
    });
  });

  it("is refused the second time", () => {
    let n = 0;
    const first = addLine([], voucherCodeLine(code(), 5000), () => String(++n));
    expect(first.ok).toBe(true);
    const second = addLine((first as { lines: BasketLine[] }).lines, voucherCodeLine(code(), 5000), () => String(++n));
    expect(second).toEqual({ ok: false, reason: "duplicateVoucherCode" });
  });
});

describe("variableAmount: currency units x 100, negative made positive, empty keeps the previous value", () => {
  it.each([
    ["25.50", 2500, 2550, null],
    ["25,50", 2500, 2550, null],
    ["25", 0, 2500, null],
    ["-40", 2500, 4000, null],
    ["-12,5", 2500, 1250, null],
    ["", 3300, 3300, null],
    ["   ", 3300, 3300, null],
    ["€ 1.000,00", 0, 100000, null],
    ["0", 2500, 0, "tooSmall"],
    ["0.99", 2500, 99, "tooSmall"],
    ["1", 2500, VARIABLE_MIN, null],
    ["1000", 2500, VARIABLE_MAX, null],
    ["1000.01", 2500, 100001, "tooLarge"],
    ["", 0, 0, "tooSmall"],
  ] as [string, number, number, string | null][])("%j (previous %i) -> %i, %s", (input, previous, amount, error) => {
    expect(variableAmount(input, previous, "en")).toEqual({ amount, error, read: true });
  });

  // issue 33: these became 25 €, 16 €, 2550 € or 250 € without a word
  it.each([
    ["abc", "unreadable"],
    ["Infinity", "unreadable"],
    ["1_000", "unreadable"],
    ["0x10", "unreadable"],
    ["25..50", "unreadable"],
    ["2..50", "unreadable"],
    ["12.345", "cents"],
  ] as [string, string][])("%j is refused (%s) and keeps the previous amount, never another", (input, error) => {
    expect(variableAmount(input, 3300, "en")).toEqual({ amount: 3300, error, read: false });
  });
});

describe("vouchers for sale", () => {
  const v: Voucher = {
    id: 4,
    name: "Any amount",
    price: 2500,
    vat_value: 0,
    variable_amount: 1,
    groupId: 1,
    sequence_no: 1,
  };
  it.each([
    [1, true],
    [0, false],
    [true, true],
    [false, false],
  ])("isVariable(%s) -> %s", (flag, expected) => {
    expect(isVariable({ variable_amount: flag })).toBe(expected);
  });

  it.each([
    [null, false],
    [undefined, false],
    [5, false],
    [0, true],
    [-1, true],
  ])("voucherOutOfStock(stock %s) -> %s", (stock, expected) => {
    expect(voucherOutOfStock({ stock })).toBe(expected);
  });

  it.each([
    [2550, 1, 2550],
    [2550, 2, 5100],
  ])("voucherLine: %i x %i = %i", (amount, count, total) => {
    expect(voucherLine(v, amount, count)).toEqual({
      type: "voucher",
      id: 4,
      name: "Any amount",
      price: amount,
      totalPrice: total,
      count,
      vat_value: 0,
      variable_amount: true,
    });
  });
});

describe("variableAmount in the visitor's language", () => {
  it.each([
    ["1.000", "de", VARIABLE_MAX, null],
    ["1,000", "en", VARIABLE_MAX, null],
    ["1.001", "de", 100100, "tooLarge"],
    ["1.000", "en", VARIABLE_MIN, null],
  ] as [string, Language, number, string | null][])("%j in %s -> %i, %s", (input, lang, amount, error) => {
    expect(variableAmount(input, 0, lang)).toEqual({ amount, error, read: true });
  });
});

describe("the edges of a code's dates, codes and variable amounts", () => {
  it.each([
    ["  ", null],
    [" 2027-03-10 ", Date.UTC(2027, 2, 10)],
    ["x2027-03-10", NaN],
    ["2027-03-10x", NaN],
    ["2027-03-10 12:30y", NaN],
  ])("serviceTime(%j) is %s", (value, expected) => {
    expect(serviceTime(value)).toBe(expected);
  });

  it("a code whose valid_to cannot be read is unusable, whatever valid_from says", () => {
    const now = new Date(Date.UTC(2027, 2, 10, 12));
    const code = { amount: 5000, used_amount: 0, valid_from: "2027-01-01", valid_to: "soon" };
    expect(voucherCodeValidity(code as never, now)).toEqual({ valid: false, error: "VOUCHER_UNKNOWN_ERROR" });
    const open = { amount: 5000, used_amount: 0, valid_from: null, valid_to: "2027-12-31" };
    expect(voucherCodeValidity(open as never, now)).toMatchObject({ valid: true });
  });

  it.each([
    ["VOUCHER_BLOCKED", "VOUCHER_BLOCKED"],
    ["xVOUCHER_BLOCKED", null],
    ["VOUCHER_BLOCKED!", null],
    ["voucher_blocked", null],
  ])("a 422 naming %j is shown by name: %s", (code, expected) => {
    expect(unknownServiceCode(422, code)).toBe(expected);
  });

  it.each([
    [1, true],
    ["1", true],
    [true, true],
    [0, false],
    [false, false],
    [null, false],
  ])("variable_amount %j: variable %s", (value, expected) => {
    expect(isVariable({ variable_amount: value } as never)).toBe(expected);
  });
});
