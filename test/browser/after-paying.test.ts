// What a visitor keeps after paying (issue 35), in Chromium after a real payment through the
// provider's sandbox: the address the tickets go to, "Add to calendar" (a real download of the
// .ics file, RFC 5545 lines; Google Calendar's link), and the booking printed on its own from a
// frame with only the booking in it, the host page's styles untouched; axe clean; 320 px wide.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { focusedInWidget, shop, type Harness, useHarness } from "./harness";
import { adultTickets, answer, expectAxeClean, openWith, order, poster, sessionFor } from "./checkout-helpers";

const h = useHarness();

/** Pays two adult tickets and a poster as Erika; the page shows the success page. */
async function paid(
  h: Harness,
  page: Page,
  session?: { token: string; customer: unknown },
  atCheckout?: () => Promise<void>,
) {
  await page.addInitScript(() => {
    // what was printed, counted in the printing frame's top window (the print dialog itself is the browser's)
    const real = window.print.bind(window);
    window.print = () => {
      const top = window.top as unknown as { foyerPrinted?: string[] };
      top.foyerPrinted = [...(top.foyerPrinted ?? []), document.body?.innerText ?? ""];
      real();
    };
  });
  await openWith(h, page, "/checkout", [adultTickets(2), poster], session ?? (await sessionFor(h)));
  await shop(page).getByRole("heading", { level: 2, name: "Your basket" }).waitFor();
  await atCheckout?.();
  await order(page, "Credit card");
  await answer(page, /^Pay /);
  await shop(page).getByTestId("booking-id").waitFor();
}

describe("after paying", () => {
  it("names the address, downloads a calendar file, links Google Calendar and prints the booking alone", async () => {
    const page = await h.page();
    await paid(h, page);
    const s = shop(page);
    expect(await s.getByTestId("sent-to").textContent()).toBe(
      "Your tickets are on their way to erika.mustermann@example.org.",
    );
    const calendar = s.getByTestId("add-to-calendar");
    await expect.poll(() => calendar.getByRole("listitem").count()).toBe(1);
    await expectAxeClean(page);

    const download = page.waitForEvent("download");
    await calendar.getByRole("link", { name: "Calendar file (.ics)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^booking-LH\d+-1\.ics$/);
    const ics = await (await file.createReadStream()).toArray().then((c) => Buffer.concat(c).toString("utf8"));
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.split("\r\n").every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(ics).toContain("\r\nSUMMARY:Light and Shadow – Romantic Painting\r\n");
    expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{4}00Z\r\n/);
    const google = await calendar.getByRole("link", { name: /^Google Calendar/ }).getAttribute("href");
    expect(google).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/);

    const host = () =>
      page.evaluate(() => ({
        head: document.head.innerHTML,
        sheets: document.styleSheets.length,
        adopted: document.adoptedStyleSheets.length,
      }));
    const before = await host();
    await s.getByRole("button", { name: "Print confirmation" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { foyerPrinted?: string[] }).foyerPrinted?.length ?? 0))
      .toBe(1);
    const printed = await page.evaluate(() => (window as unknown as { foyerPrinted: string[] }).foyerPrinted[0]!);
    expect(printed).toMatch(/^Lindenhof Museum\n+Booking LH\d+\n/);
    expect(printed).toContain("Your booking number: LH");
    expect(printed).toContain("Your tickets are on their way to erika.mustermann@example.org.");
    expect(printed).toContain("Adult");
    expect(printed).toContain("Total: €44.95");
    // only the booking: no host page, no buttons, no calendar links
    for (const absent of [
      "Print confirmation",
      "Back to the shop",
      "Add to calendar",
      "Google Calendar",
      "Your basket",
    ])
      expect(printed).not.toContain(absent);
    const frame = await page.evaluate(() => {
      const doc = document.querySelector<HTMLIFrameElement>("iframe[data-foyer-print]")!.contentDocument!;
      return { lang: doc.documentElement.lang, title: doc.title, links: doc.querySelectorAll("link, style").length };
    });
    expect(frame).toEqual({ lang: "en", title: expect.stringMatching(/^Booking LH\d+ – /), links: 0 });
    expect(await host()).toEqual(before);
    expect(await focusedInWidget(page)).toBe("button Print confirmation");
  });

  it("keeps a long address inside a 320 px column, at checkout and after paying", async () => {
    const page = await h.page({ viewport: { width: 320, height: 700 } });
    const long = "a.very.long.address.of.a.visitor.with.many.parts@subdomain.museum-lindenhof.example";
    const session = await sessionFor(h);
    await paid(h, page, { ...session, customer: { ...(session.customer as object), email: long } }, async () => {
      await shop(page).getByText(`(${long})`, { exact: false }).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
    expect(await shop(page).getByTestId("sent-to").textContent()).toContain(long);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
