import { describe, expect, it } from "vitest";
import { waitFor, within } from "@testing-library/dom";
import { addDays } from "date-fns/addDays";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop, type RenderedShop } from "../../helpers/render-shop";
import { formatDate, toKeyDate } from "../../../src/domain/dates";
import { LANGUAGES } from "../../../src/domain/config-languages";
import { loadLanguage } from "../../../scripts/catalogs.mjs";
import { museumDay } from "../../helpers/clock";

const service = useSandbox();
/** The museum's today at the pinned instant. */
const today = () => museumDay(service.pinned);

const cardIds = (shop: RenderedShop) =>
  shop.screen.queryAllByTestId(/^tour-\d+$/).map((c) => Number(c.dataset.testid!.slice(5)));

async function openList(lang: (typeof LANGUAGES)[number] = "en") {
  const shop = await renderShop({ service, route: "/guided-tours", lang });
  await shop.screen.findAllByTestId(/^tour-\d+$/);
  return shop;
}

describe("guided tour list", () => {
  it("starts with the configured tour language and shows price from and maximum participants", async () => {
    const shop = await openList();
    expect((shop.screen.getByLabelText("Tour language") as HTMLSelectElement).value).toBe("de");
    expect(cardIds(shop)).toEqual([101, 103, 104]);
    const card = within(shop.screen.getByTestId("tour-101"));
    expect(card.getByRole("heading", { name: "Highlights of the collection" })).toBeTruthy();
    expect(card.getByText("from €4.00")).toBeTruthy();
    expect(card.getByText("up to 25 participants")).toBeTruthy();
    expect(within(shop.screen.getByTestId("tour-104")).getByText("from €3.00 per person")).toBeTruthy();
    expect(card.getByRole("link", { name: "Choose a date: Highlights of the collection" }).getAttribute("href")).toBe(
      "/en/guided-tours/101",
    );
    shop.handle.unmount();
  });

  it("filters by language, category, venue and day", async () => {
    const shop = await openList();
    const select = (label: string, value: string) => shop.user.selectOptions(shop.screen.getByLabelText(label), value);
    await select("Tour language", "");
    expect(cardIds(shop)).toEqual([101, 102, 103, 104, 105, 106]);
    await select("Category", "3");
    expect(cardIds(shop)).toEqual([103, 106]);
    await select("Category", "");
    await select("Venue", "GARDEN");
    expect(cardIds(shop)).toEqual([105]);
    // the garden tour is sold out today and the next two days
    await select("Day", toKeyDate(today()));
    expect(cardIds(shop)).toEqual([]);
    // the list's own status (the embed's live regions are statuses too)
    expect(shop.screen.getByText("No tour matches your choice.").closest("[role=status]")).not.toBeNull();
    const inThree = toKeyDate(addDays(today(), 3));
    await select("Day", inThree);
    expect(cardIds(shop)).toEqual([105]);
    // the chosen day goes with the link to the tour
    expect(shop.screen.getByRole("link", { name: "Walk through the sculpture garden" }).getAttribute("href")).toBe(
      `/en/guided-tours/105?date=${inThree}`,
    );
    shop.handle.unmount();
  });

  it("offers today, tomorrow and the next three days, the fourth flag on its own day", async () => {
    const shop = await openList();
    const options = Array.from((shop.screen.getByLabelText("Day") as HTMLSelectElement).options).map((o) => o.value);
    expect(options).toEqual(["", ...[0, 1, 2, 3, 4].map((n) => toKeyDate(addDays(today(), n)))]);
    // the garden tour runs in three and in four days only: two flags with their own dates (the
    // tours per day are a read of their own, which may answer after the cards)
    await shop.user.selectOptions(shop.screen.getByLabelText("Tour language"), "fr");
    const coming = await within(await shop.screen.findByTestId("tour-105")).findByRole("list", { name: "Coming up" });
    const flags = within(coming).getAllByRole("listitem");
    expect(flags.map((f) => f.textContent!.split(", ")[1])).toEqual([3, 4].map((n) => formatDate(addDays(today(), n))));
    shop.handle.unmount();
  });

  it("shows that the tours per day are loading, then their flags", async () => {
    await service.fault({ endpoint: "tour/overview", delay: 1500 });
    const shop = await openList();
    const loading = await shop.screen.findByText("Loading the tours of the coming days…");
    // no live region of its own: the shell says a screen's loading once (test/app/a11y.test.tsx)
    expect(loading.closest("[role=status]")).toBeNull();
    await waitFor(() => expect(shop.screen.queryByText("Loading the tours of the coming days…")).toBeNull(), {
      timeout: 15_000,
    });
    await shop.user.selectOptions(shop.screen.getByLabelText("Tour language"), "fr");
    expect(within(shop.screen.getByTestId("tour-105")).getByRole("list", { name: "Coming up" })).toBeTruthy();
    shop.handle.unmount();
  });

  it("shows how many bookings of a tour the basket holds", async () => {
    const line = {
      key: "a",
      type: "guidedTour",
      id: 104,
      tourId: 104,
      name: "Family tour",
      price: 600,
      totalPrice: 2600,
      count: 2,
      totalCount: 2,
      single_ticketing: 1,
      book_complete_tour: 0,
      datetime: "2030-01-01 11:30:00",
      // a whole line: one that lacks its parts is dropped when the basket is read back (issue 12)
      eventName: "",
      priceId: 1,
      answers: [],
      tickets: [],
      tours: [{ id: 1, name: "Family", price: 600, count: 2 }],
    };
    sessionStorage.setItem(
      "foyer:test:basket",
      JSON.stringify({
        v: 1,
        value: { lines: [line, { ...line, key: "b" }], requestInvoice: true, cartId: null, externalDocumentNumber: "" },
      }),
    );
    const shop = await openList();
    expect(
      within(shop.screen.getByTestId("tour-104")).getByText("2 bookings of this tour in your basket"),
    ).toBeTruthy();
    expect(within(shop.screen.getByTestId("tour-101")).queryByText(/in your basket/)).toBeNull();
    shop.handle.unmount();
  });

  it("keeps an empty list when the list call fails", async () => {
    await service.fault({ endpoint: "tour/select/event", status: 404 });
    const shop = await renderShop({ service, route: "/guided-tours" });
    await waitFor(() => expect(shop.screen.getByText("There are no guided tours at the moment.")).toBeTruthy());
    expect(cardIds(shop)).toEqual([]);
    shop.handle.unmount();
  });

  it.each(LANGUAGES.map((l) => [l]))("is translated in %s", async (lang) => {
    const shop = await openList(lang);
    const messages = loadLanguage(process.cwd(), lang, undefined, "tours").messages;
    expect(shop.root.querySelector("legend")!.textContent).toBe(messages["tours.filters"].text);
    expect(shop.screen.getAllByText(messages["tours.card.chooseDate"].text).length).toBe(3);
    expect(shop.root.textContent).not.toMatch(/tours\.[a-z]/);
    shop.handle.unmount();
  });
});
