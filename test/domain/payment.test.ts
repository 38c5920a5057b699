import { describe, expect, it } from "vitest";
import {
  directDebitErrors,
  ibanValid,
  normaliseIban,
  offeredPaymentTypes,
  paymentAux,
  paymentKind,
} from "../../src/domain/payment";

describe("offeredPaymentTypes: the service's, else 80 and 157; before login only express PayPal", () => {
  it.each([
    [
      "signed in, the service's",
      [80, 157, 74, 164, "applePay", "googlePay"],
      true,
      [80, 157, 74, 164, "applePay", "googlePay"],
    ],
    ["anonymous: express PayPal only", [80, 157, 74, 164, "applePay"], false, [157]],
    ["none delivered: the fallback", [], true, [80, 157]],
    ["none delivered, anonymous", [], false, [157]],
    ["ids as strings", ["80", "157"], false, ["157"]],
    ["no PayPal delivered: nothing before login", [80, 74], false, []],
  ])("%s", (_, delivered, signedIn, expected) => {
    expect(offeredPaymentTypes(delivered, signedIn)).toEqual(expected);
  });
});

describe("paymentKind", () => {
  it.each([
    [80, "card"],
    [157, "paypal"],
    ["157", "paypal"],
    [74, "directDebit"],
    [164, "directDebit"],
    ["applePay", "wallet"],
    ["googlePay", "wallet"],
    [999, "other"],
  ])("%s is %s", (id, kind) => {
    expect(paymentKind(id)).toBe(kind);
  });
});

describe("ibanValid: country length and mod 97", () => {
  it.each([
    ["DE89370400440532013000", true],
    ["DE89 3704 0044 0532 0130 00", true],
    ["de89370400440532013000", true],
    ["DE89370400440532013001", false], // check digits
    ["DE8937040044053201300", false], // one short for DE
    ["AT611904300234573201", true],
    ["CH9300762011623852957", true],
    ["NL91ABNA0417164300", true],
    ["FR1420041010050500013M02606", true],
    ["GB82WEST12345698765432", true],
    ["XX82WEST1234569876", false],
    ["1234", false],
    ["", false],
  ])("%s -> %s", (iban, valid) => {
    expect(ibanValid(iban)).toBe(valid);
  });
  it("normalises spaces, dashes and case", () => {
    expect(normaliseIban(" de89 3704-0044 0532 0130 00 ")).toBe("DE89370400440532013000");
  });
});

describe("directDebitErrors: account holder and IBAN are checked before sending", () => {
  it.each([
    [{ accountHolder: "Erika Mustermann", iban: "DE89 3704 0044 0532 0130 00" }, {}],
    [{ accountHolder: "  ", iban: "DE89370400440532013000" }, { accountHolder: "required" }],
    [{ accountHolder: "x".repeat(71), iban: "DE89370400440532013000" }, { accountHolder: "tooLong" }],
    [{ accountHolder: "4711", iban: "DE89370400440532013000" }, { accountHolder: "characters" }],
    [{ accountHolder: "Erika <b>", iban: "DE89370400440532013000" }, { accountHolder: "characters" }],
    [{ accountHolder: "- -", iban: "DE89370400440532013000" }, { accountHolder: "noLetters" }],
    [{ accountHolder: "Erika", iban: "" }, { iban: "required" }],
    [{ accountHolder: "Erika", iban: "DE00370400440532013000" }, { iban: "invalid" }],
    [
      { accountHolder: "", iban: "nonsense" },
      { accountHolder: "required", iban: "invalid" },
    ],
  ])("%o -> %o", (form, errors) => {
    expect(directDebitErrors(form)).toEqual(errors);
  });
});

describe("paymentAux: what the payment calls send besides the cart", () => {
  const dd = { accountHolder: " Erika \u00a0 Mustermann ", iban: "de89 3704 0044 0532 0130 00" };
  it.each([
    ["credit card with a partner", { payart: 80, partner: "ACME" }, { partner: "ACME" }],
    [
      "direct debit: holder and IBAN",
      { payart: 74, directDebit: dd },
      { Accountholder: "Erika Mustermann", IBAN: "DE89370400440532013000" },
    ],
    ["no bank data for another type", { payart: 157, directDebit: dd }, {}],
    ["a wallet", { payart: "applePay" }, { wallet: "applePay" }],
    [
      "campaign parameters and a delivery address",
      { payart: 80, tracking: { utm_source: "news" }, shipping: { name: "A" } },
      { tracking: { utm_source: "news" }, shipping: { name: "A" } },
    ],
    ["empty tracking is left out", { payart: 80, tracking: {}, partner: null }, {}],
    ["an invoice wanted or not", { payart: 80, requestInvoice: false }, { requestInvoice: false }],
  ])("%s", (_, input, expected) => {
    expect(paymentAux(input)).toEqual(expected);
  });
});
