import { describe, expect, it } from "vitest";
import { DEFAULT_CONFIG, normalizeConfig, pageTitle, translated } from "../../src/domain/config";
import { enabledAreas } from "../../src/domain/config";

describe("normalizeConfig", () => {
  it("keeps registration and guest orders on, and the dash, when the answer leaves them out", () => {
    const c = normalizeConfig({ site_name: "M" });
    expect(c.hasUserRegistration).toBe(true);
    expect(c.hasGuestRegistration).toBe(true);
    expect(c.title_separator).toBe("dash");
    expect(normalizeConfig({ title_separator: "pipe" }).title_separator).toBe("pipe");
    expect(normalizeConfig({ title_separator: "slash" }).title_separator).toBe("dash");
  });

  it("fills every field from the defaults when the answer is empty or not an object", () => {
    expect(normalizeConfig({})).toEqual(DEFAULT_CONFIG);
    expect(normalizeConfig(null)).toEqual(DEFAULT_CONFIG);
    expect(normalizeConfig("oops")).toEqual(DEFAULT_CONFIG);
  });

  it("keeps values of the right type and drops the others", () => {
    const c = normalizeConfig({
      has_tickets: true,
      site_name: 42,
      languages: "de",
      show_breadcrumbs: "yes",
      confirmPaymentOnCheckout: false,
    });
    expect(c.has_tickets).toBe(true);
    expect(c.site_name).toBe("");
    expect(c.languages).toEqual(DEFAULT_CONFIG.languages);
    expect(c.show_breadcrumbs).toBe(false);
    expect(c.confirmPaymentOnCheckout).toBe(false);
  });

  it.each([
    [
      ["en", "xx", "de"],
      ["en", "de"],
    ],
    [["xx"], ["de"]],
    [[], ["de"]],
  ])("keeps only known languages: %j -> %j", (languages, expected) => {
    const reports: string[] = [];
    expect(normalizeConfig({ languages }, (m) => reports.push(m)).languages).toEqual(expected);
    expect(reports).toEqual(languages.includes("xx") ? [expect.stringMatching(/does not know: xx$/)] : []);
  });

  it("says which offered language it leaves out, instead of dropping it silently", () => {
    const reports: string[] = [];
    normalizeConfig({ languages: ["de", "pl", "fi"] }, (m) => reports.push(m));
    expect(reports).toEqual(["Foyer: the shop offers languages the widget does not know: pl, fi"]);
  });

  it.each([
    ["tickets", "tickets"],
    ["guidedTours", "guidedTours"],
    ["nonsense", "overview"],
  ])("home_view %s -> %s", (value, expected) => {
    expect(normalizeConfig({ home_view: value }).home_view).toBe(expected);
  });
});

describe("translated and enabledAreas", () => {
  it("uses the language's text, else the fallback", () => {
    expect(translated({ de: "Shop", en: "Store" }, "en", "x")).toBe("Store");
    expect(translated({ de: "Shop" }, "fr", "Boutique")).toBe("Boutique");
    expect(translated(undefined, "fr", "Boutique")).toBe("Boutique");
  });

  it("lists the areas the flags switch on, in navigation order", () => {
    const c = normalizeConfig({ has_vouchers: true, has_tickets: true, has_memcard: true });
    expect(enabledAreas(c)).toEqual(["tickets", "passes", "vouchers"]);
  });
});

describe("pageTitle", () => {
  it("joins route title and site name with a dash, or a pipe when configured", () => {
    expect(pageTitle("Vouchers", "Museum", "dash")).toBe("Vouchers – Museum");
    expect(pageTitle("Vouchers", "Museum", "pipe")).toBe("Vouchers | Museum");
    expect(pageTitle("Vouchers", "", "pipe")).toBe("Vouchers");
  });
});
