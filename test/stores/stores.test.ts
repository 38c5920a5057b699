import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEmbedStorage } from "../../src/embed/storage";
import { createShellStore, SERVER_ERROR_MS, TOAST_MS } from "../../src/stores/shell";
import { createSessionStore, visitorState } from "../../src/stores/session";
import { basketRestored, createBasketStore } from "../../src/stores/basket";
import type { NewLine } from "../../src/domain/basket";

const storage = () => createEmbedStorage("t", sessionStorage);
const poster: NewLine = { type: "merchandise", id: 1, name: "Poster", price: 990, totalPrice: 990, count: 1 };

describe("shell store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("holds a toast while it is hovered or focused, and gives it the full time again after", () => {
    const shell = createShellStore(storage(), "en");
    shell.getState().toast({ id: "common.retry" }, "danger");
    const key = shell.getState().toasts[0].key;
    expect(shell.getState().assertive.parts).toEqual([{ id: "common.retry" }]);
    vi.advanceTimersByTime(TOAST_MS - 10);
    shell.getState().holdToast(key, true);
    vi.advanceTimersByTime(TOAST_MS * 5);
    expect(shell.getState().toasts).toHaveLength(1);
    shell.getState().holdToast(key, false);
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(shell.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shell.getState().toasts).toHaveLength(0);
  });

  it("says announcements of one action together, and counts them so the same words change the region", () => {
    const shell = createShellStore(storage(), "en");
    shell.getState().announce("Adult: 2");
    shell.getState().announce("2 tickets, total €24.00");
    expect(shell.getState().polite).toEqual({ parts: ["Adult: 2", "2 tickets, total €24.00"], n: 2 });
    vi.advanceTimersByTime(1000);
    shell.getState().announce("Adult: 2");
    expect(shell.getState().polite).toEqual({ parts: ["Adult: 2"], n: 3 });
    // a toast's message and the new total it causes are said together too
    vi.advanceTimersByTime(1000);
    shell.getState().toast({ id: "checkout.lineRemoved", values: { name: "Poster" } });
    shell.getState().announce("Total: €28.00");
    expect(shell.getState().polite.parts).toEqual([
      { id: "checkout.lineRemoved", values: { name: "Poster" } },
      "Total: €28.00",
    ]);
  });

  it("says the same words joined to themselves once, and still changes the region (two quick failures of a form)", () => {
    const shell = createShellStore(storage(), "en");
    shell.getState().toast({ id: "account.toast.loginFailed" }, "danger");
    shell.getState().toast({ id: "account.toast.loginFailed" }, "danger");
    expect(shell.getState().assertive).toEqual({ parts: [{ id: "account.toast.loginFailed" }], n: 2 });
    shell.getState().announce("Adult: 2");
    shell.getState().announce("Adult: 2");
    shell.getState().announce("Total: €24.00");
    expect(shell.getState().polite).toEqual({ parts: ["Adult: 2", "Total: €24.00"], n: 3 });
  });

  it("says announcements of one task together however long the task takes (a slow render between them)", () => {
    vi.useRealTimers();
    const shell = createShellStore(storage(), "en");
    shell.getState().announce("Poster removed from your basket.");
    // the render the removal causes, and its effects, on a slow device: 150 ms in the same task
    const end = performance.now() + 150;
    while (performance.now() < end);
    shell.getState().announce("Total: €28.00");
    expect(shell.getState().polite.parts).toEqual(["Poster removed from your basket.", "Total: €28.00"]);
  });

  it("removes a toast after 8 seconds (long enough to read)", () => {
    const shell = createShellStore(storage(), "en");
    shell.getState().toast({ id: "common.retry" }, "success");
    expect(shell.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(shell.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shell.getState().toasts).toHaveLength(0);
  });

  it("says the first content is shown at the first moment with a screen and no loading state, and keeps saying it", () => {
    const shell = createShellStore(storage(), "en");
    const { countShown } = shell.getState();
    countShown("spinners", 1); // a screen's loading state inside it comes first (React runs inner effects first)
    countShown("pages", 1);
    expect(shell.getState().contentShown).toBe(false);
    countShown("spinners", 1); // a second loading state (the calendar's)
    countShown("spinners", -1);
    expect(shell.getState().contentShown).toBe(false);
    countShown("spinners", -1);
    expect(shell.getState().contentShown).toBe(true);
    // the next screen loading again does not take it back
    countShown("pages", -1);
    countShown("spinners", 1);
    expect(shell.getState().contentShown).toBe(true);
    expect(shell.getState().shown).toEqual({ pages: 0, spinners: 1 });
  });

  it("shows one toast at a time: a newer one replaces the one before, whose timer ends with it", () => {
    const shell = createShellStore(storage(), "en");
    shell.getState().toast({ id: "account.toast.settingsSaved" }, "success");
    const first = shell.getState().toasts[0].key;
    vi.advanceTimersByTime(TOAST_MS / 2);
    shell.getState().toast({ id: "account.toast.resetRequested" }, "info");
    expect(shell.getState().toasts.map((t) => t.id)).toEqual(["account.toast.resetRequested"]);
    // the first one's timer no longer runs: the newer toast keeps its full time
    shell.getState().holdToast(first, false);
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(shell.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shell.getState().toasts).toHaveLength(0);
  });

  it("clears a global message after its timeout, and keeps one without", () => {
    const shell = createShellStore(storage(), "en");
    shell.getState().showMessage({ id: "error.server", tone: "danger", timeout: SERVER_ERROR_MS });
    vi.advanceTimersByTime(SERVER_ERROR_MS - 1);
    expect(shell.getState().message?.id).toBe("error.server");
    vi.advanceTimersByTime(1);
    expect(shell.getState().message).toBeNull();
    shell.getState().showMessage({ id: "error.unavailable", tone: "danger" });
    vi.advanceTimersByTime(60_000);
    expect(shell.getState().message?.id).toBe("error.unavailable");
  });

  it("keeps the navigation memory and restores last visited, cookie flag and partner", () => {
    const s = storage();
    const shell = createShellStore(s, "en");
    shell.getState().routeChanged("/checkout", "/login");
    shell.getState().acceptCookies();
    shell.getState().setPartner("ACME");
    shell.getState().setFirstReferrer("https://a.example/");
    shell.getState().setFirstReferrer("https://b.example/");
    expect(shell.getState().nav).toEqual({ lastVisitedUrl: "/checkout", redirectRoute: "/checkout" });
    const again = createShellStore(s, "en").getState();
    expect(again.nav.lastVisitedUrl).toBe("/checkout");
    expect(again.cookieAccepted).toBe(true);
    expect(again.partner).toBe("ACME");
    expect(again.firstReferrer).toBe("https://a.example/");
  });

  it("knows whether the visitor has navigated inside the shop: not on the first screen, from the first route change on", () => {
    const shell = createShellStore(storage(), "en");
    expect(shell.getState().navigated).toBe(false);
    shell.getState().routeChanged("/en/tickets", "/en/tickets/1");
    expect(shell.getState().navigated).toBe(true);
    shell.getState().routeChanged("/en/tickets/1", "/en/tickets");
    expect(shell.getState().navigated).toBe(true);
  });

  it("keeps an arrival (host link, provider's return) until its screen was shown once", () => {
    expect(createShellStore(storage(), "en").getState().arrived).toBe(false);
    const shell = createShellStore(storage(), "en", true);
    expect(shell.getState().arrived).toBe(true);
    shell.getState().arrivalShown();
    expect(shell.getState().arrived).toBe(false);
  });
});

describe("session store", () => {
  it("persists token and customer, and forgets both on sign-out", () => {
    const s = storage();
    const session = createSessionStore(s);
    expect(visitorState(session.getState())).toBe("anonymous");
    session.getState().signIn("tok", {
      fname: "Ada",
      lname: "L",
      email: "a@b.c",
      addrBilling: { street: "", zip: "", city: "", country: "DE" },
      isGuest: true,
    });
    expect(visitorState(session.getState())).toBe("guest");
    expect(JSON.parse(sessionStorage.getItem("foyer:t:jwt")!).value).toBe("tok");
    const restored = createSessionStore(s);
    expect(restored.getState().token).toBe("tok");
    expect(restored.getState().customer?.fname).toBe("Ada");
    restored.getState().setCustomer({ ...restored.getState().customer!, isGuest: false });
    expect(visitorState(restored.getState())).toBe("registered");
    restored.getState().signOut();
    expect(sessionStorage.getItem("foyer:t:jwt")).toBeNull();
    expect(sessionStorage.getItem("foyer:t:customer")).toBeNull();
  });
});

describe("basket store", () => {
  it("persists lines under the basket key and restores them", async () => {
    const s = storage();
    const basket = createBasketStore(s);
    expect(basket.getState().add(poster).ok).toBe(true);
    basket.getState().setCartId("C1");
    const stored = JSON.parse(sessionStorage.getItem("foyer:t:basket")!);
    expect(stored.v).toBe(1);
    expect(stored.value.lines).toHaveLength(1);
    const again = createBasketStore(s);
    // read back once its decoder is there (loaded only when a basket is stored)
    expect(again.getState().lines).toEqual([]);
    await basketRestored(again);
    const restored = again.getState();
    expect(restored.lines.map((l) => l.name)).toEqual(["Poster"]);
    expect(restored.cartId).toBe("C1");
    expect(restored.requestInvoice).toBe(true);
  });

  it("clear empties the lines, resets the cart id and removes the stored basket", () => {
    const basket = createBasketStore(storage());
    basket.getState().add(poster);
    basket.getState().setCartId("C1");
    basket.getState().clear();
    expect(basket.getState().lines).toEqual([]);
    expect(basket.getState().cartId).toBeNull();
    expect(sessionStorage.getItem("foyer:t:basket")).toBeNull();
  });

  it("remove returns the removed line", () => {
    const basket = createBasketStore(storage());
    basket.getState().add(poster);
    const key = basket.getState().lines[0].key;
    expect(basket.getState().remove(key)?.name).toBe("Poster");
    expect(basket.getState().remove(key)).toBeNull();
  });

  it("drops a stored basket of an unknown version instead of misreading it", async () => {
    sessionStorage.setItem("foyer:t:basket", JSON.stringify({ v: 99, value: { lines: [{ bogus: true }] } }));
    const basket = createBasketStore(storage());
    await basketRestored(basket);
    expect(basket.getState().lines).toEqual([]);
  });

  it("without a stored basket is ready at once, and a change is stored", async () => {
    const basket = createBasketStore(storage());
    basket.getState().add(poster);
    await basketRestored(basket);
    expect(basket.getState().lines).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem("foyer:t:basket")!).value.lines).toHaveLength(1);
  });

  it("stores the shipping cost or, on error, null and the error code", () => {
    const basket = createBasketStore(storage());
    basket.getState().setShipping(495);
    expect(basket.getState().shippingCosts).toBe(495);
    basket.getState().setShipping(495, "NO_SHIPPING_COSTS");
    expect(basket.getState().shippingCosts).toBeNull();
    expect(basket.getState().shippingError).toBe("NO_SHIPPING_COSTS");
  });
});
