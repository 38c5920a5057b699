import { describe, expect, it } from "vitest";
import { isAuthPath, isShopPath, paramsOf, paths, routeOf, safeRoute, splitLanguage } from "../../src/domain/paths";

describe("routes as data", () => {
  it.each([
    ["/", "home"],
    ["/tickets", "tickets"],
    ["/tickets/12", "event"],
    ["/guided-tours/3", "tour"],
    ["/merchandise/books", "merchandiseCategory"],
    ["/passes/4", "pass"],
    ["/product/9", "product"],
    ["/vouchers/2", "voucher"],
    ["/register/success", "registerSuccess"],
    ["/recover/abc-123", "recover"],
    ["/checkout/success", "checkoutSuccess"],
    ["/order-review/77", "orderReview"],
    ["/page/shipping", "shippingPage"],
    ["/page/imprint", "page"],
    ["/tickets/12?x=1", "event"],
    ["/tickets/12/", "event"],
    ["/tickets//", "tickets"],
    ["", "home"],
    ["/nothing/here", null],
    ["/tickets/12/extra", null],
  ])("%s is %s", (path, name) => {
    expect(routeOf(path)).toBe(name);
  });

  it("builds hrefs with encoded parameters", () => {
    expect(paths.event.href(12)).toBe("/tickets/12");
    expect(paths.merchandiseCategory.href("books & posters")).toBe("/merchandise/books%20%26%20posters");
    expect(paths.recover.href("a/b")).toBe("/recover/a%2Fb");
  });

  it.each([
    ["/login", true],
    ["/register", true],
    ["/register/success", true],
    ["/register-guest", true],
    ["/forgot-password", true],
    ["/password-reset-success", true],
    ["/recover/x1", true],
    ["/recover-success", true],
    ["/settings", false],
    ["/checkout", false],
    ["/no/such/route", false],
  ])("isAuthPath(%s) = %s", (path, expected) => {
    expect(isAuthPath(path)).toBe(expected);
  });

  it.each([
    ["/en/tickets/12", "en", "/tickets/12"],
    ["/de", "de", "/"],
    ["/fr?x=1", "fr", "?x=1"],
    ["/tickets", null, "/tickets"],
    ["/xx/tickets", null, "/xx/tickets"],
    ["/tickets/en", null, "/tickets/en"],
    ["/english", null, "/english"],
    ["", null, "/"],
  ])("splitLanguage(%s)", (path, lang, rest) => {
    expect(splitLanguage(path)).toEqual({ lang, rest });
  });
});

describe("safeRoute: only routes of the widget, never an outside URL", () => {
  it.each([
    ["/checkout", "/checkout"],
    ["/en/tickets/12", "/tickets/12"],
    ["%2Fen%2Fcheckout", "/checkout"],
    ["/de/page/imprint?x=1", "/page/imprint?x=1"],
    ["#/en/settings", "/settings"],
    ["/en", "/"],
    ["  /en/checkout  ", "/checkout"],
  ])("accepts %j as %j", (input, expected) => {
    expect(safeRoute(input)).toBe(expected);
  });

  it.each([
    null,
    "",
    "https://evil.example/",
    "//evil.example/checkout",
    "/\\evil.example",
    "javascript:alert(1)",
    "/javascript:alert(1)",
    "%2F%2Fevil.example",
    "/logout",
    "/logout?returnTo=/checkout",
    "/no/such/route",
    "/en/tickets/12#frag",
    "/%E0%A4%A",
    "/checkout?next=https://evil.example",
    "//",
    "//?next=1",
    "#//evil.example",
    "/checkout?x=%E0%A4%A",
    "/checkout path",
    "/en/logout",
  ])("refuses %j", (input) => {
    expect(safeRoute(input)).toBeNull();
  });
});

describe("the shop's own hash routes", () => {
  it.each([
    "/",
    "/de",
    "/en/tickets/12",
    "/EN/tickets",
    "/xx/tickets",
    "/en/no/such/page",
    "/tickets",
    "/logout",
    "/de/checkout/success?embed=a",
  ])("%s is the shop's", (route) => expect(isShopPath(route)).toBe(true));
  it.each(["/about", "/about/team", "/ab", "/top", "/de-at/x", "/about/en", "/about/EN/tickets", "/team/de"])(
    "%s is the host's",
    (route) => expect(isShopPath(route)).toBe(false),
  );
});

describe("paramsOf: a path's parameters by a route's pattern (the one matcher of the route table)", () => {
  it.each([
    ["/tickets/:id", "/tickets/12", { id: "12" }],
    ["/tickets/:id", "/tickets/12/", { id: "12" }],
    ["/tickets/:id", "/tickets/12?date=20260610", { id: "12" }],
    ["/tickets", "/tickets", {}],
    ["/", "/", {}],
    ["/", "", {}],
    ["/tickets/:id", "/tickets", null],
    ["/tickets/:id", "/tickets/", null],
    ["/tickets/:id", "/tours/12", null],
    ["/page/:id", "/page/%E2%82%AC", { id: "%E2%82%AC" }],
  ])("%s and %s: %j", (pattern, path, params) => {
    expect(paramsOf(pattern, path)).toEqual(params);
  });
});
