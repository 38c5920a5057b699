import { describe, expect, it } from "vitest";
import { useSandbox } from "../helpers/sandbox";
import { renderShop } from "../helpers/render-shop";

const service = useSandbox();
const US = "AAAAAAAAAAAA";
const SESSION = "BBBBBBBBBBBB";

describe("a payment return addressed to another embed", () => {
  it("is not executed, and its parameters stay in the address for the embed it names", async () => {
    history.replaceState(null, "", `/?us=${US}&sessionUs=${SESSION}#/en/checkout/success?embed=gifts`);
    const requests: string[] = [];
    const original = window.fetch;
    window.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(String(input instanceof Request ? input.url : input));
      return original(input as RequestInfo, init);
    }) as typeof fetch;
    try {
      const shop = await renderShop({ service, route: "/checkout/success?embed=gifts" });
      expect(await shop.screen.findByText(/There is no payment to confirm here/)).toBeTruthy();
      expect(requests.some((u) => u.includes("checkout/execPayment"))).toBe(false);
      expect(location.search).toBe(`?us=${US}&sessionUs=${SESSION}`);
    } finally {
      window.fetch = original;
      history.replaceState(null, "", "/");
    }
  });
});
