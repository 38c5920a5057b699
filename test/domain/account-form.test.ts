import { describe, expect, it } from "vitest";
import {
  EMPTY_VALUES,
  countryOptions,
  countryToSend,
  customerToValues,
  fieldRules,
  missingRequired,
  nameErrors,
  shippingNameErrors,
  toPayload,
  type CustomerValues,
  type FormMode,
} from "../../src/domain/account-form";

const ALL = [
  "email",
  "password",
  "salutation",
  "fname",
  "lname",
  "company",
  "phone",
  "street",
  "zip",
  "city",
  "country",
  "shipping",
  "send_invoice",
];
const lists = (visible: string[], required: string[]) => ({ visible_fields: visible, required_fields: required });

describe("fieldRules: visible and required as customer/attr says", () => {
  it.each<[string, string[], string[], FormMode, string, boolean, boolean]>([
    // case, visible, required, mode, field, visible?, required?
    ["visible and required", ALL, ["fname"], "register", "fname", true, true],
    ["visible, not required", ALL, [], "register", "fname", true, false],
    ["required but hidden is not asked", ["email"], ["fname"], "register", "fname", false, false],
    ["hidden country", ["fname"], ["country"], "register", "country", false, false],
    ["e-mail always in a registration", [], [], "register", "email", true, true],
    ["password always in a registration", [], [], "register", "password", true, true],
    ["e-mail always for a guest", [], [], "guest", "email", true, true],
    ["no password for a guest", ALL, ALL, "guest", "password", false, false],
    ["no e-mail in the profile", ALL, ALL, "profile", "email", false, false],
    ["no password in the profile", ALL, ALL, "profile", "password", false, false],
    ["the profile follows the lists", ["phone"], ["phone"], "profile", "phone", true, true],
    ["send_invoice is never required", ALL, ALL, "register", "send_invoice", true, false],
    ["delivery address visible when listed", ALL, ALL, "guest", "shipping", true, false],
    ["no delivery address in the profile form", ALL, ALL, "profile", "shipping", false, false],
  ])("%s", (_, visible, required, mode, field, v, r) => {
    expect(fieldRules(lists(visible, required), mode)[field as "fname"]).toEqual({ visible: v, required: r });
  });
});

const values = (over: Partial<CustomerValues> = {}): CustomerValues => ({
  ...EMPTY_VALUES,
  email: "max@example.org",
  password: "Secret-123",
  fname: "Max",
  lname: "Muster",
  street: "Hauptstraße 1",
  zip: "10115",
  city: "Berlin",
  country: "DE",
  ...over,
});

describe("missingRequired", () => {
  const rules = fieldRules(
    lists(ALL, ["email", "password", "fname", "lname", "street", "zip", "city", "country"]),
    "register",
  );
  it.each<[string, Partial<CustomerValues>, string[]]>([
    ["nothing missing", {}, []],
    ["an empty first name", { fname: "" }, ["fname"]],
    ["blanks count as empty", { city: "   " }, ["city"]],
    ["an optional field may be empty", { phone: "", company: "" }, []],
    ["several", { email: "", zip: "" }, ["email", "zip"]],
    [
      "a chosen delivery address must be complete",
      { shipping: { name: "M", street: "", zip: "1", city: "B", country: "" } },
      ["shipping.street", "shipping.country"],
    ],
    ["no delivery address chosen", { shipping: null }, []],
  ])("%s", (_, over, expected) => {
    expect(missingRequired(values(over), rules)).toEqual(expected);
  });

  it("does not ask for a hidden required field", () => {
    const hidden = fieldRules(lists(["email", "fname"], ["email", "fname", "city"]), "guest");
    expect(missingRequired(values({ city: "" }), hidden)).toEqual([]);
  });
});

describe("countryToSend: only when visible; the choice, else the configured default", () => {
  it.each([
    [true, "AT", "DE", "AT"],
    [true, "", "DE", "DE"],
    [true, "  ", "DE", "DE"],
    [false, "AT", "DE", undefined],
    [false, "", "CH", undefined],
  ])("visible %s, chosen %j, default %s -> %s", (visible, chosen, fallback, expected) => {
    expect(countryToSend(visible, chosen, fallback)).toBe(expected);
  });
});

describe("nameErrors: first, last and delivery name by the one name rule (issue 33)", () => {
  const rules = fieldRules(lists(ALL, []), "register");
  const delivery = { name: "Eva", street: "Weg 2", zip: "1010", city: "Wien", country: "AT" };
  it.each([
    ["names", values({}), {}],
    ["empty names are the required check's", values({ fname: "", lname: " " }), {}],
    ["digits", values({ fname: "12345" }), { fname: ["NAME_CHARACTERS"] }],
    ["a control character", values({ lname: "Mus\u0007ter" }), { lname: ["NAME_CHARACTERS"] }],
    ["only punctuation", values({ lname: "-.-" }), { lname: ["NAME_NO_LETTERS"] }],
    ["longer than the service takes", values({ fname: "a".repeat(101) }), { fname: ["NAME_TOO_LONG"] }],
    ["the delivery name", values({ shipping: { ...delivery, name: "<b>" } }), { "shipping.name": ["NAME_CHARACTERS"] }],
  ])("%s", (_, v, expected) => {
    expect(nameErrors(v, rules)).toEqual(expected);
  });

  it("leaves out fields the form does not show", () => {
    expect(nameErrors(values({ fname: "1" }), fieldRules(lists(["lname"], []), "guest"))).toEqual({});
  });

  it("checks the settings' delivery name too", () => {
    expect(shippingNameErrors({ ...delivery, name: "007" })).toEqual({ "shipping.name": ["NAME_CHARACTERS"] });
    expect(shippingNameErrors(delivery)).toEqual({});
  });
});

describe("toPayload", () => {
  it("sends visible fields trimmed, the password for the API to hash, and the country", () => {
    const rules = fieldRules(lists(ALL, []), "register");
    expect(toPayload(values({ fname: " Max ", lname: "Muster\u00a0 ", country: "AT" }), rules, "DE")).toEqual({
      email: "max@example.org",
      password: "Secret-123",
      salutation: "",
      fname: "Max",
      lname: "Muster",
      company: "",
      phone: "",
      street: "Hauptstraße 1",
      zip: "10115",
      city: "Berlin",
      country: "AT",
      send_invoice: true,
      shipping: null,
    });
  });

  it("leaves hidden fields out, the country too when it is hidden", () => {
    const rules = fieldRules(lists(["fname", "lname"], []), "guest");
    expect(toPayload(values({ country: "AT", phone: "123" }), rules, "DE")).toEqual({
      email: "max@example.org",
      fname: "Max",
      lname: "Muster",
    });
  });

  it("sends a chosen delivery address", () => {
    const rules = fieldRules(lists(ALL, []), "guest");
    const shipping = { name: " Eva  Maria ", street: "Weg 2", zip: "1010", city: "Wien", country: "AT" };
    expect(toPayload(values({ shipping }), rules, "DE").shipping).toEqual({ ...shipping, name: "Eva Maria" });
  });
});

describe("customerToValues", () => {
  it("turns the stored customer into form values", () => {
    const v = customerToValues({
      fname: "Erika",
      lname: "Mustermann",
      email: "e@example.org",
      addrBilling: { street: "A 1", zip: "1", city: "B", country: "DE" },
      addrShipping: { id: 3, name: "E M", street: "H 3", zip: "2", city: "C", country: "AT" },
      send_invoice: false,
    });
    expect(v).toMatchObject({ fname: "Erika", street: "A 1", country: "DE", salutation: "", send_invoice: false });
    expect(v.shipping).toEqual({ name: "E M", street: "H 3", zip: "2", city: "C", country: "AT" });
    expect(v.password).toBe("");
  });

  it("copes with a customer without addresses", () => {
    const v = customerToValues({ fname: "A", lname: "B", email: "a@b.cd", addrBilling: null, addrShipping: null });
    expect(v).toMatchObject({ street: "", country: "", shipping: null, send_invoice: true });
  });
});

describe("countryOptions", () => {
  it("lists name and key, sorted by name in the visitor's language", () => {
    expect(countryOptions({ DE: "Deutschland", AT: "Österreich", DK: "Dänemark" }, "de")).toEqual([
      { value: "DK", label: "Dänemark" },
      { value: "DE", label: "Deutschland" },
      { value: "AT", label: "Österreich" },
    ]);
  });
});

describe("a new form starts empty", () => {
  it("asks for every required field of an untouched form", () => {
    const rules = fieldRules(lists(ALL, ALL), "register");
    expect(missingRequired(EMPTY_VALUES, rules)).toEqual([
      "email",
      "password",
      "salutation",
      "fname",
      "lname",
      "company",
      "phone",
      "street",
      "zip",
      "city",
      "country",
    ]);
  });

  it("sends nothing the visitor did not enter", () => {
    const rules = fieldRules(lists(ALL, []), "guest");
    expect(toPayload(EMPTY_VALUES, rules, "DE")).toEqual({
      email: "",
      salutation: "",
      fname: "",
      lname: "",
      company: "",
      phone: "",
      street: "",
      zip: "",
      city: "",
      country: "DE",
      send_invoice: true,
      shipping: null,
    });
  });
});

describe("toPayload: the country and the delivery address", () => {
  it("sends the configured default when the visible country is left empty", () => {
    const rules = fieldRules(lists(ALL, []), "register");
    expect(toPayload(values({ country: "" }), rules, "DE").country).toBe("DE");
    expect(toPayload(values({ country: "  " }), rules, "CH").country).toBe("CH");
  });

  it("has no country key at all when the country is hidden", () => {
    const rules = fieldRules(lists(["fname"], []), "guest");
    expect(toPayload(values({ country: "AT" }), rules, "DE")).toStrictEqual({ email: "max@example.org", fname: "Max" });
  });

  it("trims every part of a delivery address", () => {
    const rules = fieldRules(lists(ALL, []), "guest");
    const shipping = { name: " Eva ", street: " Weg 2 ", zip: " 1010 ", city: " Wien ", country: " AT " };
    expect(toPayload(values({ shipping }), rules, "DE").shipping).toEqual({
      name: "Eva",
      street: "Weg 2",
      zip: "1010",
      city: "Wien",
      country: "AT",
    });
  });
});

describe("customerToValues: every stored field, and empty text for what the service leaves out", () => {
  it("copies a full customer", () => {
    expect(
      customerToValues({
        salutation: "Frau",
        fname: "Erika",
        lname: "Mustermann",
        company: "Museum GmbH",
        email: "e@example.org",
        phone: "+49 30 123",
        addrBilling: { street: "A 1", zip: "10115", city: "Berlin", country: "DE" },
        addrShipping: null,
        send_invoice: true,
      }),
    ).toEqual({
      email: "e@example.org",
      password: "",
      salutation: "Frau",
      fname: "Erika",
      lname: "Mustermann",
      company: "Museum GmbH",
      phone: "+49 30 123",
      street: "A 1",
      zip: "10115",
      city: "Berlin",
      country: "DE",
      send_invoice: true,
      shipping: null,
    });
  });

  it("reads missing fields as empty", () => {
    const partial = { addrShipping: {} } as unknown as Parameters<typeof customerToValues>[0];
    expect(customerToValues(partial)).toEqual({
      ...EMPTY_VALUES,
      shipping: { name: "", street: "", zip: "", city: "", country: "" },
    });
    expect(EMPTY_VALUES).toEqual({
      email: "",
      password: "",
      salutation: "",
      fname: "",
      lname: "",
      company: "",
      phone: "",
      street: "",
      zip: "",
      city: "",
      country: "",
      send_invoice: true,
      shipping: null,
    });
  });
});
