import { describe, expect, it } from "vitest";
import { within } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop, type RenderedShop } from "../../helpers/render-shop";
import { storedLines } from "./stored-basket";

const service = useSandbox();

const rows = (shop: RenderedShop) => shop.screen.queryAllByTestId("owner-row");
const legends = (shop: RenderedShop) => rows(shop).map((r) => r.querySelector("legend")!.textContent);
const more = (shop: RenderedShop, name: string) =>
  shop.user.click(shop.screen.getByRole("button", { name: `More: ${name}` }));
const less = (shop: RenderedShop, name: string) =>
  shop.user.click(shop.screen.getByRole("button", { name: `Fewer: ${name}` }));
const field = (row: HTMLElement, label: string) =>
  within(row).getByLabelText(label, { exact: false }) as HTMLInputElement;

async function fill(shop: RenderedShop, index: number, values: Record<string, string>) {
  const row = rows(shop)[index];
  for (const [label, value] of Object.entries(values)) {
    const input = field(row, label);
    if (input.tagName === "SELECT") await shop.user.selectOptions(input, value);
    else await shop.user.type(input, value);
  }
}

describe("annual pass owners", () => {
  it("has one owner row per pass, and changing the quantity adds or removes rows, keeping what was typed", async () => {
    const shop = await renderShop({ service, route: "/passes/101" });
    await shop.screen.findByRole("heading", { level: 1, name: "Annual pass" });
    expect(await shop.screen.findAllByTestId("owner-row")).toHaveLength(1);
    await fill(shop, 0, { "First name": "Ada", Surname: "Lind" });
    await more(shop, "Annual pass");
    await more(shop, "Annual pass");
    expect(legends(shop)).toEqual(["Pass holder 1", "Pass holder 2", "Pass holder 3"]);
    expect(field(rows(shop)[0], "First name").value).toBe("Ada");
    expect(field(rows(shop)[2], "First name").value).toBe("");
    await less(shop, "Annual pass");
    expect(rows(shop)).toHaveLength(2);
    expect(field(rows(shop)[0], "Surname").value).toBe("Lind");
    shop.handle.unmount();
  });

  it("asks a pass for two for two owners per pass", async () => {
    const shop = await renderShop({ service, route: "/passes/102" });
    await shop.screen.findByRole("heading", { level: 1, name: "Annual pass for two" });
    expect(await shop.screen.findAllByTestId("owner-row")).toHaveLength(2);
    // the rows come with the quantity, in the render of the click itself (React renders a
    // click's update in a microtask; an effect's update would come a task later)
    shop.screen.getByRole("button", { name: "More: Annual pass for two" }).click();
    await Promise.resolve();
    expect(rows(shop)).toHaveLength(4);
    shop.handle.unmount();
  });

  it("lists the holder's countries by name in the visitor's language, as the other forms do", async () => {
    const shop = await renderShop({ service, route: "/passes/102", lang: "de" });
    await shop.screen.findAllByTestId("owner-row");
    await shop.user.click(within(rows(shop)[0]).getByRole("checkbox", { name: /Diesen Pass per Post/ }));
    const select = field(rows(shop)[0], "Land") as unknown as HTMLSelectElement;
    const labels = Array.from(select.options)
      .filter((o) => o.value !== "")
      .map((o) => o.textContent!);
    expect(labels.length).toBeGreaterThan(3);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "de")));
    shop.handle.unmount();
  });

  it("asks each holder's address only when that holder's pass is sent to them (send_to_custom_addr per owner)", async () => {
    const shop = await renderShop({ service, route: "/passes/102" });
    await shop.screen.findAllByTestId("owner-row");
    const post = (i: number) =>
      within(rows(shop)[i]).getByRole("checkbox", { name: "Send this pass by post to this holder’s address" });
    expect(within(rows(shop)[0]).queryByLabelText("Street and number", { exact: false })).toBeNull();
    await shop.user.click(post(1));
    // only the second holder is asked for an address
    expect(within(rows(shop)[0]).queryByLabelText("Street and number", { exact: false })).toBeNull();
    expect(field(rows(shop)[1], "Country").value).toBe("DE");
    await fill(shop, 0, { "First name": "Ada", Surname: "Lind" });
    await fill(shop, 1, {
      "First name": "Ben",
      Surname: "Lind",
      "Street and number": "Weg 1",
      Postcode: "10117",
      "Town or city": "Berlin",
    });
    // unticked, the address fields go; ticked again, what was typed is still there
    await shop.user.click(post(1));
    expect(within(rows(shop)[1]).queryByLabelText("Street and number", { exact: false })).toBeNull();
    await shop.user.click(post(1));
    expect(field(rows(shop)[1], "Street and number").value).toBe("Weg 1");
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    await shop.screen.findByText("1 item was added to your basket.");
    const line = storedLines()[0] as unknown as { owners: unknown[] };
    expect(line).not.toHaveProperty("send_to_custom_addr");
    expect(line.owners).toEqual([
      { title: "", fname: "Ada", lname: "Lind", send_to_custom_addr: false },
      {
        title: "",
        fname: "Ben",
        lname: "Lind",
        send_to_custom_addr: true,
        address: { street: "Weg 1", zip: "10117", city: "Berlin", country: "DE" },
      },
    ]);
    shop.handle.unmount();
  });

  it("always asks for the address for a pass of a configured venue", async () => {
    const shop = await renderShop({ service, route: "/passes/103" });
    await shop.screen.findAllByTestId("owner-row");
    expect(
      shop.screen.getByText("Passes for this venue are sent by post, so we need each pass holder’s address."),
    ).toBeTruthy();
    expect(shop.screen.queryByRole("checkbox")).toBeNull();
    expect(field(rows(shop)[0], "Postcode")).toBeTruthy();
    shop.handle.unmount();
  });

  it("takes the venues that always need an address from the service's configuration", async () => {
    const shop = await renderShop({ service, route: "/passes/101", config: { pass_address_venues: ["LH"] } });
    await shop.screen.findAllByTestId("owner-row");
    expect(shop.screen.queryByRole("checkbox")).toBeNull();
    expect(field(rows(shop)[0], "Town or city")).toBeTruthy();
    shop.handle.unmount();
  });

  it("shows what is missing, adds nothing, then adds the passes with their owners", async () => {
    const shop = await renderShop({ service, route: "/passes/102" });
    await shop.screen.findAllByTestId("owner-row");
    await fill(shop, 0, { "First name": "Ada", Surname: "Lind" });
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    expect(await shop.screen.findByText("Please correct the errors in the form.")).toBeTruthy();
    expect(within(rows(shop)[1]).getByText("Please enter the first name.")).toBeTruthy();
    expect(field(rows(shop)[1], "First name").getAttribute("aria-invalid")).toBe("true");
    expect(field(rows(shop)[0], "First name").getAttribute("aria-invalid")).toBeNull();
    expect(storedLines()).toEqual([]);

    await fill(shop, 1, { Title: "mr", "First name": "Ben", Surname: "Lind" });
    expect(shop.screen.queryByText("Please correct the errors in the form.")).toBeNull();
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    expect(await shop.screen.findByText("1 item was added to your basket.")).toBeTruthy();
    expect(storedLines()).toMatchObject([
      {
        type: "annualPass",
        id: 102,
        count: 1,
        price: 11000,
        totalPrice: 11000,
        owners: [
          { title: "", fname: "Ada", lname: "Lind", send_to_custom_addr: false },
          { title: "mr", fname: "Ben", lname: "Lind", send_to_custom_addr: false },
        ],
      },
    ]);
    expect(storedLines()[0]).not.toHaveProperty("owners.0.address");
    // the form starts again with empty rows
    expect(field(rows(shop)[0], "First name").value).toBe("");
    shop.handle.unmount();
  });

  it("stores the owners' addresses when they are asked for", async () => {
    const shop = await renderShop({ service, route: "/passes/103" });
    await shop.screen.findAllByTestId("owner-row");
    await fill(shop, 0, {
      "First name": "Ada",
      Surname: "Lind",
      "Street and number": "Lindenplatz 1",
      Postcode: "10117",
      "Town or city": "Berlin",
      Country: "AT",
    });
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    await shop.screen.findByText("1 item was added to your basket.");
    expect(storedLines()).toMatchObject([
      {
        type: "annualPass",
        id: 103,
        owners: [
          {
            fname: "Ada",
            lname: "Lind",
            address: { street: "Lindenplatz 1", zip: "10117", city: "Berlin", country: "AT" },
          },
        ],
      },
    ]);
    shop.handle.unmount();
  });
});
