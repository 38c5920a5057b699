// The embed's HTTP client: calls go to `{api}/{lang}/{endpoint}`, answers are `{ data }`.
// Only idempotent reads are retried (with back-off); a POST never is. After the retries the
// error policy of spec 000 section 8 runs (src/app/error-policy.ts), then the call rejects
// with an ApiError. The HTTP code (request.ts) is loaded with the first call, so the first screen
// does not wait for it: the loader already fetched the configuration. The error type is here
// (it is small): the HTTP code then comes as one file, not with a second one of its own.
import { ApiError } from "./errors";
import type { ApiClientOptions, RequestOptions } from "./options";

export type { ApiClientOptions, CallInfo, RequestOptions, Timeouts } from "./options";

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
  let early = opts.early;
  /** The early answer, once, for the call that would have asked the same. */
  const take = (address: string, method: string, o: RequestOptions) => {
    const asked = early;
    if (!asked || method !== "GET" || o.query || (o.auth && opts.token())) return undefined;
    if (new URL(address, location.href).href !== asked[0]) return undefined;
    early = undefined;
    return asked[1];
  };

  async function call<T>(method: "GET" | "POST", endpoint: string, body: unknown, o: RequestOptions = {}): Promise<T> {
    opts.onBusy?.(1);
    try {
      const address = url(endpoint);
      const pre = take(address, method, o);
      const { request } = await loadCore();
      return await request<T>(opts, address, method, body, o, pre);
    } catch (error) {
      // (the HTTP code's file itself may have failed to load: that is no answer of the service)
      if (!(error instanceof ApiError)) throw error;
      const serverError = error.status >= 500 && error.status !== 503;
      const handled =
        !serverError && (o.handled === true || (Array.isArray(o.handled) && o.handled.includes(error.status)));
      if (!handled) opts.onError?.(error, { method, endpoint });
      throw error;
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
