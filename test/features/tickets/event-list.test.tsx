import { describe, expect, it } from "vitest";
import { waitFor, within } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop, type RenderedShop } from "../../helpers/render-shop";
import { ROUTE_TABLE } from "../../../src/app/routes";
import { TEST_NOW } from "../../helpers/clock";

const service = useSandbox();

const cardNames = (shop: RenderedShop) =>
  shop.screen.queryAllByTestId("event-card").map((c) => within(c).getByRole("heading").textContent);

async function list(lang: "en" | "de" = "en") {
  const shop = await renderShop({ service, route: "/tickets", lang });
  await shop.screen.findAllByTestId("event-card");
  return shop;
}

describe("event list", () => {
  it("takes the answer of its route's first read, which the start module asked for before the app was here", async () => {
    // the address the start module asks for: the route's declared first read
    const [[read]] = ROUTE_TABLE.find((r) => r.name === "tickets")!.reads!({}, () => TEST_NOW);
    const address = `${service.api}/en/${read}`;
    const answer = (await (await fetch(address)).json()) as { data: { name: string }[] };
    answer.data[0]!.name = "Asked for by the start module";
    const shop = await renderShop({
      service,
      route: "/tickets",
      options: { early: [[address, Promise.resolve(new Response(JSON.stringify(answer)))]] },
    });
    await shop.screen.findByRole("heading", { name: "Asked for by the start module" });
    shop.handle.unmount();
  });

  it("shows the events on sale: positive sequence_no first, then by sorting date; the ended one is left out", async () => {
    const shop = await list();
    expect(cardNames(shop)).toEqual([
      "Light and Shadow – Romantic Painting",
      "City on the River",
      "Young Art – Studio Exhibition",
      "Concerts at the Harbour House",
      "Festival of Lights in Lindenpark",
    ]);
    expect(shop.screen.getByText("5 events").getAttribute("role")).toBe("status");
    const light = shop.screen.getAllByTestId("event-card")[0];
    expect(light.textContent).toContain("Main building on Lindenplatz");
    expect(
      within(light)
        .getByRole("link", { name: "Choose tickets for Light and Shadow – Romantic Painting" })
        .getAttribute("href"),
    ).toContain("/en/tickets/101");
    shop.handle.unmount();
  });

  it.each([
    ["venue", { Venue: "Harbour House" }, ["City on the River", "Concerts at the Harbour House"]],
    ["group", { Category: "For families" }, ["City on the River", "Festival of Lights in Lindenpark"]],
    ["ticket group", { "Ticket type": "Festival passes" }, ["Festival of Lights in Lindenpark"]],
    ["venue and group", { Venue: "Harbour House", Category: "For families" }, ["City on the River"]],
    [
      "venue and ticket group",
      { Venue: "Lindenpark Pavilion", "Ticket type": "Single tickets" },
      ["Young Art – Studio Exhibition"],
    ],
  ])("filters by %s", async (_, choices, expected) => {
    const shop = await list();
    for (const [label, option] of Object.entries(choices))
      await shop.user.selectOptions(shop.screen.getByLabelText(label), option);
    await waitFor(() => expect(cardNames(shop)).toEqual(expected));
    shop.handle.unmount();
  });

  it("says when no event matches, and shows all again on reset", async () => {
    const shop = await list();
    await shop.user.selectOptions(shop.screen.getByLabelText("Venue"), "Lindenpark Pavilion");
    await shop.user.selectOptions(shop.screen.getByLabelText("Ticket type"), "Family and group tickets");
    await shop.screen.findByText("No event matches these filters.");
    expect(cardNames(shop)).toEqual([]);
    await shop.user.click(shop.screen.getByRole("button", { name: "Show all events" }));
    await waitFor(() => expect(cardNames(shop)).toHaveLength(5));
    expect((shop.screen.getByLabelText("Venue") as HTMLSelectElement).value).toBe("");
    shop.handle.unmount();
  });

  it("keeps the filters when the visitor opens an event and comes back", async () => {
    const shop = await list();
    await shop.user.selectOptions(shop.screen.getByLabelText("Venue"), "Harbour House");
    await shop.user.click(shop.screen.getByRole("link", { name: "Choose tickets for City on the River" }));
    await shop.screen.findByRole("heading", { name: "City on the River", level: 1 });
    await shop.user.click(shop.screen.getByRole("link", { name: /All events/ }));
    await waitFor(() => expect(cardNames(shop)).toEqual(["City on the River", "Concerts at the Harbour House"]));
    shop.handle.unmount();
  });

  it("opens the only event directly when a single one is on sale", async () => {
    // 200 days on, everything but the year-long exhibition has ended
    await service.advance(200 * 86_400_000);
    const shop = await renderShop({ service, route: "/tickets" });
    await shop.screen.findByRole("heading", { name: "Young Art – Studio Exhibition", level: 1 });
    expect(shop.path()).toBe("/en/tickets/106");
    // no way back to a list that would open this event again
    expect(shop.screen.queryByRole("link", { name: /All events/ })).toBeNull();
    shop.handle.unmount();
  });

  it("shows a loading state while the list is on its way", async () => {
    await service.fault({ endpoint: "event/select", delay: 1500 });
    // the first render does not wait for the list's answer (embed/mount.tsx START_SCREEN_WAIT)
    const shop = await renderShop({ service, route: "/tickets", options: { screenWait: 0 } });
    // shown, but no live region of its own: the shell says a screen's loading once (test/app/a11y.test.tsx)
    expect((await shop.screen.findByText("Loading events…")).closest("[role=status]")).toBeNull();
    await shop.screen.findAllByTestId("event-card");
    shop.handle.unmount();
  });

  it("says so when the list cannot be loaded, and loads it on retry", async () => {
    await service.fault({ endpoint: "event/select", status: 502, times: 3 });
    const shop = await renderShop({ service, route: "/tickets" });
    await shop.screen.findByText("The events could not be loaded. Please try again.");
    await shop.user.click(shop.screen.getByRole("button", { name: "Try again" }));
    expect(await shop.screen.findAllByTestId("event-card")).toHaveLength(5);
    shop.handle.unmount();
  });

  it("speaks the visitor's language", async () => {
    const shop = await list("de");
    expect(shop.screen.getByRole("heading", { level: 1 }).textContent).toBe("Ausstellungen und Veranstaltungen");
    expect(cardNames(shop)[1]).toBe("Stadt am Fluss");
    expect(shop.screen.getByLabelText("Ort")).toBeTruthy();
    shop.handle.unmount();
  });
});

describe("a long event list", () => {
  // 49 copies of the first event: 54 events on sale
  const seed = () =>
    fetch(`${service.url}/__sandbox/scale`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ events: 49 }),
    });

  it("comes in pages of 24: 'Show more' adds the next page and moves focus to its first card", async () => {
    await seed();
    const shop = await list();
    expect(shop.screen.getByText("54 events").getAttribute("role")).toBe("status");
    expect(cardNames(shop)).toHaveLength(24);
    await shop.user.click(shop.screen.getByRole("button", { name: "Show 24 more events" }));
    await waitFor(() => expect(cardNames(shop)).toHaveLength(48));
    const cards = shop.screen.getAllByTestId("event-card");
    await waitFor(() => expect(shop.shadow.activeElement).toBe(within(cards[24]).getByRole("link")));
    await shop.user.click(shop.screen.getByRole("button", { name: "Show 6 more events" }));
    await waitFor(() => expect(cardNames(shop)).toHaveLength(54));
    expect(shop.screen.queryByRole("button", { name: /more events/ })).toBeNull();
    expect(new Set(cardNames(shop)).size).toBe(54);
    shop.handle.unmount();
  });

  it("starts again at the first page when a filter changes", async () => {
    await seed();
    const shop = await list();
    await shop.user.click(shop.screen.getByRole("button", { name: "Show 24 more events" }));
    await waitFor(() => expect(cardNames(shop)).toHaveLength(48));
    await shop.user.selectOptions(shop.screen.getByLabelText("Venue"), "Main building on Lindenplatz");
    await waitFor(() => expect(cardNames(shop)).toHaveLength(24));
    expect(shop.screen.getByRole("button", { name: /^Show \d+ more events$/ })).toBeTruthy();
    shop.handle.unmount();
  });
});
