// The embed's HTTP client: calls go to `{api}/{lang}/{endpoint}`, answers are `{ data }`.
// Only idempotent reads are retried (with back-off) after an answer that failed at once; a POST
// never is, and a slow answer is waited for: after TIMEOUTS.slow the embed hears of it (onSlow,
// "still loading", with the visitor's "try again" for reads). After the retries the
// error policy of spec 000 section 8 runs (src/app/error-policy.ts), then the call rejects
// with an ApiError. The HTTP code (request.ts) is loaded with the first call, so the first screen
// does not wait for it: the loader already fetched the configuration. The error type is here
// (it is small): the HTTP code then comes as one file, not with a second one of its own.
import { ApiError } from "./errors";
import { TIMEOUTS, type ApiClientOptions, type RequestOptions } from "./options";

export type { ApiClientOptions, CallInfo, RequestOptions, Timeouts } from "./options";

export interface ApiClient {
  get<T>(endpoint: string, options?: RequestOptions): Promise<T>;
  post<T>(endpoint: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** The absolute URL of an endpoint, as the client would call it. */
  url(endpoint: string): string;
}

/** A call in flight: whether it is slow, and its "ask again" (reads). */
interface Waiting {
  slow: boolean;
  again?: () => void;
  timer?: ReturnType<typeof setTimeout>;
}

let core: Promise<typeof import("./request")> | undefined;
const loadCore = () => (core ??= import("./request"));

export function createApiClient(opts: ApiClientOptions): ApiClient {
  const base = opts.base.replace(/\/+$/, "");
  const url = (endpoint: string) => `${base}/${opts.lang()}/${endpoint.replace(/^\/+/, "")}`;
  let early = opts.early;
  /** The early answer, once, for the call that would have asked the same. */
  const take = (address: string, method: string, o: RequestOptions) => {
    const asked = early;
    if (!asked || method !== "GET" || o.query || (o.auth && opts.token())) return undefined;
    if (new URL(address, location.href).href !== asked[0]) return undefined;
    early = undefined;
    return asked[1];
  };

  // calls in flight longer than the policy's `slow`, each with its "ask again" (reads)
  const slowMs = opts.timeouts?.slow ?? TIMEOUTS.slow;
  const waiting = new Map<symbol, Waiting>();
  let said = false;
  const tell = () => {
    const slow = [...waiting.values()].filter((w) => w.slow);
    const reads = slow.filter((w) => w.again);
    if (!slow.length && !said) return;
    said = slow.length > 0;
    opts.onSlow?.(said ? { retry: reads.length ? () => reads.forEach(askAgain) : null } : null);
  };
  const watch = (w: Waiting) => {
    w.slow = false;
    w.timer = setTimeout(() => ((w.slow = true), tell()), slowMs);
  };
  function askAgain(w: Waiting) {
    w.again?.();
    watch(w);
    tell();
  }

  async function call<T>(method: "GET" | "POST", endpoint: string, body: unknown, o: RequestOptions = {}): Promise<T> {
    opts.onBusy?.(1);
    const id = Symbol();
    const w: Waiting = { slow: false };
    waiting.set(id, w);
    watch(w);
    try {
      const address = url(endpoint);
      const pre = o.early ?? take(address, method, o);
      const { request } = await loadCore();
      // (a read already slow when its HTTP code arrived gets its "ask again" now)
      return await request<T>(opts, address, method, body, o, pre, (again) => ((w.again = again), w.slow && tell()));
    } catch (error) {
      // (the HTTP code's file itself may have failed to load: that is no answer of the service)
      if (!(error instanceof ApiError)) throw error;
      const serverError = error.status >= 500 && error.status !== 503;
      const handled =
        !serverError && (o.handled === true || (Array.isArray(o.handled) && o.handled.includes(error.status)));
      if (!handled) opts.onError?.(error, { method, endpoint });
      throw error;
    } finally {
      clearTimeout(w.timer);
      waiting.delete(id);
      tell();
      opts.onBusy?.(-1);
    }
  }

  return {
    get: (endpoint, options) => call("GET", endpoint, undefined, options),
    post: (endpoint, body, options) => call("POST", endpoint, body, options),
    url,
  };
}
