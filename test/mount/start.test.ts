// Where an embed starts (src/mount/start.ts) and which return it takes (src/domain/returns.ts): the pure rules the
// mount applies before it claims a return.
import { describe, expect, it } from "vitest";
import { arrivedOf, startPathOf } from "../../src/mount/start";
import { foreignReturn, returnCandidate } from "../../src/domain/returns";
import { resolveOptions } from "../../src/embed/resolve-options";

const shop = resolveOptions({ lang: "en", embedId: "shop3" });
const gifts = resolveOptions({ lang: "de", embedId: "gifts", route: "/vouchers" });
const RETURN = "#/en/checkout/success?embed=gifts";
const alone = { ownsHash: false, ownerShares: false, handedOver: () => null };

describe("where an embed starts", () => {
  it("the hash owner hands a return named for another embed over, and keeps its own", () => {
    expect(foreignReturn(RETURN, shop, true)).toEqual({ embedId: "gifts", route: "/en/checkout/success?embed=gifts" });
    expect(foreignReturn(RETURN, gifts, true)).toBeNull();
    expect(foreignReturn(RETURN, shop, false)).toBeNull();
    expect(foreignReturn("#/en/tickets", shop, true)).toBeNull();
  });

  it.each([
    ["its own return, not owning the hash", RETURN, gifts, alone, "/en/checkout/success?embed=gifts"],
    ["another embed's return", RETURN, shop, alone, null],
    ["owning the hash (it shows the return itself)", RETURN, gifts, { ...alone, ownsHash: true }, null],
    ["the hash owner shares its basket and shows it", RETURN, gifts, { ...alone, ownerShares: true }, null],
    [
      "a return handed over",
      "#/en/tickets",
      gifts,
      { ...alone, handedOver: () => "/de/checkout/failed" },
      "/de/checkout/failed",
    ],
  ])("a return for %s", (_, hash, options, neighbours, expected) => {
    expect(returnCandidate(hash, options, neighbours)).toBe(expected);
  });

  it("opens on the return it took, else on its language and data-route", () => {
    expect(startPathOf(gifts, "/en/checkout/success")).toBe("/en/checkout/success");
    expect(startPathOf(gifts, null)).toBe("/de/vouchers");
    expect(startPathOf(shop, null)).toBe("/en");
    expect(startPathOf(resolveOptions({ lang: "fr", route: "/" }), null)).toBe("/fr");
  });

  it("arrives (first screen into view) on a host link into the shop it owns the hash for", () => {
    expect(arrivedOf("#/en/tickets/12", true, null)).toBe(true);
    expect(arrivedOf("#/en/tickets/12", false, null)).toBe(false);
    expect(arrivedOf("#/en/tickets/12", true, { embedId: "gifts" })).toBe(false);
    expect(arrivedOf("#top", true, null)).toBe(false);
    expect(arrivedOf("", true, null)).toBe(false);
  });
});
