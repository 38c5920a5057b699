import { describe, expect, it } from "vitest";
import { readOptions, toEmbedOptions } from "../../loader/options";
import { drawButton } from "../../loader/button";

const API = "https://museum.example/api";

function read(raw: Record<string, string>) {
  const reports: string[] = [];
  const options = readOptions(raw, API, (m) => reports.push(m));
  return { options, reports };
}

describe("option validation: errors name the attribute, the default stays", () => {
  it("keeps valid options and fills the defaults", () => {
    const { options, reports } = read({
      foyer: "",
      lang: "en",
      shop: "7",
      partner: "ACME-1",
      route: "/tickets/12",
      mode: "button",
      embedId: "museum-a",
      history: "memory",
      showHeader: "false",
      nonce: "abc+/=",
      label: "Führungen für Gruppen",
    });
    expect(reports).toEqual([]);
    expect(options).toMatchObject({
      lang: "en",
      shop: "7",
      partner: "ACME-1",
      api: API,
      route: "/tickets/12",
      mode: "button",
      embedId: "museum-a",
      history: "memory",
      showHeader: "false",
      label: "Führungen für Gruppen",
    });
  });

  it.each([
    [{ lang: "xx" }, 'Foyer: invalid data-lang="xx"', "lang", "de"],
    [{ mode: "popup" }, 'Foyer: invalid data-mode="popup"', "mode", undefined],
    [{ showFooter: "yes" }, 'Foyer: invalid data-show-footer="yes"', "showFooter", undefined],
    [{ embedId: "a b" }, 'Foyer: invalid data-embed-id="a b"', "embedId", undefined],
    [{ api: "javascript:alert(1)" }, 'Foyer: invalid data-api="javascript:alert(1)"', "api", API],
    [{ route: "tickets" }, 'Foyer: invalid data-route="tickets"', "route", undefined],
    [{ shop: "3 4" }, 'Foyer: invalid data-shop="3 4"', "shop", "3"],
    [{ colour: "red" }, 'Foyer: invalid data-colour="red"', "colour", undefined],
    [{ label: "" }, 'Foyer: invalid data-label=""', "label", undefined],
  ])("%j is reported", (raw, message, key, fallback) => {
    const { options, reports } = read(raw);
    expect(reports).toEqual([message]);
    expect(options[key]).toBe(fallback);
  });

  it("takes the widget's own data-foyer-shell mark (its language and label), which a copy of an embed element carries, for no option", () => {
    const { options, reports } = read({ foyer: "", foyerShell: "en Exhibition", lang: "en" });
    expect(reports).toEqual([]);
    expect(toEmbedOptions(options)).not.toHaveProperty("foyerShell");
  });

  it("gives the app booleans, the storage namespace and the inline mode by default", () => {
    expect(toEmbedOptions(read({ shop: "5", showHeader: "false", setTitle: "true", foyer: "" }).options)).toEqual({
      lang: "de",
      api: API,
      shop: "5",
      mode: "inline",
      embedId: "shop5",
      showHeader: false,
      setTitle: true,
    });
  });

  it.each([
    ["de", "Tickets"],
    ["en", "Tickets"],
    ["fr", "Billetterie"],
    ["it", "Biglietteria"],
    ["es", "Entradas"],
    ["sv", "Biljetter"],
    ["da", "Billetter"],
  ] as const)("the button's default label in %s is %s", (lang, label) => {
    expect(drawButton(document.createElement("div"), lang).textContent).toBe(label);
  });
});
