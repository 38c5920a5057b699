// The client's options and call types, apart from client.ts so that request.ts (loaded with the first call) and
// client.ts do not import each other.
import type { ApiError } from "./errors";

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Send the login token as query parameter `_`. */
  auth?: boolean;
  /**
   * Skip the global error policy: true for every status, or the statuses the caller handles. A
   * server error (500–599 but 503) still shows the shell's 15-second server message (spec 000
   * section 8: every 500); 503 is left to a caller that handles it.
   */
  handled?: boolean | number[];
  /** A payment call (timeouts.payment; never sent twice). */
  payment?: boolean;
  /** The answer of a request already made for this call (the loader's configuration request): the
   * call's first try takes it, under the same time limit. */
  early?: Promise<EarlyAnswer>;
}

/**
 * The time-limit policy of every call (ms; docs/decisions.md "One policy for every call"): after `slow` the
 * shell says the shop is still loading (a read offers to ask again); a call without an answer
 * after its limit (`read`, `write`, `payment`) is lost (status 0) and ends in a message. An
 * answer that is only slow is never abandoned and sent again on its own.
 */
export interface Timeouts {
  slow: number;
  read: number;
  write: number;
  payment: number;
}

/** One limit for every call: a lost payment call goes to the unknown-outcome path. */
export const TIMEOUTS: Timeouts = { slow: 3000, read: 45_000, write: 45_000, payment: 45_000 };

/** Calls waiting longer than `slow`; `retry` (reads only) asks them again at once. Null: none. */
export type Slow = { retry: (() => void) | null } | null;

export interface CallInfo {
  method: "GET" | "POST";
  endpoint: string;
}

export interface ApiClientOptions {
  base: string;
  lang: () => string;
  token: () => string | null;
  /** Runs for failures the caller did not declare as handled. */
  onError?: (error: ApiError, call: CallInfo) => void;
  /** Counts calls in flight, for the waiting spinner. */
  onBusy?: (delta: 1 | -1) => void;
  /** Calls in flight longer than `timeouts.slow` (null once there are none), for "still loading". */
  onSlow?: (slow: Slow) => void;
  /** The service's clock (ms) by an answer's Date header (plus Age), for the embed's clock. */
  onServiceTime?: (serviceNow: number) => void;
  /** Back-off in ms before retry n (1-based). */
  retryDelay?: (attempt: number) => number;
  /** @default TIMEOUTS */
  timeouts?: Partial<Timeouts>;
  /**
   * Reads asked for before the app was here (the start module, for the start route's first reads):
   * each absolute address with its answer. The first GET of that address without a token takes it.
   */
  early?: [address: string, answer: Promise<EarlyAnswer>][];
}

/** A query's defined values, as strings. */
export function queryOf(query: RequestOptions["query"]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) out[k] = String(v);
  return out;
}

/** `url?k=v&…`: the query's values encoded, added to a query the URL may already have. */
export function withQuery(url: string, query: Record<string, string>): string {
  const q = new URLSearchParams(query).toString();
  return q ? `${url}${url.includes("?") ? "&" : "?"}${q}` : url;
}

/** An answer asked for early: a Response, or the start module's stand-in for one whose body it
 * began to read as soon as it arrived (reading it later took a task before the first content). */
export type EarlyAnswer = Pick<Response, "status" | "text"> & Partial<Pick<Response, "headers">>;

/** The loader's configuration request: a Response, or the start module's stand-in for one whose
 * body it began to read as soon as it arrived. */
export type LoaderConfig = Pick<Response, "ok" | "url" | "json"> & Partial<Pick<Response, "headers">>;
