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
    ["merchandise", "merchandise"],
    ["passes", "passes"],
    ["vouchers", "vouchers"],
    ["overview", "overview"],
    ["nonsense", "overview"],
  ])("home_view %s -> %s", (value, expected) => {
    expect(normalizeConfig({ home_view: value }).home_view).toBe(expected);
  });
});

describe("normalizeConfig: the defaults a shop gets when the answer leaves a field out", () => {
  it("starts with every area off, German country and tour language, euros, header and footer shown", () => {
    const c = normalizeConfig({});
    expect(c).toMatchObject({
      has_tickets: false,
      has_guided_tours: false,
      has_merchandise: false,
      has_memcard: false,
      has_vouchers: false,
      has_voucher_code: false,
      default_user_country_key: "DE",
      guided_tour_default_language: "de",
      home_view: "overview",
      show_progress_bar: false,
      show_breadcrumbs: false,
      short_breadcrumbs: false,
      cookie_disclaimer: false,
      logoLinksToMainSite: false,
      museumMainUrl: "",
      currencySymbol: "EUR",
      showHeader: true,
      showFooter: true,
      hasCheckoutDocumentNumber: false,
      confirmPaymentOnCheckout: true,
    });
  });

  it("reads a field that is null as left out (also where an object is expected)", () => {
    const c = normalizeConfig({
      site_name: null,
      nav_translations: null,
      custom_terms_links: null,
      partnerLogos: null,
    });
    expect(c).toEqual(DEFAULT_CONFIG);
  });
});

describe("normalizeConfig: the per-language texts", () => {
  it("keeps the widget's languages with a text, drops numbers, blank texts and unknown languages", () => {
    const c = normalizeConfig({ siteNameTranslations: { de: "Museum", en: 5, fr: "  ", xx: "X", it: "Museo" } });
    expect(c.siteNameTranslations).toEqual({ de: "Museum", it: "Museo" });
  });

  it.each([null, "Museum", ["Museum"], 5])("reads %j as no translations", (given) => {
    expect(normalizeConfig({ languagesFull: given }).languagesFull).toEqual({});
  });

  it("keeps the navigation labels of the areas that have one, and no empty entries", () => {
    const c = normalizeConfig({
      nav_translations: { tickets: { de: "Karten", en: "" }, vouchers: {}, passes: "Pässe", unknown: { de: "X" } },
    });
    expect(c.nav_translations).toEqual({ tickets: { de: "Karten" } });
  });

  it("keeps only the museum links per language that may be followed", () => {
    const c = normalizeConfig({
      museumMainUrl: "javascript:alert(1)",
      museumPerLanguageUrls: { de: "https://museum.example/de", en: "javascript:alert(1)" },
    });
    expect(c.museumMainUrl).toBe("");
    expect(c.museumPerLanguageUrls).toEqual({ de: "https://museum.example/de" });
    expect(normalizeConfig({ museumMainUrl: "https://museum.example" }).museumMainUrl).toBe("https://museum.example");
  });
});

describe("normalizeConfig: custom_terms_links", () => {
  const link = (name: string) => ({ url: `https://museum.example/${name}`, title: name });

  it("keeps every kind of legal page the editor links, per language", () => {
    const given = {
      imprint: link("imprint"),
      terms: link("terms"),
      data_protection: link("privacy"),
      shipping: link("shipping"),
    };
    expect(normalizeConfig({ custom_terms_links: { de: given } }).custom_terms_links).toEqual({ de: given });
  });

  it("drops a link without a title or with a URL that may not be followed, and a language left without links", () => {
    const c = normalizeConfig({
      custom_terms_links: {
        de: { imprint: { url: "javascript:alert(1)", title: "Impressum" }, terms: { url: "https://m.example/agb" } },
        en: { imprint: link("imprint"), terms: "https://m.example/terms", other: link("other") },
        fr: "https://m.example/fr",
      },
    });
    expect(c.custom_terms_links).toEqual({ en: { imprint: link("imprint") } });
  });
});

describe("normalizeConfig: partnerLogos", () => {
  it("keeps a group's logos with their image, link and alternative text", () => {
    const groups = [
      {
        name: { de: "Förderer", en: "Sponsors" },
        logos: [
          { image: "https://m.example/a.png", url: "https://a.example", alt: "Foundation A" },
          { image: "https://m.example/b.png", alt: "" },
          { image: "https://m.example/c.png" },
        ],
      },
    ];
    expect(normalizeConfig({ partnerLogos: groups }).partnerLogos).toEqual(groups);
  });

  it("drops logos without an image, links that may not be followed, alt texts that are not texts", () => {
    const c = normalizeConfig({
      partnerLogos: [
        {
          name: { de: "Partner" },
          logos: [
            null,
            "https://m.example/x.png",
            { url: "https://x.example" },
            { image: " ", alt: "blank" },
            { image: "https://m.example/d.png", url: "javascript:alert(1)", alt: 7 },
          ],
        },
      ],
    });
    expect(c.partnerLogos).toEqual([{ name: { de: "Partner" }, logos: [{ image: "https://m.example/d.png" }] }]);
  });

  it("drops groups that are not groups or have no logo left, and keeps the order of the others", () => {
    const logo = (n: string) => ({ image: `https://m.example/${n}.png` });
    const c = normalizeConfig({
      partnerLogos: [
        null,
        "Sponsors",
        { name: { de: "Leer" }, logos: [] },
        { name: { de: "Kaputt" }, logos: "a.png" },
        { name: { de: "Eins" }, logos: [logo("1")] },
        { logos: [logo("2")] },
      ],
    });
    expect(c.partnerLogos).toEqual([
      { name: { de: "Eins" }, logos: [logo("1")] },
      { name: {}, logos: [logo("2")] },
    ]);
    expect(normalizeConfig({ partnerLogos: { logos: [logo("1")] } }).partnerLogos).toEqual([]);
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
