// A basket line keeps the name it was added with, in that language (issue 35): in a basket shown in
// another language its name carries that `lang`, so a screen reader reads it with the right voice and
// hyphenates it by the right rules. A line stored before lines knew their language has none of its own.
import { afterEach, describe, expect, it } from "vitest";
import type { TicketLine } from "../../../src/domain/basket";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop } from "../../helpers/render-shop";
import { adultTickets, poster, resetAddress, seedBasket, storedBasket } from "./helpers";

const service = useSandbox();
afterEach(resetAddress);

describe("a basket line's language", () => {
  it("a line added in German is marked German in the English basket, the basket's own texts are not", async () => {
    const shop = await renderShop({ service, route: "/product/3", lang: "de" });
    await shop.screen.findByRole("heading", { level: 1, name: "Poster „Lindenblüte“" });
    await shop.user.click(shop.screen.getByRole("button", { name: "In den Warenkorb" }));
    await shop.screen.findByText("1 Artikel wurde in den Warenkorb gelegt.");
    expect(storedBasket()!.lines).toMatchObject([{ name: "Poster „Lindenblüte“", lang: "de" }]);

    shop.navigate("/en/checkout");
    const [line] = await shop.screen.findAllByTestId("basket-line");
    const name = line.querySelector("h3")!;
    expect(name.textContent).toBe("Poster „Lindenblüte“");
    expect(name.getAttribute("lang")).toBe("de");
    // the quantity row is the English basket's
    expect(line.querySelector("p[lang]")).toBeNull();
    shop.handle.unmount();
  });

  it("keeps the language when the stored basket is read back; a line stored without one gets none", async () => {
    const germanTickets = {
      ...(adultTickets(1) as TicketLine),
      key: "de-tickets",
      name: "Erwachsene",
      eventName: "Licht und Schatten – Malerei der Romantik",
      lang: "de" as const,
    };
    seedBasket([{ ...poster(1), key: "de", name: "Poster „Lindenblüte“", lang: "de" }, adultTickets(1), germanTickets]);
    const shop = await renderShop({ service, route: "/checkout" });
    const lines = await shop.screen.findAllByTestId("basket-line");
    expect(lines.map((l) => l.querySelector("h3")!.getAttribute("lang"))).toEqual(["de", null, "de"]);
    // a ticket's event is named in the line's language too
    expect(Array.from(lines[2].querySelectorAll("p[lang]"), (p) => [p.textContent, p.getAttribute("lang")])).toEqual([
      ["Licht und Schatten – Malerei der Romantik", "de"],
    ]);
    expect(lines[1].querySelector("[lang]")).toBeNull();
    shop.handle.unmount();
  });
});
