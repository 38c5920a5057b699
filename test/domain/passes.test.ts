import { describe, expect, it } from "vitest";
import {
  emptyOwner,
  needsAddress,
  ownerCount,
  ownerErrors,
  ownerNameRefusals,
  ownerRows,
  ownersForLine,
  type OwnerRow,
} from "../../src/domain/passes";

const row = (fname: string, lname = "Lind", address: Partial<OwnerRow["address"]> = {}): OwnerRow => ({
  title: "",
  fname,
  lname,
  sendToCustomAddr: false,
  address: { street: "", zip: "", city: "", country: "DE", ...address },
});

describe("ownerCount: quantity times the people one pass is for", () => {
  it.each([
    [1, 1, 1],
    [3, 1, 3],
    [1, 2, 2],
    [2, 2, 4],
    [0, 2, 0],
    [2, 0, 2], // a pass for nobody is a pass for one
    [2.7, 1, 2],
    [-1, 1, 0],
  ])("%s passes for %s people -> %i owners", (quantity, persons, expected) => {
    expect(ownerCount(quantity, persons)).toBe(expected);
  });
});

describe("ownerRows: rows follow the count, filled-in rows are kept", () => {
  const ada = row("Ada");
  const ben = row("Ben");
  const cleo = row("Cleo");
  it.each([
    ["grows with empty rows", [ada], 3, ["Ada", "", ""]],
    ["shrinks from the end", [ada, ben, cleo], 2, ["Ada", "Ben"]],
    ["keeps the same count as is", [ada, ben], 2, ["Ada", "Ben"]],
    ["to zero", [ada], 0, []],
    ["from zero", [], 2, ["", ""]],
    ["negative reads as zero", [ada], -1, []],
  ] as [string, OwnerRow[], number, string[]][])("%s", (_, rows, count, names) => {
    expect(ownerRows(rows, count, "DE").map((r) => r.fname)).toEqual(names);
  });

  it("keeps a row's address and gives new rows the default country", () => {
    const out = ownerRows([row("Ada", "Lind", { street: "Weg 1", country: "AT" })], 2, "DE");
    expect(out[0].address).toEqual({ street: "Weg 1", zip: "", city: "", country: "AT" });
    expect(out[1]).toEqual(emptyOwner("DE"));
  });

  it("shrinking and growing again brings back empty rows, not the dropped ones", () => {
    const out = ownerRows(ownerRows([ada, ben], 1, "DE"), 2, "DE");
    expect(out.map((r) => r.fname)).toEqual(["Ada", ""]);
  });
});

describe("needsAddress: always for a configured venue, else only when sent to a custom address", () => {
  it.each([
    ["LH", false, ["LHG"], false],
    ["LH", true, ["LHG"], true],
    ["LHG", false, ["LHG"], true],
    ["LHG", true, ["LHG"], true],
    ["LHG", false, [], false],
    [undefined, false, ["LHG"], false],
    ["", false, [""], false],
  ] as [string | undefined, boolean, string[], boolean][])(
    "venue %s, custom address %s, venues %j -> %s",
    (venue, custom, venues, expected) => {
      expect(needsAddress(venue, custom, venues)).toBe(expected);
    },
  );
});

describe("ownerErrors: first name and surname always, the address when asked for", () => {
  const full = row("Ada", "Lind", { street: "Weg 1", zip: "10117", city: "Berlin", country: "DE" });
  it.each([
    ["complete, no address", full, false, []],
    ["complete with address", full, true, []],
    ["no names", row("", ""), false, ["fname", "lname"]],
    ["blank first name", row("  "), false, ["fname"]],
    ["address asked, none given", row("Ada", "Lind", { country: "" }), true, ["street", "zip", "city", "country"]],
    ["address not asked, none given", row("Ada", "Lind", { country: "" }), false, []],
    ["title is optional", { ...full, title: "" }, true, []],
  ] as [string, OwnerRow, boolean, string[]][])("%s", (_, r, withAddress, expected) => {
    expect(ownerErrors(r, withAddress)).toEqual(expected);
  });
});

describe("ownerNameRefusals: the holder's names by the one name rule (issue 33)", () => {
  it.each([
    ["names", row("Ada", "Lind"), {}],
    ["empty names are ownerErrors'", row("", " "), {}],
    ["digits", row("Ada", "1234"), { lname: "characters" }],
    ["only punctuation", row("..", "Lind"), { fname: "noLetters" }],
    ["too long", row("a".repeat(101)), { fname: "tooLong" }],
  ] as [string, OwnerRow, object][])("%s", (_, r, expected) => {
    expect(ownerNameRefusals(r)).toEqual(expected);
  });
});

describe("ownersForLine: trimmed, each owner's choice, the address only when asked for", () => {
  const r = {
    title: " ms ",
    fname: " Ada ",
    lname: "Lind ",
    sendToCustomAddr: false,
    address: { street: " Weg 1", zip: "10117", city: "Berlin", country: "DE" },
  };
  const address = { street: "Weg 1", zip: "10117", city: "Berlin", country: "DE" };
  it("leaves the address out unless the owner chose the post or the venue always needs it", () => {
    const named = { title: "ms", fname: "Ada", lname: "Lind" };
    expect(ownersForLine([r], false)).toEqual([{ ...named, send_to_custom_addr: false }]);
    expect(ownersForLine([r], true)).toEqual([{ ...named, send_to_custom_addr: false, address }]);
    expect(ownersForLine([r, { ...r, fname: "Ben", sendToCustomAddr: true }], false)).toEqual([
      { ...named, send_to_custom_addr: false },
      { ...named, fname: "Ben", send_to_custom_addr: true, address },
    ]);
  });
});

describe("emptyOwner: a new owner row is blank, without the post, in the default country", () => {
  it.each([
    ["with a default country", "DE", "DE"],
    ["without one", undefined, ""],
  ])("%s", (_, country, expected) => {
    expect(emptyOwner(country)).toEqual({
      title: "",
      fname: "",
      lname: "",
      sendToCustomAddr: false,
      address: { street: "", zip: "", city: "", country: expected },
    });
  });

  it("asks a new row for its names, and for the whole address but the country when one is needed", () => {
    expect(ownerErrors(emptyOwner("DE"), true)).toEqual(["fname", "lname", "street", "zip", "city"]);
    expect(ownerErrors(emptyOwner(), true)).toEqual(["fname", "lname", "street", "zip", "city", "country"]);
  });

  it("adds rows without a default country as blank", () => {
    expect(ownerRows([], 1)).toEqual([emptyOwner("")]);
    expect(ownerRows([], 1)[0].address.country).toBe("");
  });
});

it("ownersForLine trims every part of an owner's address", () => {
  const r = row("Ada", "Lind", { street: " Weg 1 ", zip: " 10117 ", city: " Berlin ", country: " DE " });
  expect(ownersForLine([r], true)[0].address).toEqual({ street: "Weg 1", zip: "10117", city: "Berlin", country: "DE" });
});
