// Dates are judged by the museum's clock (issue 33), in Chromium, across origins: the visitor's
// clock a year ahead or behind the museum's; the widget follows the service's Date header (which
// the API exposes to the host's origin).
import { describe, expect, it } from "vitest";
import { shop, useHarness } from "./harness";

const h = useHarness();
const YEAR = 365 * 86_400_000;

describe("the visitor's clock far off", () => {
  it.each([
    ["a year ahead", YEAR],
    ["a year behind", -YEAR],
  ])("%s: a running event is bookable", async (_, shift) => {
    const p = await h.page();
    // on top of the harness's offset: this visitor's clock is a year off the museum's
    await p.addInitScript((shift) => {
      const Shifted = Date;
      class Off extends Shifted {
        constructor(...args: unknown[]) {
          if (args.length === 0) super(Shifted.now() + shift);
          else super(...(args as [string]));
        }
        static override now() {
          return Shifted.now() + shift;
        }
      }
      globalThis.Date = Off as DateConstructor;
    }, shift);
    await p.goto(`${h.url}/#/en/tickets/101`);
    const s = shop(p);
    await s.getByRole("heading", { level: 1, name: "Light and Shadow – Romantic Painting" }).waitFor();
    await s.getByRole("group", { name: "Choose a date" }).waitFor();
    expect(await s.getByText("This event has ended.", { exact: false }).count()).toBe(0);
  });
});
