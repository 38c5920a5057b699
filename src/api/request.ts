// The part of the client that talks HTTP (ofetch, retries, error conversion). Loaded with the
// first call; see client.ts.
import { ofetch, FetchError } from "ofetch";
import { ApiError } from "./errors";
import { TIMEOUTS, type ApiClientOptions, type RequestOptions } from "./options";
import { toJson } from "../domain/json";

/** Status codes the service may answer that are worth another try (spec 000 section 7). */
export const RETRYABLE = [408, 413, 429, 500, 502, 503, 504, 521, 522, 524];
export const READ_RETRIES = 2;

export const defaultDelay = (attempt: number) => 300 * 3 ** (attempt - 1);

/** The host page put toJSON on a built-in (Prototype.js): then JSON.stringify cannot be trusted. */
const hostToJson = () => "toJSON" in Array.prototype || "toJSON" in Object.prototype;

export async function request<T>(
  opts: ApiClientOptions,
  url: string,
  method: "GET" | "POST",
  body: unknown,
  o: RequestOptions,
): Promise<T> {
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries(o.query ?? {})) if (v !== undefined && v !== null) query[k] = String(v);
  const token = o.auth ? opts.token() : null;
  if (token) query._ = token;
  const delay = opts.retryDelay ?? defaultDelay;
  const limits = { ...TIMEOUTS, ...opts.timeouts };
  // every call ends: a hung service counts as lost (status 0) after its time
  const limit = o.payment ? limits.payment : method === "GET" ? limits.read : limits.write;
  try {
    const res = await ofetch<{ data: T }>(url, {
      method,
      query,
      // serialised here: a host's toJSON on built-ins must not reach the body (domain/json.ts)
      body:
        method === "POST" ? (hostToJson() ? toJson(body ?? {}) : ((body ?? {}) as Record<string, unknown>)) : undefined,
      // a payment or any other POST is never repeated blindly
      retry: method === "GET" ? READ_RETRIES : 0,
      retryStatusCodes: RETRYABLE,
      retryDelay: (ctx) => delay(READ_RETRIES - ((ctx.options.retry as number) ?? 0) + 1),
      signal: o.signal,
      timeout: o.signal ? undefined : limit,
      headers: { accept: "application/json", ...(method === "POST" && { "content-type": "application/json" }) },
    });
    return (res && typeof res === "object" && "data" in res ? res.data : res) as T;
  } catch (e) {
    if (e instanceof DOMException && e.name === "AbortError") throw e;
    throw e instanceof FetchError ? new ApiError(e.response?.status ?? 0, e.data) : new ApiError(0, null);
  }
}
