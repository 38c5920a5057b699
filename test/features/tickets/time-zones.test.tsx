// A visitor anywhere sees the museum's days: the widget judges "today" on the museum's clock
// (Europe/Berlin), not in the browser's own zone. Each case moves this test process's zone
// (Node reads TZ again when it changes) and pins both clocks at an instant where the zones
// disagree about the date.
import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop } from "../../helpers/render-shop";
import { berlin } from "../../helpers/clock";

const service = useSandbox();
const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe("the museum's today in every visitor's zone", () => {
  // 08:30 in Berlin is still the 9th in Los Angeles; 23:30 in Berlin is already the 11th in Auckland
  const cases = [
    ["2026-06-10 08:30", "America/Los_Angeles"],
    ["2026-06-10 08:30", "Europe/Berlin"],
    ["2026-06-10 23:30", "Pacific/Auckland"],
    ["2026-06-10 23:30", "UTC"],
  ] as const;

  it.each(cases)("at %s in Berlin, a visitor in %s starts the calendar on 2026-06-10", async (wall, visitorZone) => {
    process.env.TZ = visitorZone;
    await service.reset(berlin(wall));
    const shop = await renderShop({ service, route: "/tickets/101" });
    // the first day on sale (focus entry) is the museum's today, and the day before it is not on sale
    await waitFor(() => expect(shop.root.querySelector("button[data-day][tabindex='0']")).not.toBeNull());
    const entry = shop.root.querySelector<HTMLButtonElement>("button[data-day][tabindex='0']")!;
    expect(entry.dataset.day).toBe("2026-06-10");
    const before = shop.root.querySelector<HTMLButtonElement>("button[data-day='2026-06-09']");
    expect(before?.getAttribute("aria-disabled")).toBe("true");
    shop.handle.unmount();
  });
});
