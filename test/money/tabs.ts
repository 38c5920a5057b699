// Visitors' tabs for the money tests (issue 32): each tab is one embed wired as mount() wires it
// (its own session storage, stores, API client and checkout store, listening for paid baskets),
// driven by the checkout's own actions against the real sandbox over HTTP. A tab's session
// storage can be copied (a tab opened from another), lost (storage blocked) or kept across a
// reload; local storage and the broadcast channel are shared, as in one browser.
import { createApiClient } from "../../src/api/client";
import { getConfig } from "../../src/api/shop";
import { normalizeConfig } from "../../src/domain/config";
import { readReturnParams, type ReturnParams } from "../../src/domain/checkout";
import type { BasketLine } from "../../src/domain/basket";
import { createEmbedStorage } from "../../src/embed/storage";
import { createSessionStore } from "../../src/stores/session";
import { createShellStore } from "../../src/stores/shell";
import { basketRestored, createBasketStore } from "../../src/stores/basket";
import { listenForPaidCarts } from "../../src/stores/paid-channel";
import type { CheckoutContext } from "../../src/features/checkout/actions";
import { createCheckoutStore } from "../../src/features/checkout/store";
import type { TestService } from "../helpers/sandbox";

export const PAGE = "http://localhost:3000/";
export const EMBED = "money";

/** A session storage of one tab: a plain map (copied with the tab). */
export class MemoryStorage implements Storage {
  constructor(private readonly map = new Map<string, string>()) {}
  get length() {
    return this.map.size;
  }
  key = (i: number) => [...this.map.keys()][i] ?? null;
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, String(v));
  removeItem = (k: string) => void this.map.delete(k);
  clear = () => this.map.clear();
  copy = () => new MemoryStorage(new Map(this.map));
}

export interface Tab {
  ctx: CheckoutContext;
  /** The session storage (null: the browser keeps none). */
  backend: MemoryStorage | null;
  close(): void;
}

export interface TabOptions {
  backend?: MemoryStorage | null;
  token?: string | null;
  /** The client's time limit for payment calls (ms). */
  paymentLimit?: number;
}

/** A tab of the embed, as after a page load with this session storage. */
export async function openTab(service: TestService, opts: TabOptions = {}): Promise<Tab> {
  const backend = opts.backend === undefined ? new MemoryStorage() : opts.backend;
  const storage = createEmbedStorage(EMBED, backend);
  const session = createSessionStore(storage);
  const shell = createShellStore(storage, "en");
  const basket = createBasketStore(storage);
  await basketRestored(basket);
  const api = createApiClient({
    base: service.api,
    lang: () => "en",
    token: () => session.getState().token,
    retryDelay: () => 1,
    ...(opts.paymentLimit ? { timeouts: { payment: opts.paymentLimit } } : {}),
  });
  shell.getState().setConfig(normalizeConfig(await getConfig(api, "1")));
  if (opts.token && !session.getState().token) session.getState().signIn(opts.token);
  const ctx: CheckoutContext = {
    api,
    stores: { session, shell, basket },
    checkout: createCheckoutStore(),
    emit: () => undefined,
    storage,
    embedId: EMBED,
  };
  const stop = listenForPaidCarts(EMBED, basket);
  return { ctx, backend, close: stop };
}

export function addLines(tab: Tab, lines: BasketLine[]) {
  for (const line of lines) tab.ctx.stores.basket.getState().add(line);
}

/** A provider's return address: its parameters and the page it opens (success or failed). */
export function returnOf(url: string): { params: ReturnParams; page: "success" | "failed" | "orderReview" } {
  const u = new URL(url);
  const [route, query = ""] = u.hash.slice(1).split("?");
  const params = readReturnParams(u.search, query);
  if (!params) throw new Error(`not a return: ${url}`);
  const page = route.includes("/checkout/success")
    ? "success"
    : route.includes("/checkout/failed")
      ? "failed"
      : "orderReview";
  return { params, page };
}

export interface SandboxCart {
  id: string;
  us: string;
  kind: "cart" | "order";
  basket: string | null;
  customerId: number | null;
  status: "open" | "paid" | "canceled";
  payment: "pending" | "authorized" | "declined" | "canceled";
  total: number;
  bookingId: string | null;
  expired: boolean;
}

/** The sandbox's carts and what became of them. */
export const sandboxCarts = async (service: TestService): Promise<SandboxCart[]> =>
  (await service.call<{ data: SandboxCart[] }>("/__sandbox/carts")).body.data;
