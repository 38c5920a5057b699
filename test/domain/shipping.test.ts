import { describe, expect, it } from "vitest";
import type { BasketLine } from "../../src/domain/basket";
import {
  EMPTY_SHIPPING_FORM,
  initialShippingForm,
  missingShippingFields,
  shippingAddress,
  shippingCart,
  shippingDestination,
  shippingNameRefusal,
  shippingReady,
  shippingToSave,
  type ShippingCustomer,
  type ShippingForm,
} from "../../src/domain/shipping";

const poster = {
  key: "m",
  type: "merchandise",
  id: 3,
  name: "Poster",
  price: 1200,
  totalPrice: 1200,
  count: 1,
} as BasketLine;
const pass = {
  key: "p",
  type: "annualPass",
  id: 101,
  name: "Pass",
  price: 6500,
  totalPrice: 6500,
  count: 1,
  owners: [],
} as BasketLine;
const ticket = {
  key: "t",
  type: "ticket",
  id: 1,
  name: "Adult",
  price: 1400,
  totalPrice: 2800,
  count: 2,
  eventId: 101,
  datetime: "2030-05-02 11:00:00",
  date: "2030-05-02",
  time: "11:00",
  subtickets: [],
} as BasketLine;
const code = {
  key: "c",
  type: "voucherCode",
  id: "X",
  name: "Code",
  barcode: "X",
  amount: 500,
  price: -500,
  totalPrice: -500,
  count: 1,
} as BasketLine;

const billing = { street: "Lindenallee 12", zip: "10115", city: "Berlin", country: "DE" };
const delivery = {
  id: 1,
  name: "Erika Mustermann",
  street: "Hafenstraße 3",
  zip: "20457",
  city: "Hamburg",
  country: "DE",
};
const erika: ShippingCustomer = { addrBilling: billing, addrShipping: delivery };
const guest: ShippingCustomer = { addrBilling: { ...billing, country: "AT" }, addrShipping: null };
const address = { name: "Ada Lind", street: "Rue 1", zip: "75001", city: "Paris", country: "FR" };
const form = (patch: Partial<ShippingForm>): ShippingForm => ({ ...EMPTY_SHIPPING_FORM, ...patch });

describe("initialShippingForm: sameAsBilling is off when a stored form or a delivery address exists", () => {
  it.each([
    ["no customer, nothing stored: no billing address to be the same as", null, null, form({ sameAsBilling: false })],
    ["a customer without delivery address", null, guest, form({ sameAsBilling: true })],
    [
      "a customer with a delivery address: its fields",
      null,
      erika,
      form({
        sameAsBilling: false,
        name: delivery.name,
        street: delivery.street,
        zip: delivery.zip,
        city: delivery.city,
        country: "DE",
      }),
    ],
    ["a stored form wins over the customer's", address, erika, form({ sameAsBilling: false, ...address })],
    ["a stored form without a customer", address, null, form({ sameAsBilling: false, ...address })],
  ])("%s", (_, stored, customer, expected) => {
    expect(initialShippingForm(stored, customer)).toEqual(expected);
  });
});

describe("shipping readiness: not needed, the billing address, or every field set", () => {
  it.each([
    ["no merchandise: nothing to post", [ticket], form({ sameAsBilling: false }), null, true, []],
    ["only a code", [code], form({ sameAsBilling: false }), null, true, []],
    ["to the billing address", [poster], form({ sameAsBilling: true }), guest, true, []],
    [
      "sameAsBilling without a billing address counts as a form",
      [poster],
      form({ sameAsBilling: true }),
      null,
      false,
      ["name", "street", "zip", "city", "country"],
    ],
    ["every field set", [poster], form({ sameAsBilling: false, ...address }), guest, true, []],
    ["a pass is posted too", [pass], form({ sameAsBilling: false, ...address, city: "  " }), guest, false, ["city"]],
    [
      "a delivery name that is no name (issue 33)",
      [poster],
      form({ sameAsBilling: false, ...address, name: "12345" }),
      guest,
      false,
      [],
    ],
    [
      "a delivery name without letters (issue 33)",
      [poster],
      form({ sameAsBilling: false, ...address, name: "--" }),
      guest,
      false,
      [],
    ],
    [
      "country missing",
      [poster, ticket],
      form({ sameAsBilling: false, ...address, country: "" }),
      erika,
      false,
      ["country"],
    ],
  ])("%s", (_, lines, f, customer, ready, missing) => {
    expect(shippingReady(lines, f, customer)).toBe(ready);
    if (lines.some((l) => l.type === "merchandise" || l.type === "annualPass"))
      expect(missingShippingFields(f, customer)).toEqual(missing);
  });
});

describe("shippingNameRefusal: the delivery name by the one name rule", () => {
  it.each([
    ["a name", form({ sameAsBilling: false, ...address, name: "Ada  Lind" }), null],
    ["empty: left to the required check", form({ sameAsBilling: false, ...address, name: " " }), null],
    ["digits", form({ sameAsBilling: false, ...address, name: "4711" }), "characters"],
    ["a symbol", form({ sameAsBilling: false, ...address, name: "Ada <Lind>" }), "characters"],
    ["to the billing address: no name asked", form({ sameAsBilling: true, name: "4711" }), null],
  ])("%s", (_, f, refusal) => {
    expect(shippingNameRefusal(f, guest)).toBe(refusal);
  });
});

describe("shippingToSave: kept when it differs from the billing address", () => {
  it.each([
    [
      "to the billing address: nothing (removes the stored one)",
      form({ sameAsBilling: true, ...address }),
      guest,
      null,
    ],
    ["another address", form({ sameAsBilling: false, ...address }), guest, address],
    ["an empty form: nothing", form({ sameAsBilling: false }), guest, null],
    ["without a customer the form is the address", form({ sameAsBilling: true, ...address }), null, address],
  ])("%s", (_, f, customer, expected) => {
    expect(shippingToSave(f, customer)).toEqual(expected);
  });
});

describe("shippingDestination: asked with merchandise and a known destination; the country only when not logged in", () => {
  it.each([
    ["no merchandise", [ticket], form({ sameAsBilling: false, ...address }), erika, true, null],
    [
      "logged in, the billing address: the token, no country",
      [poster],
      form({ sameAsBilling: true }),
      guest,
      true,
      { country: null },
    ],
    [
      "logged in, nothing chosen yet: known all the same",
      [poster],
      form({ sameAsBilling: false }),
      null,
      true,
      { country: null },
    ],
    [
      "logged in, a separate delivery address sends its country",
      [poster],
      form({ sameAsBilling: false, ...address }),
      erika,
      true,
      { country: "FR" },
    ],
    [
      "anonymous, a country chosen",
      [poster],
      form({ sameAsBilling: false, country: "CH" }),
      null,
      false,
      { country: "CH" },
    ],
    [
      "anonymous, the saved customer's country",
      [poster],
      form({ sameAsBilling: true }),
      guest,
      false,
      { country: "AT" },
    ],
    ["anonymous, none chosen yet", [poster], form({ sameAsBilling: false }), null, false, null],
  ])("%s", (_, lines, f, customer, loggedIn, expected) => {
    expect(shippingDestination(lines, f, customer, loggedIn)).toEqual(expected);
  });

  it("sends the delivery address only when it is not the billing address", () => {
    expect(shippingAddress([poster], form({ sameAsBilling: true }), guest)).toBeNull();
    expect(shippingAddress([ticket], form({ sameAsBilling: false, ...address }), guest)).toBeNull();
    expect(shippingAddress([poster], form({ sameAsBilling: false, ...address, name: " Ada Lind " }), guest)).toEqual(
      address,
    );
  });
});

describe("shippingCart: type, id, count and datetime of each line", () => {
  it.each([
    [[poster], [{ type: "merchandise", id: 3, count: 1 }]],
    [
      [ticket, poster],
      [
        { type: "ticket", id: 1, count: 2, datetime: "2030-05-02 11:00:00" },
        { type: "merchandise", id: 3, count: 1 },
      ],
    ],
    [[code], [{ type: "voucherCode", id: "X", count: 1 }]],
  ])("%#", (lines, expected) => {
    expect(shippingCart(lines as BasketLine[])).toEqual(expected);
  });
});

describe("the delivery form's parts", () => {
  it("delivers to the billing address by default, with every field empty", () => {
    expect(EMPTY_SHIPPING_FORM).toEqual({ sameAsBilling: true, name: "", street: "", zip: "", city: "", country: "" });
  });

  it("reads a stored address that lacks fields (an older session) with those fields empty", () => {
    const stored = { name: "Ada Lind", city: "Paris" } as unknown as typeof address;
    expect(initialShippingForm(stored, null)).toEqual(form({ sameAsBilling: false, name: "Ada Lind", city: "Paris" }));
  });

  it("treats a customer whose billing address is null as one without a billing address", () => {
    const none: ShippingCustomer = { addrBilling: null, addrShipping: null };
    expect(initialShippingForm(null, none)).toEqual(form({ sameAsBilling: false }));
    expect(missingShippingFields(form({ sameAsBilling: true }), none)).toEqual([
      "name",
      "street",
      "zip",
      "city",
      "country",
    ]);
    expect(shippingDestination([poster], form({ sameAsBilling: true }), none, false)).toBeNull();
  });
});

describe("shippingToSave: a partly entered address is kept, blanks are not", () => {
  it.each([
    [
      "only a name",
      form({ sameAsBilling: false, name: "Ada" }),
      { name: "Ada", street: "", zip: "", city: "", country: "" },
    ],
    [
      "only a country",
      form({ sameAsBilling: false, country: "FR" }),
      { name: "", street: "", zip: "", city: "", country: "FR" },
    ],
    ["only blanks", form({ sameAsBilling: false, name: "  ", city: " " }), null],
  ])("%s", (_, f, expected) => {
    expect(shippingToSave(f, guest)).toEqual(expected);
  });
});

describe("shippingDestination: the country typed before choosing the billing address is not used", () => {
  const leftover = form({ sameAsBilling: true, country: "FR" });
  it.each([
    ["logged in: the token's billing address", true, { country: null }],
    ["anonymous: the saved customer's billing country", false, { country: "AT" }],
  ])("%s", (_, loggedIn, expected) => {
    expect(shippingDestination([poster], leftover, guest, loggedIn)).toEqual(expected);
  });

  it.each([
    ["a chosen country is sent trimmed", " CH ", { country: "CH" }],
    ["a blank country is none", "  ", { country: "AT" }],
  ])("%s", (_, country, expected) => {
    expect(shippingDestination([poster], form({ sameAsBilling: false, country }), guest, false)).toEqual(expected);
  });
});

it("shippingAddress trims every field of the delivery address", () => {
  const padded = form({
    sameAsBilling: false,
    name: " Ada Lind ",
    street: " Rue 1 ",
    zip: " 75001 ",
    city: " Paris ",
    country: " FR ",
  });
  expect(shippingAddress([poster], padded, guest)).toEqual(address);
});
