// Issue 33: a ticket count typed above what is left is refused at its field with how many are
// left, never clamped in silence (typing 9 where 3 are left became 3, with no message), and
// adding waits until the field is put right.
import { describe, expect, it } from "vitest";
import { fireEvent, waitFor } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop } from "../../helpers/render-shop";
import { formatKeyDate } from "../../../src/domain/dates";
import { adultTickets, storedBasket } from "../checkout/helpers";

const service = useSandbox();

/** Types into the field and presses Enter (user-event cannot focus inside happy-dom's shadow root). */
async function type(input: HTMLInputElement, value: string) {
  fireEvent.input(input, { target: { value } });
  await new Promise((r) => setTimeout(r));
  fireEvent.keyDown(input, { key: "Enter" });
}

describe("a ticket count typed above what is left", () => {
  it("says at the field how many are left, keeps the 9, and adds nothing until it is put right", async () => {
    const { date } = adultTickets(1) as ReturnType<typeof adultTickets> & { date: string };
    const shop = await renderShop({ service, route: "/tickets/101" });
    await shop.screen.findByRole("heading", { level: 1, name: (n) => n !== "" && !/Loading/.test(n) });
    const day = () => shop.root.querySelector<HTMLButtonElement>(`button[data-day="${date}"]`)!;
    await waitFor(() => expect(day()?.getAttribute("aria-disabled")).toBeNull());
    await shop.user.click(day());
    await shop.screen.findByText(new RegExp(`Tickets for ${formatKeyDate(date).replace(/\./g, "\\.")}`));
    await shop.user.click(shop.screen.getByRole("radio", { name: /^12:00/ }));
    const adult = shop.screen.getByRole("spinbutton", { name: "Number of Adult" }) as HTMLInputElement;
    await type(adult, "9");
    const message = await shop.screen.findByText("Only 3 are left.");
    expect(adult.value).toBe("9");
    expect(adult.getAttribute("aria-invalid")).toBe("true");
    expect(adult.getAttribute("aria-describedby")).toBe(message.id);
    expect(shop.screen.getByTestId("selection-summary").textContent).toMatch(/^0 tickets/);
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    expect((adult.getRootNode() as ShadowRoot).activeElement).toBe(adult);
    expect(storedBasket()?.lines ?? []).toEqual([]);
    await type(adult, "3");
    await waitFor(() => expect(shop.screen.queryByText("Only 3 are left.")).toBeNull());
    expect(adult.getAttribute("aria-invalid")).toBeNull();
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    await waitFor(() => expect(storedBasket()?.lines).toMatchObject([{ type: "ticket", count: 3 }]));
    shop.handle.unmount();
  });

  it("shows a count typed with a leading zero as its number (issue 35: '02' stayed)", async () => {
    const { date } = adultTickets(1) as ReturnType<typeof adultTickets> & { date: string };
    const shop = await renderShop({ service, route: "/tickets/101" });
    await shop.screen.findByRole("heading", { level: 1, name: (n) => n !== "" && !/Loading/.test(n) });
    const day = () => shop.root.querySelector<HTMLButtonElement>(`button[data-day="${date}"]`)!;
    await waitFor(() => expect(day()?.getAttribute("aria-disabled")).toBeNull());
    await shop.user.click(day());
    await shop.user.click(await shop.screen.findByRole("radio", { name: /^12:00/ }));
    const adult = (await shop.screen.findByRole("spinbutton", { name: "Number of Adult" })) as HTMLInputElement;
    await type(adult, "02");
    await waitFor(() => expect(adult.value).toBe("2"));
    expect(adult.getAttribute("aria-valuenow")).toBe("2");
    shop.handle.unmount();
  });

  it("reads a count typed in another numeral system as that number", async () => {
    const { date } = adultTickets(1) as ReturnType<typeof adultTickets> & { date: string };
    const shop = await renderShop({ service, route: "/tickets/101", lang: "de" });
    await shop.screen.findByRole("heading", { level: 1, name: (n) => n !== "" && !/Lädt/.test(n) });
    const day = () => shop.root.querySelector<HTMLButtonElement>(`button[data-day="${date}"]`)!;
    await waitFor(() => expect(day()?.getAttribute("aria-disabled")).toBeNull());
    await shop.user.click(day());
    await shop.user.click(await shop.screen.findByRole("radio", { name: /^12:00/ }));
    const adult = shop.screen.getByRole("spinbutton", { name: "Anzahl Erwachsene" }) as HTMLInputElement;
    await type(adult, "٢");
    await waitFor(() => expect(adult.value).toBe("2"));
    await type(adult, "٩");
    expect(await shop.screen.findByText("Nur noch 3 verfügbar.")).toBeTruthy();
    expect(adult.value).toBe("٩");
    shop.handle.unmount();
  });
});
