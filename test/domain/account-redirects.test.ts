// The redirect rules: navigation memory (src/domain/navigation.ts), safe returnTo (safeRoute in
// src/domain/paths.ts) and the account screens' targets (src/domain/account-redirects.ts).
import { describe, expect, it } from "vitest";
import { EMPTY_NAV_MEMORY, afterLoginTarget, afterRouteChange, type NavMemory } from "../../src/domain/navigation";
import { isAuthPath, safeRoute } from "../../src/domain/paths";
import { accountLinksReturnTo } from "../../src/domain/account-redirects";
import { inLanguage, logoutTarget, requiresLogin } from "../../src/domain/logout-target";
import { authTarget, recoveryBacklink, withReturnTo } from "../../src/domain/account-targets";

const memory = (redirectRoute: string | null, lastVisitedUrl: string | null = null): NavMemory => ({
  redirectRoute,
  lastVisitedUrl,
});

describe("isAuthPath: the auth pages of spec 000 section 4", () => {
  it.each([
    ["/login", true],
    ["/login?unauthorized=1", true],
    ["/register", true],
    ["/register/success", true],
    ["/register-guest", true],
    ["/forgot-password", true],
    ["/password-reset-success", true],
    ["/recover/abc", true],
    ["/recover-success", true],
    ["/settings", false],
    ["/checkout", false],
    ["/", false],
  ])("%s -> %s", (path, expected) => {
    expect(isAuthPath(path)).toBe(expected);
  });
});

describe("afterRouteChange: last visited and the post-login redirect", () => {
  it.each<[string, NavMemory, string, string, NavMemory]>([
    ["checkout -> login saves checkout", EMPTY_NAV_MEMORY, "/checkout", "/login", memory("/checkout", "/checkout")],
    [
      "checkout -> login with a query saves checkout",
      EMPTY_NAV_MEMORY,
      "/checkout",
      "/login?unauthorized=1&returnTo=%2Fcheckout",
      memory("/checkout", "/checkout"),
    ],
    [
      "checkout -> guest registration saves checkout",
      EMPTY_NAV_MEMORY,
      "/checkout",
      "/register-guest",
      memory("/checkout", "/checkout"),
    ],
    [
      "login -> register keeps it",
      memory("/checkout", "/checkout"),
      "/login",
      "/register",
      memory("/checkout", "/login"),
    ],
    [
      "register -> success keeps it",
      memory("/checkout"),
      "/register",
      "/register/success",
      memory("/checkout", "/register"),
    ],
    ["tickets -> login saves nothing", EMPTY_NAV_MEMORY, "/tickets", "/login", memory(null, "/tickets")],
    ["login -> tickets clears it", memory("/checkout"), "/login", "/tickets", memory(null, "/login")],
    ["login -> checkout clears it", memory("/checkout"), "/login", "/checkout", memory(null, "/login")],
    ["the root is never last visited", memory(null, "/tickets"), "/", "/vouchers", memory(null, "/tickets")],
    ["no change, no change", memory("/checkout", "/x"), "/login", "/login", memory("/checkout", "/x")],
  ])("%s", (_, before, from, to, after) => {
    expect(afterRouteChange(before, from, to)).toEqual(after);
  });
});

describe("afterLoginTarget / authTarget", () => {
  it.each<[string, NavMemory, string | null, string | undefined, string]>([
    ["the saved checkout redirect wins", memory("/checkout"), "/tickets", undefined, "/checkout"],
    ["else returnTo", EMPTY_NAV_MEMORY, "/tickets/12?date=20250101", undefined, "/tickets/12?date=20250101"],
    ["returnTo with language", EMPTY_NAV_MEMORY, "/en/settings", undefined, "/settings"],
    ["returnTo url-encoded", EMPTY_NAV_MEMORY, "%2Fen%2Fvouchers", undefined, "/vouchers"],
    ["else home", EMPTY_NAV_MEMORY, null, undefined, "/"],
    ["else the fallback", EMPTY_NAV_MEMORY, null, "/checkout", "/checkout"],
    ["an outside URL is refused", EMPTY_NAV_MEMORY, "https://evil.example/", undefined, "/"],
    ["a protocol-relative URL is refused", EMPTY_NAV_MEMORY, "//evil.example/checkout", undefined, "/"],
    ["a javascript: URL is refused", EMPTY_NAV_MEMORY, "javascript:alert(1)", undefined, "/"],
    ["an unknown path is refused", EMPTY_NAV_MEMORY, "/../../admin", undefined, "/"],
    ["logout is refused", EMPTY_NAV_MEMORY, "/logout?returnTo=/x", undefined, "/"],
    ["an auth page would loop back into the form", EMPTY_NAV_MEMORY, "/register", undefined, "/"],
    ["the login page itself", EMPTY_NAV_MEMORY, "/en/login?unauthorized=1", "/checkout", "/checkout"],
  ])("%s", (_, mem, returnTo, fallback, expected) => {
    expect(authTarget(mem, returnTo, fallback)).toBe(expected);
    expect(afterLoginTarget(mem, safeRoute(returnTo), fallback)).toBe(expected);
  });
});

describe("logoutTarget", () => {
  it.each([
    ["/en/tickets", "/tickets"],
    ["/settings", "/"],
    ["/en/settings", "/"],
    ["https://evil.example", "/"],
    [null, "/"],
    ["/checkout", "/checkout"],
  ])("%j -> %s", (returnTo, expected) => {
    expect(logoutTarget(returnTo)).toBe(expected);
  });
});

describe("requiresLogin", () => {
  it.each([
    ["/settings", true],
    ["/settings?x=1", true],
    ["/login", false],
    ["/checkout", false],
  ])("%s -> %s", (route, expected) => {
    expect(requiresLogin(route)).toBe(expected);
  });
});

describe("withReturnTo: carried through the account screens", () => {
  it.each([
    ["/register", "/en/checkout", "/register?returnTo=%2Fcheckout"],
    ["/login", "/tickets/3?x=1", "/login?returnTo=%2Ftickets%2F3%3Fx%3D1"],
    ["/register", null, "/register"],
    ["/register", "https://evil.example", "/register"],
    ["/register/success", "/login", "/register/success"],
  ])("%s with %j -> %s", (route, returnTo, expected) => {
    expect(withReturnTo(route, returnTo)).toBe(expected);
  });
});

describe("inLanguage", () => {
  it.each([
    ["en", "/", "/en"],
    ["de", "/checkout", "/de/checkout"],
    ["fr", "/tickets?x=1", "/fr/tickets?x=1"],
  ])("%s + %s -> %s", (lang, route, expected) => {
    expect(inLanguage(lang, route)).toBe(expected);
  });
});

describe("recoveryBacklink: the host page with the widget's hash route", () => {
  it.each([
    ["https://museum.example/shop.html", "de", "https://museum.example/shop.html#/de/recover/"],
    ["https://museum.example/shop.html#/en/forgot-password", "en", "https://museum.example/shop.html#/en/recover/"],
    [
      "https://museum.example/?page=shop&lang=en#content",
      "en",
      "https://museum.example/?page=shop&lang=en#/en/recover/",
    ],
    ["http://127.0.0.1:8080/", "sv", "http://127.0.0.1:8080/#/sv/recover/"],
  ])("%s (%s) -> %s", (href, lang, expected) => {
    expect(recoveryBacklink(href, lang)).toBe(expected);
  });

  it("ends where the service appends the token: the result is a recover route", () => {
    const link = recoveryBacklink("https://museum.example/shop.html", "it") + "TOKEN123";
    expect(safeRoute(new URL(link).hash)).toBe("/recover/TOKEN123");
  });
});

describe("accountLinksReturnTo: the header's login and register links always carry returnTo", () => {
  it.each([
    ["/en/tickets/12", "", "/en/tickets/12"],
    ["/en/tickets?x=1", "x=1", "/en/tickets?x=1"],
    ["/en/login?returnTo=%2Fen%2Fcheckout", "returnTo=%2Fen%2Fcheckout", "/en/checkout"],
    ["/en/register?returnTo=%2Fen%2Fcheckout", "returnTo=%2Fen%2Fcheckout", "/en/checkout"],
    ["/en/login", "", "/en/login"],
    // a returnTo on an ordinary screen is part of its path, not taken over
    ["/en/tickets?returnTo=%2Fen%2Fcheckout", "returnTo=%2Fen%2Fcheckout", "/en/tickets?returnTo=%2Fen%2Fcheckout"],
  ])("on %s -> %s", (here, search, expected) => {
    expect(accountLinksReturnTo(here, search)).toBe(expected);
  });
});
