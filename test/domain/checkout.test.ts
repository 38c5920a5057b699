import { describe, expect, it } from "vitest";
import {
  cartIdOf,
  isBasketsPayment,
  isServiceCart,
  startedPayment,
  checkoutStep,
  isProviderUrl,
  onlyVoucherCodes,
  paymentReturnUrls,
  readReturnParams,
  returnMalformed,
  stripReturnParams,
  withoutReturnParams,
} from "../../src/domain/checkout";
import { returnOf, returnRouteFor } from "../../src/domain/returns";
import type { BasketLine } from "../../src/domain/basket";

const US = "Ab3dEf6hIj9L";
const SESSION = "Zz1Yy2Xx3Ww4";

describe("readReturnParams: the provider's return parameters, from the page's query or the hash route's", () => {
  it.each([
    [
      "the page's query",
      `?us=${US}&sessionUs=${SESSION}&srcURL=http%3A%2F%2Fpay.example%2Fpay%2Fx`,
      "",
      { us: US, sessionUs: SESSION, srcURL: "http://pay.example/pay/x", status: null },
    ],
    [
      "the hash route's query",
      "",
      `us=${US}&sessionUs=${SESSION}`,
      { us: US, sessionUs: SESSION, srcURL: null, status: null },
    ],
    [
      "the hash route's win over the page's",
      `?us=${SESSION}&sessionUs=${SESSION}`,
      `us=${US}&sessionUs=${SESSION}`,
      { us: US, sessionUs: SESSION, srcURL: null, status: null },
    ],
    [
      "a decline",
      "",
      `us=${US}&sessionUs=${SESSION}&status=declined`,
      { us: US, sessionUs: SESSION, srcURL: null, status: "declined" },
    ],
    [
      "a cancel",
      `?us=${US}&sessionUs=${SESSION}&status=canceled`,
      "",
      { us: US, sessionUs: SESSION, srcURL: null, status: "canceled" },
    ],
    [
      "an unknown status as none",
      "",
      `us=${US}&sessionUs=${SESSION}&status=weird`,
      { us: US, sessionUs: SESSION, srcURL: null, status: null },
    ],
    ["nothing without parameters", "", "", null],
    ["nothing without sessionUs", `?us=${US}`, "", null],
    ["nothing for a token that is not 12 characters", `?us=short&sessionUs=${SESSION}`, "", null],
    ["nothing for a token with a space", `?us=Ab3dEf6h%20j9L&sessionUs=${SESSION}`, "", null],
    ["nothing for a token of 13 characters", `?us=x${US}&sessionUs=${SESSION}`, "", null],
    ["nothing for a session token of 13 characters", "", `us=${US}&sessionUs=${SESSION}x`, null],
    [
      "an open order's payment (its route says for=order)",
      `?us=${US}&sessionUs=${SESSION}`,
      "for=order",
      { us: US, sessionUs: SESSION, srcURL: null, status: null, forOrder: true },
    ],
    [
      "an open order's payment with the parameters in the route",
      "",
      `?for=order&us=${US}&sessionUs=${SESSION}`,
      { us: US, sessionUs: SESSION, srcURL: null, status: null, forOrder: true },
    ],
    [
      "the basket's payment for any other mark",
      "",
      `for=basket&us=${US}&sessionUs=${SESSION}`,
      { us: US, sessionUs: SESSION, srcURL: null, status: null },
    ],
    [
      "any other 12-character token of the service",
      `?us=Ab3d-f6_Ij9.&sessionUs=${SESSION}`,
      "",
      { us: "Ab3d-f6_Ij9.", sessionUs: SESSION, srcURL: null, status: null },
    ],
  ])("reads %s", (_, page, route, expected) => {
    expect(readReturnParams(page, route)).toEqual(expected);
  });
});

describe("returnMalformed: return parameters that cannot be used, so the visitor is told", () => {
  it.each([
    ["a mangled us in the page's query", `?us=short&sessionUs=${SESSION}`, "", true],
    ["a mangled sessionUs in the route's query", "", `?sessionUs=short`, true],
    ["a lone us", "", `us=${US}`, true],
    ["a return that can be used", `?us=${US}&sessionUs=${SESSION}`, "", false],
    [
      "a usable return in the route beside a mangled one in the page",
      "?us=short",
      `us=${US}&sessionUs=${SESSION}`,
      false,
    ],
    ["an address without a return", "?partner=ACME", "embed=shop", false],
    ["no query at all", "", "", false],
  ])("%s: %s", (_, page, route, expected) => {
    expect(returnMalformed(page, route)).toBe(expected);
  });
});

describe("stripReturnParams: the address without them, so a reload does not execute again", () => {
  it.each([
    [
      `http://museum.example/shop.html?us=${US}&sessionUs=${SESSION}&srcURL=x#/en/checkout/success`,
      "http://museum.example/shop.html#/en/checkout/success",
    ],
    [
      `http://museum.example/shop.html?lang=en&us=${US}&sessionUs=${SESSION}#/en/checkout/success`,
      "http://museum.example/shop.html?lang=en#/en/checkout/success",
    ],
    [
      `http://museum.example/#/en/checkout/success?us=${US}&sessionUs=${SESSION}&status=declined`,
      "http://museum.example/#/en/checkout/success",
    ],
    [`http://museum.example/#/en/checkout/failed?x=1&us=${US}`, "http://museum.example/#/en/checkout/failed?x=1"],
    ["http://museum.example/page#/en/checkout", "http://museum.example/page#/en/checkout"],
  ])("%s -> %s", (href, expected) => {
    expect(stripReturnParams(href)).toBe(expected);
  });
});

describe("withoutReturnParams: a route's query without them", () => {
  it.each([
    [`us=${US}&sessionUs=${SESSION}&srcURL=x&status=canceled`, ""],
    [`?returnTo=%2Fcheckout&us=${US}`, "returnTo=%2Fcheckout"],
    ["", ""],
  ])("%s -> %s", (search, expected) => {
    expect(withoutReturnParams(search)).toBe(expected);
  });
});

describe("paymentReturnUrls: absolute, the host page with the widget's hash route", () => {
  it.each([
    [
      "success when the order is confirmed on checkout",
      "http://museum.example/visit.html#/en/checkout",
      "en",
      true,
      undefined,
      {
        continue: "http://museum.example/visit.html#/en/checkout/success",
        cancel: "http://museum.example/visit.html#/en/checkout/failed",
      },
    ],
    [
      "accepted otherwise",
      "https://museum.example/?partner=ACME#/de/checkout",
      "de",
      false,
      undefined,
      {
        continue: "https://museum.example/#/de/checkout/accepted",
        cancel: "https://museum.example/#/de/checkout/failed",
      },
    ],
    [
      "never with the host page's query (personal data stays on the page)",
      "https://museum.example/visit?email=ada%40example.org&fname=Ada&utm_source=mail#/en/checkout?email=x",
      "en",
      true,
      undefined,
      {
        continue: "https://museum.example/visit#/en/checkout/success",
        cancel: "https://museum.example/visit#/en/checkout/failed",
      },
    ],
    [
      "without the parameters of an earlier return",
      `http://museum.example/?us=${US}&sessionUs=${SESSION}#/fr/checkout/failed`,
      "fr",
      true,
      undefined,
      { continue: "http://museum.example/#/fr/checkout/success", cancel: "http://museum.example/#/fr/checkout/failed" },
    ],
    [
      "an order payment cancels back to its page",
      "http://museum.example/#/en/order-review/R7",
      "en",
      true,
      "/order-review/R7",
      // both routes say the return pays an order, not the basket's cart (issue 32)
      {
        continue: "http://museum.example/#/en/checkout/success?for=order",
        cancel: "http://museum.example/#/en/order-review/R7?for=order",
      },
    ],
  ])("%s", (_, href, lang, confirm, cancelRoute, expected) => {
    expect(paymentReturnUrls(href, lang, confirm, cancelRoute)).toEqual(expected);
  });

  it("adds no query when there is neither an embed nor an order", () => {
    const urls = paymentReturnUrls("https://museum.example/", "it", false);
    expect(urls.continue).toBe("https://museum.example/#/it/checkout/accepted");
    expect(urls.cancel).toBe("https://museum.example/#/it/checkout/failed");
  });

  it("names the embed and the order when an embed pays an open order", () => {
    expect(paymentReturnUrls("http://museum.example/a.html", "en", true, "/order-review/R7", "shop")).toEqual({
      continue: "http://museum.example/a.html#/en/checkout/success?embed=shop&for=order",
      cancel: "http://museum.example/a.html#/en/order-review/R7?embed=shop&for=order",
    });
  });

  it("names the embed that started the payment in both routes", () => {
    expect(paymentReturnUrls("http://museum.example/a.html", "de", true, undefined, "gift shop")).toEqual({
      continue: "http://museum.example/a.html#/de/checkout/success?embed=gift%20shop",
      cancel: "http://museum.example/a.html#/de/checkout/failed?embed=gift%20shop",
    });
  });
});

describe("returnRouteFor: the way back for an embed that does not own the hash", () => {
  it.each([
    ["#/de/checkout/success?embed=shop3", "shop3", "/de/checkout/success?embed=shop3"],
    ["#/en/checkout/failed?status=declined&embed=shop3", "shop3", "/en/checkout/failed?status=declined&embed=shop3"],
    ["#/en/order-review/R7?embed=shop3", "shop3", "/en/order-review/R7?embed=shop3"],
    ["#/de/checkout/success?embed=other", "shop3", null],
    ["#/de/checkout/success", "shop3", null],
    ["#/de/tickets/101?embed=shop3", "shop3", null],
    ["#content", "shop3", null],
    ["", "shop3", null],
  ])("%j for %s", (hash, embedId, expected) => {
    expect(returnRouteFor(hash, embedId)).toBe(expected);
  });

  it.each([
    ["#/en/checkout/success?embed=partner", { embedId: "partner", route: "/en/checkout/success?embed=partner" }],
    ["#/de/checkout/canceled?embed=a%20b", { embedId: "a b", route: "/de/checkout/canceled?embed=a%20b" }],
    ["#/de/checkout/success", null],
    ["#/de/tickets/101?embed=partner", null],
  ])("returnOf(%j): the embed a return in the hash names", (hash, expected) => {
    expect(returnOf(hash)).toEqual(expected);
  });

  it("strips the embed marker with the other return parameters", () => {
    expect(withoutReturnParams(`us=${US}&sessionUs=${SESSION}&embed=shop3&x=1`)).toBe("x=1");
  });
});

describe("the provider URL of initPayment's answer", () => {
  it.each([
    ["http://127.0.0.1:8080/pay/Ab3dEf6hIj9L?cartId=C-12", "C-12", true],
    ["https://pay.example/x", null, true],
    ["javascript:alert(1)", null, false],
    ["not a url", null, false],
  ])("%s gives cart %s, followed: %s", (url, cartId, followed) => {
    expect(cartIdOf(url)).toBe(cartId);
    expect(isProviderUrl(url)).toBe(followed);
  });
  it("follows only strings", () => {
    expect(isProviderUrl(null)).toBe(false);
    expect(isProviderUrl({ url: "http://x" })).toBe(false);
    // an address object would pass for its text: the answer's field must be the text itself
    expect(isProviderUrl(new URL("https://pay.example/x"))).toBe(false);
  });
});

describe("the payment a basket started (issue 14)", () => {
  it("is the cart the provider's address names", () => {
    expect(startedPayment("http://127.0.0.1:8080/pay/Ab3dEf6hIj9L?cartId=C-12", "n1")).toBe("C-12");
    expect(isServiceCart("C-12")).toBe(true);
  });

  it("is a mark with the return's us when the answer is already the return, else with the nonce", () => {
    expect(startedPayment(`https://museum.example/?us=${US}&sessionUs=${SESSION}#/en/checkout/success`, "n1")).toBe(
      `started:us=${US}`,
    );
    expect(startedPayment("https://pay.example/x?token=9", "n1")).toBe("started:n1");
    expect(isServiceCart("started:n1")).toBe(false);
    expect(isServiceCart(null)).toBe(false);
  });

  it.each([
    ["C-12", "C-12", true],
    ["C-12", "C-13", false],
    [null, "C-12", false],
    [`started:us=${US}`, "C-12", true],
    ["started:us=Other0000000", "C-12", false],
    ["started:n1", "C-12", true],
    ["started:n1", "started:n1", true],
  ])("basket %s, booked %s: the basket's payment %s", (basket, booked, expected) => {
    expect(isBasketsPayment(basket, booked, US)).toBe(expected);
  });
});

describe("checkoutStep: cart, sign in, payment, complete", () => {
  it.each([
    [{ lines: 0, signedIn: false, complete: false }, 0],
    [{ lines: 0, signedIn: true, complete: false }, 0],
    [{ lines: 2, signedIn: false, complete: false }, 1],
    [{ lines: 2, signedIn: true, complete: false }, 2],
    [{ lines: 0, signedIn: true, complete: true }, 3],
  ])("%o is step %i", (input, step) => {
    expect(checkoutStep(input)).toBe(step);
  });
});

describe("onlyVoucherCodes: a basket that would book nothing", () => {
  const of = (...types: BasketLine["type"][]) => types.map((type, i) => ({ key: `k${i}`, type }) as BasketLine);
  it.each([
    [[], false],
    [["voucherCode"], true],
    [["voucherCode", "voucherCode"], true],
    [["voucherCode", "ticket"], false],
    [["merchandise", "voucherCode"], false],
    [["voucher"], false],
  ] as const)("%j: %s", (types, expected) => {
    expect(onlyVoucherCodes(of(...types))).toBe(expected);
  });
});
