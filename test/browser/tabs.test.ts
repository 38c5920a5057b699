// Issue 13 (7, 10) in two real Chromium tabs of one browser (one context: local storage and
// BroadcastChannel shared, session storage per tab). The second tab holds the same basket as the
// first (as a duplicated tab does) while the first pays: the outcome shows only once the service
// confirmed it, the other tab's basket empties so the paid basket cannot be ordered again, and
// the purchase is reported once.
import { describe, expect, it } from "vitest";
import { shop, useHarness, waitForShop } from "./harness";
import { answer, openWith, order, poster, sessionFor } from "./checkout-helpers";

const h = useHarness();

describe("issue 13: two tabs of one shop", () => {
  it("a basket paid in one tab empties in the other, which cannot order it again; one purchase is reported", async () => {
    const session = await sessionFor(h);
    const first = await h.page();
    const context = first.context();
    // every tab records the shop's purchase events where all tabs see them
    await context.addInitScript(() =>
      document.addEventListener("foyer:purchase", (e) => {
        const list = JSON.parse(localStorage.getItem("host:purchases") ?? "[]");
        list.push((e as CustomEvent).detail.transactionId);
        localStorage.setItem("host:purchases", JSON.stringify(list));
      }),
    );
    await openWith(h, first, "/checkout", [poster], session);
    await order(first, "Credit card");
    // the first tab is at the provider (another origin); the second holds a copy of the session
    // storage the shop's page had (read there, then on to the provider again)
    const provider = first.url();
    await first.goBack();
    await waitForShop(first);
    const copied = await first.evaluate(() =>
      Object.fromEntries(Object.keys(sessionStorage).map((k) => [k, sessionStorage.getItem(k) ?? ""])),
    );
    await first.goto(provider);
    expect(JSON.parse(copied["foyer:shop3:basket"]).value.cartId).toMatch(/^C/);
    const second = await context.newPage();
    await second.goto(`${h.url}/#/en/checkout`);
    await waitForShop(second);
    await second.evaluate((entries) => {
      for (const [k, v] of Object.entries(entries)) sessionStorage.setItem(k, v);
    }, copied);
    await second.reload();
    await waitForShop(second);
    const other = shop(second);
    await other.getByRole("region", { name: "Payment" }).waitFor();
    expect(await other.getByTestId("basket-line").count()).toBe(1);
    // nothing is reported before the service confirmed the booking
    expect(await second.evaluate(() => localStorage.getItem("host:purchases"))).toBeNull();

    await answer(first, /^Pay /);
    await shop(first).getByTestId("booking-id").waitFor();
    const booking = (await shop(first).getByTestId("booking-id").textContent())!.replace(/^.*: /, "");

    // the second tab learns it at once: its basket is empty, there is nothing to pay for
    await other.getByText("Your basket is empty.").first().waitFor();
    expect(await other.getByRole("button", { name: "Order with obligation to pay" }).count()).toBe(0);
    expect(await other.getByTestId("basket-line").count()).toBe(0);
    expect(
      await second.evaluate(
        () => JSON.parse(sessionStorage.getItem("foyer:shop3:basket") ?? "null")?.value.lines ?? [],
      ),
    ).toEqual([]);
    expect(await second.evaluate(() => JSON.parse(localStorage.getItem("host:purchases") ?? "[]"))).toEqual([booking]);
  });
});
