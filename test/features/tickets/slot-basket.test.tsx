// Issue 13 (12): a timed slot's places the basket already holds are not offered again, so a slot
// with 3 places left cannot be filled twice (checkout would refuse it as sold out).
import { describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop } from "../../helpers/render-shop";
import { formatKeyDate } from "../../../src/domain/dates";
import { adultTickets, seedBasket } from "../checkout/helpers";

const service = useSandbox();

describe("timed tickets count what the basket holds", () => {
  it("with 2 of the slot's 3 places in the basket, only 1 more can be chosen", async () => {
    const held = adultTickets(2) as ReturnType<typeof adultTickets> & { date: string };
    seedBasket([held]);
    const shop = await renderShop({ service, route: "/tickets/101" });
    await shop.screen.findByRole("heading", { level: 1, name: (n) => n !== "" && !/Loading/.test(n) });
    const day = () => shop.root.querySelector<HTMLButtonElement>(`button[data-day="${held.date}"]`)!;
    await waitFor(() => expect(day()?.getAttribute("aria-disabled")).toBeNull());
    await shop.user.click(day());
    await shop.screen.findByText(new RegExp(`Tickets for ${formatKeyDate(held.date).replace(/\./g, "\\.")}`));
    await shop.user.click(shop.screen.getByRole("radio", { name: /^12:00/ }));
    // the time says what is left for this visitor: 3 at the service, 2 of them in the basket
    expect(shop.screen.getByRole("radio", { name: /^12:00/ }).closest("label")!.textContent).toBe("12:001 place left");
    const more = shop.screen.getByRole("button", { name: "More: Adult" }) as HTMLButtonElement;
    await shop.user.click(more);
    expect(more.disabled).toBe(true);
    expect((shop.screen.getByRole("spinbutton", { name: "Number of Adult" }) as HTMLInputElement).value).toBe("1");
    await shop.user.click(shop.screen.getByRole("button", { name: "More: Reduced" }));
    expect((await shop.screen.findByTestId("selection-errors")).textContent).toBe(
      "You are trying to book 2 tickets, but only 1 are available.",
    );
    shop.handle.unmount();
  });
});
