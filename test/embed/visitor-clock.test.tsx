// Dates are judged by the museum's clock (issue 33): a visitor whose clock is a year ahead or
// behind still sees a running event as running, today's month in the calendar and the museum's
// year in the footer. The widget follows the service's clock (its answers' Date header) when the
// visitor's is more than SKEW_MS off, and keeps its own otherwise.
import { describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/dom";
import { addYears } from "date-fns/addYears";
import { useSandbox } from "../helpers/sandbox";
import { renderShop } from "../helpers/render-shop";
import { createClock, SKEW_MS } from "../../src/embed/clock";
import { TEST_NOW } from "../helpers/clock";

const service = useSandbox();

const ENDED = "This event has ended. Tickets can no longer be booked.";

describe("the visitor's clock far off", () => {
  it.each([
    ["a year ahead", 1],
    ["a year behind", -1],
  ])("%s: a running event is bookable, the footer says the museum's year", async (_, years) => {
    // the widget's clock only (the visitor's); the sandbox stays at TEST_NOW
    const shop = await renderShop({
      service,
      route: "/tickets/101",
      options: { now: addYears(service.pinned, years) },
    });
    await shop.screen.findByRole("heading", { level: 1, name: "Light and Shadow – Romantic Painting" });
    await shop.screen.findByRole("group", { name: "Choose a date" }, { timeout: 15_000 });
    expect(shop.screen.queryByText(ENDED)).toBeNull();
    await waitFor(() =>
      expect(shop.root.querySelector("footer")?.textContent).toContain(`© ${service.pinned.getUTCFullYear()} `),
    );
    shop.handle.unmount();
  });
});

describe("clock.follow", () => {
  it("takes the service's time when the visitor's is more than SKEW_MS off, and keeps its own within it", () => {
    const start = TEST_NOW.getTime();
    const clock = createClock(undefined, new Date(start));
    clock.follow(start + SKEW_MS / 2);
    expect(Math.abs(clock.now().getTime() - start)).toBeLessThan(SKEW_MS / 4);
    clock.follow(start - 365 * 86_400_000);
    expect(Math.abs(clock.now().getTime() - (start - 365 * 86_400_000))).toBeLessThan(SKEW_MS / 4);
    // an answer without a readable Date changes nothing
    clock.follow(NaN);
    expect(Math.abs(clock.now().getTime() - (start - 365 * 86_400_000))).toBeLessThan(SKEW_MS / 4);
  });
});
