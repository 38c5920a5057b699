import { describe, expect, it } from "vitest";
import { isProviderReferrer } from "../../src/app/bootstrap";
import { partnerFromUrl, trackingFromUrl } from "../../src/domain/campaign";

describe("what the shell takes from the host page's URL", () => {
  it.each([
    ["https://museum.example/?partner=ACME", "ACME"],
    ["https://museum.example/?partner=a.b-c_1", "a.b-c_1"],
    ["https://museum.example/?partner=<script>", null],
    ["https://museum.example/", null],
  ])("partner of %s is %j", (href, expected) => {
    expect(partnerFromUrl(href)).toBe(expected);
  });

  it.each([
    [
      "https://m.example/?utm_source=newsletter&utm_campaign=winter&x=1",
      { utm_source: "newsletter", utm_campaign: "winter" },
    ],
    [
      "https://m.example/?utm_medium=email&utm_term=a&utm_content=b&utm_id=7",
      { utm_medium: "email", utm_term: "a", utm_content: "b", utm_id: "7" },
    ],
    ["https://m.example/?utm_evil=1", null],
    ["https://m.example/", null],
  ])("tracking of %s", (href, expected) => {
    expect(trackingFromUrl(href)).toEqual(expected);
  });

  it.each([
    ["https://www.paypal.com/checkoutnow", true],
    ["https://checkout.stripe.com/pay", true],
    ["https://PAYPAL.COM/", true],
    ["http://127.0.0.1:8080/pay/card?session=1", true],
    ["https://www.google.com/", false],
    ["https://museum.example/visit", false],
    ["https://museum.example/pay/what-to-pay", false],
    ["https://museum.example/shop/pay/", false],
    ["https://notpaypal.com/", false],
    ["https://paypal.com.evil.example/", false],
    ["http://127.0.0.1:8080/visit", false],
    ["not a url", true],
  ])("referrer %s comes from a payment provider (known hosts, the service's /pay/): %s", (referrer, expected) => {
    expect(isProviderReferrer(referrer, "http://127.0.0.1:8080/api")).toBe(expected);
  });
});
