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
  /** A payment call: it may take the provider a while, so it waits longer (timeouts.payment). */
  payment?: boolean;
}

/** How long a call may take before it counts as lost (ms): a read (each try), a write, a payment. */
export interface Timeouts {
  read: number;
  write: number;
  payment: number;
}

/** Reads are retried after a timeout; a lost payment call goes to the unknown-outcome path. */
export const TIMEOUTS: Timeouts = { read: 6000, write: 15000, payment: 30000 };

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
  /** Back-off in ms before retry n (1-based). */
  retryDelay?: (attempt: number) => number;
  /** @default TIMEOUTS */
  timeouts?: Partial<Timeouts>;
  /**
   * A read asked for before the app was here (the start module, for a deep link): its absolute
   * address and the answer. The first GET of that address without a query or token takes it.
   */
  early?: [address: string, answer: Promise<EarlyAnswer>];
}

/** An answer asked for early: a Response, or the start module's stand-in for one whose body it
 * began to read as soon as it arrived (reading it later took a task before the first content). */
export type EarlyAnswer = Pick<Response, "status" | "text">;

/** The loader's configuration request: a Response, or the start module's stand-in for one whose
 * body it began to read as soon as it arrived. */
export type LoaderConfig = Pick<Response, "ok" | "url" | "json">;
