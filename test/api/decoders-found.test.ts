// What fuzzing the decoders found (test/api/decoders.prop.test.ts, issue 33), each as a plain case:
// answers that read as a success before and are refused now, or read without harm.
import { afterEach, describe, expect, it, vi } from "vitest";
import { DecodeError } from "../../src/api/decode";
import { decodeArticles } from "../../src/api/merchandise";
import { decodeVoucherCode, decodeVouchers } from "../../src/api/vouchers";
import { decodeShippingCost } from "../../src/api/shipping";
import { decodeExecResult } from "../../src/api/checkout";
import { decodeTourCalendar, decodeToursPerDay } from "../../src/api/tours";
import { decodeStaticContent } from "../../src/api/shop-content";
import { decodeCustomer } from "../../src/api/customer";

afterEach(() => vi.restoreAllMocks());
const quiet = () => vi.spyOn(console, "warn").mockImplementation(() => undefined);

describe("decoders: what fuzzing found", () => {
  it.each([
    ["an article with id -1", () => decodeArticles("m", [{ id: -1, name: "x", price: 100, stock: 1 }])],
    ["an article with a negative price", () => decodeArticles("m", [{ id: 1, name: "x", price: -5, stock: 1 }])],
    ["a voucher priced at a fraction of a cent", () => decodeVouchers("v", [{ id: 1, name: "x", price: 0.5 }])],
    ["a code whose balance is negative", () => decodeVoucherCode("v", { barcode: "A", amount: -100, used_amount: 0 })],
    ["a shipping cost beyond what a number holds exactly", () => decodeShippingCost(2 ** 53)],
    ["a booking number that is not a number (1e400 in JSON)", () => decodeExecResult({ booking_id: Infinity })],
    ["a booking number NaN", () => decodeExecResult({ booking_id: NaN })],
  ])("refuses %s", (_, decode) => {
    quiet();
    expect(decode).toThrow(DecodeError);
  });

  it("reads a `__proto__` day or time as nothing, never as the prototype of what it builds", () => {
    const calendar = decodeTourCalendar(JSON.parse('{"2026-01-01":{"__proto__":{"tickets":3}},"__proto__":{}}'));
    expect(Object.getPrototypeOf(calendar)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(calendar["2026-01-01"])).toBe(Object.prototype);
    expect(Object.keys(calendar["2026-01-01"]!)).toEqual([]);
    const perDay = decodeToursPerDay(JSON.parse('{"__proto__":[1,2]}'));
    expect(Object.getPrototypeOf(perDay)).toBe(Object.prototype);
  });

  it("takes a banner group's or a delivery address's id only as a finite number", () => {
    const content = decodeStaticContent({ banners: [{ id: Infinity, banners: [{ image: "/b.jpg" }] }] });
    expect(content.banners[0]!.id).toBe(0);
    const customer = decodeCustomer("customer", { addrShipping: { id: -Infinity, name: "x" } });
    expect(customer.addrShipping).not.toHaveProperty("id");
  });
});
