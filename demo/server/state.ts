// The sandbox's in-memory state. Each catalogue area is a module (areas/*.ts) that seeds its
// own data, adds its routes, and tells checkout how to check, price and book its cart lines,
// so areas never edit each other's files.
import type { Hono } from "hono";
import type { Clock } from "./clock";
import type { Faults } from "./faults";
import type { Lang } from "./http";
import type { InitPaymentRequest } from "../../src/api/checkout";

/** The types of line a cart may hold, as the widget's contract names them (a new one fails areas/index.ts's table
 * until an area handles it). */
export type LineType = InitPaymentRequest["cart"]["items"][number]["type"];

/** A line of a cart as the widget sends it (spec 000 section 7, "prepared form"). */
export interface CartLine {
  type: string;
  [field: string]: unknown;
}

export interface LineHandler {
  /**
   * Checks a line against what is left (capacity, stock, balance), counting the lines before
   * it in the same cart. Returns an error code, or null when the line can be booked.
   */
  check(line: CartLine, state: SandboxState, before: CartLine[]): string | null;
  /** The line's amount in minor units, as the service computes it (negative for discounts). */
  amount(line: CartLine, state: SandboxState, before: CartLine[]): number;
  /** Books a paid line: reduces capacity, stock or balance. */
  commit(line: CartLine, state: SandboxState): void;
  /** A human-readable description for the order (in the order's language). */
  describe?(line: CartLine, state: SandboxState, lang: Lang): string;
  /** When the visit begins (the museum's wall clock, "YYYY-MM-DD HH:mm:ss"), for a line at a time of day. */
  starts?(line: CartLine, state: SandboxState): string | null;
}

export interface AreaModule {
  name: string;
  /** Puts the area's seeded data into state.data[name]; runs again on reset. */
  seed(state: SandboxState): void;
  /** Adds the area's calls to the API router (paths start with /:lang/). */
  routes(api: Hono, state: SandboxState): void;
  /** Adds pages outside the API (e.g. the payment provider under /pay/). */
  pages?(app: Hono, state: SandboxState): void;
  /** Cart lines of these types belong to this area (areas/index.ts: every line type has its area). */
  lines?: { [T in LineType]?: LineHandler };
}

export interface SandboxSettings {
  /** How long a cart stays payable after initPayment. @default 15 minutes */
  cartTtlMs: number;
  /** How long a login token lives. @default 2 hours */
  tokenTtlMs: number;
  /**
   * How many open unpaid carts one client (the requesting address) holds without a login: a
   * further start without a login releases that client's oldest. @default 10
   */
  maxAnonymousCartsPerClient: number;
}

export interface SandboxState {
  clock: Clock;
  faults: Faults;
  settings: SandboxSettings;
  /** Per-area data, keyed by area name. */
  data: Record<string, unknown>;
  areas: AreaModule[];
  /** The data an area seeded. */
  area<T>(name: string): T;
  /** Handler for a cart line type, if an area owns it. */
  lineHandler(type: string): LineHandler | null;
  /** Re-seeds every area (POST /__sandbox/reset). */
  reset(): void;
}

export function createState(
  clock: Clock,
  faults: Faults,
  areas: AreaModule[],
  settings: Partial<SandboxSettings> = {},
): SandboxState {
  const defaults: SandboxSettings = {
    cartTtlMs: 15 * 60_000,
    tokenTtlMs: 2 * 3600_000,
    maxAnonymousCartsPerClient: 10,
    ...settings,
  };
  const state: SandboxState = {
    clock,
    faults,
    settings: { ...defaults },
    data: {},
    areas,
    area<T>(name: string): T {
      if (!(name in state.data)) throw new Error(`sandbox area "${name}" has no data`);
      return state.data[name] as T;
    },
    lineHandler(type) {
      // the type is the cart's, a string the widget sent: looked up among the areas' own keys only
      for (const a of areas) {
        const handler = Object.entries(a.lines ?? {}).find(([t]) => t === type)?.[1];
        if (handler) return handler;
      }
      return null;
    },
    reset() {
      state.data = {};
      state.settings = { ...defaults };
      for (const a of areas) a.seed(state);
    },
  };
  state.reset();
  return state;
}
