// The hash location tells the widget's own navigation from the browser's history and host links
// (scroll restoration applies only to the latter).
import { afterEach, describe, expect, it } from "vitest";
import { hashLocation } from "../../src/embed/hash-location";

afterEach(() => history.replaceState(null, "", "/"));

describe("the hash location's own changes", () => {
  it("knows a route the widget navigated to from one the history or the host brought", () => {
    history.replaceState(null, "", "/#/en/tickets");
    const loc = hashLocation("/en");
    expect(loc.ownChange?.()).toBe(false);
    loc.navigate("/en/merchandise");
    expect(loc.current().path).toBe("/en/merchandise");
    expect(loc.ownChange?.()).toBe(true);
    // the browser's back (or a host link) puts another route into the address
    history.replaceState(null, "", "/#/en/tickets");
    expect(loc.current().path).toBe("/en/tickets");
    expect(loc.ownChange?.()).toBe(false);
    loc.navigate("/en/vouchers?x=1");
    expect(loc.ownChange?.()).toBe(true);
  });
});

describe("the hash location's route", () => {
  it("follows every change of the address, and keeps the last route while the hash is the host's own", () => {
    history.replaceState(null, "", "/#/en/tickets");
    const loc = hashLocation("/en");
    const a = hashLocation("/en");
    expect(loc.current()).toEqual({ path: "/en/tickets", search: "" });
    // the host's own anchor: each embed keeps the route it showed
    history.replaceState(null, "", "/#top");
    expect(loc.current().path).toBe("/en/tickets");
    history.replaceState(null, "", "/#/de/vouchers?code=X");
    expect(loc.current()).toEqual({ path: "/de/vouchers", search: "code=X" });
    expect(a.current()).toEqual({ path: "/de/vouchers", search: "code=X" });
    // back to an address read before: read again, not taken from what was read last
    history.replaceState(null, "", "/#/en/tickets");
    expect(loc.current().path).toBe("/en/tickets");
    history.replaceState(null, "", "/#/xx/nothing-of-ours");
    expect(loc.current().path).toBe("/en/tickets");
  });
});
