// The partner of the visit (spec 000 section 2: captured at start and kept for the session): a
// partner from the landing page's URL is not replaced by a later page's data-partner.
import { afterEach, describe, expect, it } from "vitest";
import { useSandbox } from "../helpers/sandbox";
import { renderShop } from "../helpers/render-shop";

const service = useSandbox();
const stored = () => JSON.parse(sessionStorage.getItem("foyer:test:partner") ?? "null")?.value ?? null;
const landOn = (search: string) => history.replaceState(null, "", location.pathname + search);

afterEach(() => landOn(""));

describe("partner", () => {
  it("keeps the landing URL's partner when a later page has another data-partner", async () => {
    landOn("?partner=ACME");
    let shop = await renderShop({ service, options: { partner: "SITE" } });
    expect(stored()).toBe("ACME");
    shop.handle.unmount();
    landOn("");
    shop = await renderShop({ service, options: { partner: "OTHER" } });
    expect(stored()).toBe("ACME");
    shop.handle.unmount();
  });

  it("takes data-partner when the session has none, and a new URL partner replaces it", async () => {
    let shop = await renderShop({ service, options: { partner: "SITE" } });
    expect(stored()).toBe("SITE");
    shop.handle.unmount();
    landOn("?partner=NEWS");
    shop = await renderShop({ service, options: { partner: "SITE" } });
    expect(stored()).toBe("NEWS");
    shop.handle.unmount();
  });
});
