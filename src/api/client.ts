// The embed's HTTP client: calls go to `{api}/{lang}/{endpoint}`, answers are `{ data }`.
// Only idempotent reads are retried (with back-off) after an answer that failed at once; a POST
// never is, and a slow answer is waited for: after TIMEOUTS.slow the embed hears of it (onSlow,
// "still loading", with the visitor's "try again" for reads). After the retries the
// error policy of spec 000 section 8 runs (src/app/error-policy.ts), then the call rejects
// with an ApiError. The HTTP code (request.ts) is loaded with the first call, so the first screen
// does not wait for it: the loader already fetched the configuration. The error type is here
// (it is small): the HTTP code then comes as one file, not with a second one of its own.
import { ApiError } from "./errors";
import { TIMEOUTS, queryOf, withQuery, type ApiClientOptions, type EarlyAnswer, type RequestOptions } from "./options";

export type { ApiClientOptions, CallInfo, RequestOptions, Timeouts } from "./options";

export interface ApiClient {
  get<T>(endpoint: string, options?: RequestOptions): Promise<T>;
  post<T>(endpoint: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** The absolute URL of an endpoint, as the client would call it. */
  url(endpoint: string): string;
  /**
   * Starts a read ahead of the call that wants it (a navigation's first reads, RouteDef.reads):
   * the first GET of the same address within AHEAD_FRESH takes its answer instead of asking.
   * Nothing is asked when the same read was started within that time.
   */
  prefetch(endpoint: string, query?: RequestOptions["query"]): void;
}

/** How long a read started ahead stays good for the call that wants it (ms). */
export const AHEAD_FRESH = 30_000;

interface Ahead {
  /** None: the read was asked by a call itself (a read ahead then asks nothing). */
  answer?: Promise<EarlyAnswer>;
  at: number;
  taken?: boolean;
}

/** An endpoint's absolute address: `{base}/{lang}/{endpoint}`, with a query's defined values. */
export const addressOf = (base: string, lang: string, endpoint: string, query?: RequestOptions["query"]): string =>
  withQuery(
    new URL(`${base.replace(/\/+$/, "")}/${lang}/${endpoint.replace(/^\/+/, "")}`, location.href).href,
    queryOf(query),
  );

/**
 * Asks for a read ahead of its call (a navigation's, the start module's): the answer, its body
 * read as soon as it arrives (reading it when the call takes it cost a task before the screen).
 */
export function askAhead(address: string): Promise<EarlyAnswer> {
  const answer = fetch(address, { headers: { accept: "application/json" } }).then((res) => {
    const text = res.text();
    text.catch(() => undefined);
    return { status: res.status, text: () => text, headers: res.headers };
  });
  answer.catch(() => undefined);
  return answer;
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
  // reads asked for ahead (the start module's, a navigation's), by absolute address with query
  const ahead = new Map<string, Ahead>();
  for (const [address, answer] of opts.early ?? []) ahead.set(address, { answer, at: performance.now() });
  const keyOf = (address: string, o: RequestOptions) =>
    withQuery(new URL(address, location.href).href, queryOf(o.query));
  /** The answer asked for ahead, once, for the call that would have asked the same. */
  const take = (address: string, method: string, o: RequestOptions) => {
    if (method !== "GET" || (o.auth && opts.token())) return undefined;
    const key = keyOf(address, o);
    const kept = ahead.get(key);
    if (!kept || kept.taken || performance.now() - kept.at > AHEAD_FRESH) {
      // asked now: a read ahead of the same address within AHEAD_FRESH asks nothing
      ahead.set(key, { at: performance.now(), taken: true });
      return undefined;
    }
    kept.taken = true;
    return kept.answer;
  };
  const prefetch = (endpoint: string, query?: RequestOptions["query"]) => {
    const key = addressOf(base, opts.lang(), endpoint, query);
    const kept = ahead.get(key);
    if (!kept || performance.now() - kept.at > AHEAD_FRESH)
      ahead.set(key, { answer: askAhead(key), at: performance.now() });
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
    prefetch,
  };
}
