// The embed's HTTP client: calls go to `{api}/{lang}/{endpoint}`, answers are `{ data }`.
// Only idempotent reads are retried (with back-off); a POST never is. After the retries the
// error policy of spec 000 section 8 runs (src/app/error-policy.ts), then the call rejects
// with an ApiError. The HTTP code (ofetch) is loaded with the first call, so the first screen
// does not wait for it: the loader already fetched the configuration.
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
  signal?: AbortSignal;
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
}

export interface ApiClient {
  get<T>(endpoint: string, options?: RequestOptions): Promise<T>;
  post<T>(endpoint: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** The absolute URL of an endpoint, as the client would call it. */
  url(endpoint: string): string;
}

let core: Promise<typeof import("./request")> | undefined;
const loadCore = () => (core ??= import("./request"));

export function createApiClient(opts: ApiClientOptions): ApiClient {
  const base = opts.base.replace(/\/+$/, "");
  const url = (endpoint: string) => `${base}/${opts.lang()}/${endpoint.replace(/^\/+/, "")}`;

  async function call<T>(method: "GET" | "POST", endpoint: string, body: unknown, o: RequestOptions = {}): Promise<T> {
    opts.onBusy?.(1);
    try {
      const { request } = await loadCore();
      return await request<T>(opts, url(endpoint), method, body, o);
    } catch (e) {
      const error = e as ApiError;
      const serverError = error.status >= 500 && error.status !== 503;
      const handled =
        !serverError && (o.handled === true || (Array.isArray(o.handled) && o.handled.includes(error.status)));
      if (!handled && typeof error.status === "number") opts.onError?.(error, { method, endpoint });
      throw e;
    } finally {
      opts.onBusy?.(-1);
    }
  }

  return {
    get: (endpoint, options) => call("GET", endpoint, undefined, options),
    post: (endpoint, body, options) => call("POST", endpoint, body, options),
    url,
  };
}
