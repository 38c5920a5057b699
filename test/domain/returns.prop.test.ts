// Properties of the payment return's routing: any embed id survives the trip through the hash,
// and a return is taken only by the embed it names.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { returnOf, returnRouteFor } from "../../src/domain/returns";
import { LANGUAGES } from "../../src/domain/config-languages";
import { runs } from "../helpers/explore";

const returnPaths = [
  "/checkout/success",
  "/checkout/accepted",
  "/checkout/failed",
  "/checkout/canceled",
  "/order-review/7",
];
const embedId = fc.string({ minLength: 1, maxLength: 40 });

describe("payment return routing (properties)", () => {
  it("a return route names its embed, whatever the id, and only that embed takes it", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom(...returnPaths),
        embedId,
        embedId,
        (lang, path, id, other) => {
          const hash = `#/${lang}${path}?embed=${encodeURIComponent(id)}`;
          expect(returnOf(hash)).toEqual({ embedId: id, route: hash.slice(1) });
          expect(returnRouteFor(hash, id)).toBe(hash.slice(1));
          if (other !== id) expect(returnRouteFor(hash, other)).toBeNull();
        },
      ),
      runs(200),
    );
  });

  it("a hash that is not a return route is nobody's return", () => {
    fc.assert(
      fc.property(fc.string(), embedId, (junk, id) => {
        const hash = `#/de/tickets/${encodeURIComponent(junk)}?embed=${encodeURIComponent(id)}`;
        expect(returnOf(hash)).toBeNull();
        expect(returnOf(junk.startsWith("#/") ? "x" + junk : junk)).toBeNull();
      }),
      runs(200),
    );
  });
});
