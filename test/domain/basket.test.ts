import { describe, expect, it } from "vitest";
import {
  addLine,
  hasMerchandise,
  lineQuantity,
  removeLine,
  type BasketLine,
  type NewLine,
} from "../../src/domain/basket";

let n = 0;
const key = () => `k${++n}`;

const ticket = (over: Partial<NewLine> = {}): NewLine =>
  ({
    type: "ticket",
    id: 1,
    name: "Adult",
    price: 1200,
    totalPrice: 2400,
    count: 2,
    eventId: 5,
    datetime: "2026-11-22 10:00:00",
    date: "2026-11-22",
    time: "10:00",
    subtickets: [],
    ...over,
  }) as NewLine;
const merch = (id: number, count = 1, price = 990): NewLine => ({
  type: "merchandise",
  id,
  name: "Poster",
  price,
  totalPrice: price * count,
  count,
});
const code = (barcode: string, amount = 1000): NewLine => ({
  type: "voucherCode",
  id: barcode,
  barcode,
  name: "Voucher",
  price: -amount,
  totalPrice: -amount,
  count: 1,
  amount,
});
const voucher = (id: number, price: number): NewLine => ({
  type: "voucher",
  id,
  name: "Gift",
  price,
  totalPrice: price,
  count: 1,
  variable_amount: false,
});

function apply(lines: BasketLine[], line: NewLine): BasketLine[] {
  const r = addLine(lines, line, key);
  if (!r.ok) throw new Error(r.reason);
  return r.lines;
}

describe("addLine", () => {
  it("adds a line with a key", () => {
    const r = addLine([], ticket(), key);
    expect(r.ok && r.lines).toHaveLength(1);
    expect(r.ok && r.line.key).toMatch(/^k\d+$/);
  });

  it("never adds the same voucher-code barcode twice", () => {
    const lines = apply([], code("ABC123"));
    expect(addLine(lines, code("ABC123"), key)).toEqual({ ok: false, reason: "duplicateVoucherCode" });
    expect(addLine(lines, code(" ABC123 "), key)).toEqual({ ok: false, reason: "duplicateVoucherCode" });
    expect(addLine(lines, code("XYZ999"), key).ok).toBe(true);
  });

  it.each([
    ["more of the same merchandise merges", [merch(7), merch(7, 2)], 1, 3],
    ["other merchandise is a new line", [merch(7), merch(8)], 2, 1],
    ["the same fixed voucher at the same price merges", [voucher(3, 2500), voucher(3, 2500)], 1, 2],
    ["a voucher with another amount is a new line", [voucher(3, 2500), voucher(3, 5000)], 2, 1],
    ["tickets are never merged", [ticket(), ticket()], 2, 2],
  ])("%s", (_, adds, lineCount, firstCount) => {
    const lines = adds.reduce<BasketLine[]>(apply, []);
    expect(lines).toHaveLength(lineCount);
    expect(lines[0].count).toBe(firstCount);
  });

  it("adds up the totals of merged lines", () => {
    const lines = [merch(7, 1, 990), merch(7, 2, 990)].reduce<BasketLine[]>(apply, []);
    expect(lines[0].totalPrice).toBe(2970);
  });

  it.each([
    ["a count of 0", ticket({ count: 0 })],
    ["a price that is not a number", ticket({ price: Number.NaN })],
  ])("refuses %s", (_, line) => {
    expect(addLine([], line, key)).toEqual({ ok: false, reason: "invalidLine" });
  });
});

describe("removeLine, lineQuantity, hasMerchandise", () => {
  it("removes by key", () => {
    const lines = [ticket(), merch(1), code("A")].reduce<BasketLine[]>(apply, []);
    const rest = removeLine(lines, lines[1].key);
    expect(rest.map((l) => l.type)).toEqual(["ticket", "voucherCode"]);
  });

  it.each([
    [{ type: "ticket", count: 3 }, 3],
    [{ type: "merchandise", count: 2 }, 2],
    [{ type: "voucherCode", count: 1 }, 1],
    [{ type: "guidedTour", count: 1, single_ticketing: 0, totalCount: 12 }, 1],
    [{ type: "guidedTour", count: 1, single_ticketing: 1, totalCount: 12 }, 12],
  ])("lineQuantity(%j) = %i", (line, expected) => {
    expect(lineQuantity(line as unknown as BasketLine)).toBe(expected);
  });

  it.each([
    [["ticket"], false],
    [["ticket", "merchandise"], true],
    [["annualPass"], true],
    [["voucher", "voucherCode"], false],
  ])("hasMerchandise(%j) = %s", (types, expected) => {
    expect(hasMerchandise(types.map((type) => ({ type }) as BasketLine))).toBe(expected);
  });
});
