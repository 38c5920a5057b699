import { describe, expect, it } from "vitest";
import { ApiError, errorCode, normaliseFieldErrors } from "../../src/api/errors";
import { firstErrorValue, refusalCode } from "../../src/api/refusals";

describe("422 field errors", () => {
  it.each([
    [{ email: "taken" }, { email: ["taken"] }],
    [
      { email: ["taken", "invalid"], zip: "required" },
      { email: ["taken", "invalid"], zip: ["required"] },
    ],
    [{ email: [1, "x"] }, { email: ["x"] }],
    ["oops", {}],
    [["a"], {}],
    [null, {}],
  ])("%j -> %j", (input, expected) => {
    expect(normaliseFieldErrors(input)).toEqual(expected);
  });

  it("reads code, fields and body from an error answer", () => {
    const e = new ApiError(422, { error: "CART_EXPIRED", fields: { iban: "invalid" } });
    expect(e.status).toBe(422);
    expect(e.code).toBe("CART_EXPIRED");
    expect(e.fields).toEqual({ iban: ["invalid"] });
    expect(new ApiError(500, null).code).toBeNull();
  });
});

describe("basket error from a string or the first value of an error object", () => {
  it.each([
    ["SOLD_OUT", "SOLD_OUT"],
    ["", null],
    [{ items: "SOLD_OUT", other: "X" }, "SOLD_OUT"],
    [{ items: ["LIMIT", "X"] }, "LIMIT"],
    [{ nested: { deeper: "DEEP" } }, "DEEP"],
    [{}, null],
    [42, null],
  ])("%j -> %j", (input, expected) => {
    expect(firstErrorValue(input)).toBe(expected);
  });
});

describe("errorCode: the code of an error body, wherever the service put it", () => {
  it.each([
    [{ code: "A_CODE", error: "OTHER" }, "A_CODE"],
    [{ error: "VOUCHER_NOT_FOUND" }, "VOUCHER_NOT_FOUND"],
    [{ message: "VOUCHER_NO_AMOUNT_LEFT" }, "VOUCHER_NO_AMOUNT_LEFT"],
    [{ message: "Something went wrong" }, null],
    [{ data: "VOUCHER_NOW_IS_AFTER_VOUCHER_TO" }, "VOUCHER_NOW_IS_AFTER_VOUCHER_TO"],
    [" VOUCHER_NOT_FOUND\n", "VOUCHER_NOT_FOUND"],
    ["<html>oops</html>", null],
    [null, null],
  ])("%j -> %s", (body, expected) => {
    expect(errorCode(body)).toBe(expected);
    expect(new ApiError(422, body).code).toBe(expected);
  });
});

describe("refusalCode: the code a refused checkout call names for its line or field", () => {
  it.each([
    ["a 422's error", 422, { error: "CART_EXPIRED", code: "OTHER" }, "CART_EXPIRED"],
    ["a 422's error object", 422, { error: { line: ["TICKET_SOLD_OUT"] } }, "TICKET_SOLD_OUT"],
    ["a 422 without error: its code", 422, { code: "BASKET_EMPTY" }, "BASKET_EMPTY"],
    ["a 400's message", 400, { message: "PAYMENT_DECLINED", error: "X" }, "PAYMENT_DECLINED"],
    ["a 400 without message: its code", 400, { code: "PAYMENT_DECLINED" }, "PAYMENT_DECLINED"],
    ["a 409: none", 409, { error: "BASKET_PAID", code: "BASKET_PAID" }, null],
    ["a 500: none", 500, { error: "X" }, null],
  ])("%s", (_, status, body, expected) => {
    expect(refusalCode(new ApiError(status, body))).toBe(expected);
  });
});
