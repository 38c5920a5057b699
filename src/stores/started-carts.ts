// Payments started in some tab of this embed, written down in local storage until their outcome
// is known (issue 32). A tab whose way back from the provider was lost may be closed; the visitor
// then comes back to the cancel page in a new tab, whose session storage knows no cart. The cancel
// page asks the service about the newest payment started here, so a paid cart is called paid, not
// cancelled. Only carts the service named are kept, with their basket and lines; the last few.
const KEY = (embedId: string) => `foyer:${embedId}:started-carts`;
const KEEP = 5;

/** A payment started in a tab: the service's cart, the basket key and the lines it covers. */
export interface StartedCart {
  cartId: string;
  basketId: string | null;
  keys: string[];
}

const isStarted = (v: unknown): v is StartedCart => {
  const s = v as Partial<StartedCart> | null;
  return (
    typeof s?.cartId === "string" &&
    s.cartId !== "" &&
    (s.basketId === null || typeof s.basketId === "string") &&
    Array.isArray(s.keys) &&
    s.keys.every((k) => typeof k === "string")
  );
};

function read(embedId: string): StartedCart[] {
  try {
    const raw = localStorage.getItem(KEY(embedId));
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.filter(isStarted) : [];
  } catch {
    return [];
  }
}

function write(embedId: string, list: StartedCart[]): void {
  try {
    if (list.length) localStorage.setItem(KEY(embedId), JSON.stringify(list.slice(-KEEP)));
    else localStorage.removeItem(KEY(embedId));
  } catch {
    // without local storage only the tab itself knows its payment
  }
}

export const startedCarts = {
  /** Writes down a payment that started (the newest last). */
  record(embedId: string, started: StartedCart): void {
    write(embedId, [...read(embedId).filter((s) => s.cartId !== started.cartId), started]);
  },
  /** The newest payment started in this embed whose outcome no tab has learnt, or null. */
  newest(embedId: string): StartedCart | null {
    const list = read(embedId);
    return list[list.length - 1] ?? null;
  },
  /** Forgets a payment whose outcome is known (booked, paid, cancelled, gone); null: none. */
  forget(embedId: string, cartId: string | null): void {
    write(
      embedId,
      read(embedId).filter((s) => s.cartId !== cartId),
    );
  },
};
