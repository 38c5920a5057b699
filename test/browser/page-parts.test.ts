// Two shops on one page (issue 35): the page's parts (cookie notice, social links, sponsors'
// logos) show once, in the first embed, and accepting the notice there accepts it for the other.
import { describe, expect, it } from "vitest";
import { settled, shop, useHarness, waitForShop } from "./harness";

const h = useHarness();

describe("two shops on one page", () => {
  it("show one cookie notice, one set of social links and logos; accepting it holds for both", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/embeds.html`);
    await waitForShop(page, "#main-shop");
    await waitForShop(page, "#partner-shop");
    const main = shop(page, "#main-shop");
    const partner = shop(page, "#partner-shop");
    await main.getByTestId("cookie-notice").waitFor();
    await partner.locator("footer").waitFor();
    await main.locator("footer").waitFor();
    await settled(page);
    expect(await partner.getByTestId("cookie-notice").count()).toBe(0);
    const socials = (s: typeof main) => s.locator("footer ul[aria-label]").count();
    expect(await socials(main)).toBe(1);
    expect(await socials(partner)).toBe(0);
    expect(await partner.locator("footer img").count()).toBe(0);

    await main.getByTestId("cookie-notice").getByRole("button").click();
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("foyer:partner:cookieAccepted")))
      .toContain("true");
  });
});
