import { describe, expect, it } from "vitest";
import { afterLoginTarget, afterRouteChange, EMPTY_NAV_MEMORY, type NavMemory } from "../../src/domain/navigation";

const mem = (lastVisitedUrl: string | null = null, redirectRoute: string | null = null): NavMemory => ({
  lastVisitedUrl,
  redirectRoute,
});

describe("afterRouteChange (spec 000 section 4)", () => {
  it.each([
    ["saves the previous route as last visited", mem(), "/tickets", "/tickets/3", mem("/tickets")],
    ["does not save the root", mem("/tickets"), "/", "/vouchers", mem("/tickets")],
    ["does not save the root without its slash", mem("/tickets"), "", "/vouchers", mem("/tickets")],
    [
      "from checkout to an auth page saves checkout as redirect",
      mem(),
      "/checkout",
      "/login",
      mem("/checkout", "/checkout"),
    ],
    ["from checkout to register saves it too", mem(), "/checkout", "/register", mem("/checkout", "/checkout")],
    [
      "between auth pages the redirect stays",
      mem("/checkout", "/checkout"),
      "/login",
      "/forgot-password",
      mem("/login", "/checkout"),
    ],
    [
      "to a non-auth page the redirect is cleared",
      mem("/login", "/checkout"),
      "/login",
      "/tickets",
      mem("/login", null),
    ],
    ["from another page to login sets no redirect", mem(), "/tickets", "/login", mem("/tickets", null)],
    [
      "the checkout query is not part of the redirect",
      mem(),
      "/checkout?x=1",
      "/login",
      mem("/checkout?x=1", "/checkout"),
    ],
    ["the same route changes nothing", mem("/a", "/checkout"), "/tickets", "/tickets", mem("/a", "/checkout")],
  ])("%s", (_, before, from, to, expected) => {
    expect(afterRouteChange(before, from, to)).toEqual(expected);
  });

  it.each([
    ["the saved redirect wins", mem(null, "/checkout"), "/tickets", "/checkout"],
    ["else a safe returnTo", EMPTY_NAV_MEMORY, "/tickets/3", "/tickets/3"],
    ["else home", EMPTY_NAV_MEMORY, null, "/"],
  ])("after login: %s", (_, memory, returnTo, expected) => {
    expect(afterLoginTarget(memory, returnTo)).toBe(expected);
  });
});
