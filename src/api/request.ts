// The part of the client that talks HTTP (the browser's fetch, retries, error conversion).
// Loaded with the first call; see client.ts. No HTTP library: fetch with a query, a JSON body
// and two retries of a read is all the client needs, and it is on every first visit.
import { ApiError } from "./errors";
import { TIMEOUTS, type ApiClientOptions, type RequestOptions } from "./options";

/** Status codes the service may answer that are worth another try (spec 000 section 7). */
export const RETRYABLE = [408, 413, 429, 500, 502, 503, 504, 521, 522, 524];
export const READ_RETRIES = 2;

export const defaultDelay = (attempt: number) => 300 * 3 ** (attempt - 1);

const isAbort = (e: unknown) => e instanceof DOMException && e.name === "AbortError";

/** The answer's body: JSON when it is JSON, else its text (null when empty or unreadable). */
async function bodyOf(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => "");
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function request<T>(
  opts: ApiClientOptions,
  url: string,
  method: "GET" | "POST",
  body: unknown,
  o: RequestOptions,
): Promise<T> {
  const target = new URL(url, location.href);
  for (const [k, v] of Object.entries(o.query ?? {}))
    if (v !== undefined && v !== null) target.searchParams.set(k, String(v));
  const token = o.auth ? opts.token() : null;
  if (token) target.searchParams.set("_", token);
  const delay = opts.retryDelay ?? defaultDelay;
  const limits = { ...TIMEOUTS, ...opts.timeouts };
  // every call ends: a hung service counts as lost (status 0) after its time
  const limit = o.payment ? limits.payment : method === "GET" ? limits.read : limits.write;
  // a payment or any other POST is never repeated blindly
  const retries = method === "GET" ? READ_RETRIES : 0;
  for (let attempt = 1; ; attempt++) {
    let res: Response | null = null;
    try {
      res = await fetch(target, {
        method,
        signal: o.signal ?? AbortSignal.timeout(limit),
        headers:
          method === "POST"
            ? { accept: "application/json", "content-type": "application/json" }
            : { accept: "application/json" },
        body: method === "POST" ? JSON.stringify(body ?? {}) : undefined,
      });
    } catch (e) {
      if (isAbort(e)) throw e;
    }
    const data = res ? await bodyOf(res) : null;
    if (res?.ok) return (data && typeof data === "object" && "data" in data ? data.data : data) as T;
    if (attempt > retries || (res && !RETRYABLE.includes(res.status))) throw new ApiError(res?.status ?? 0, data);
    await new Promise((r) => setTimeout(r, delay(attempt)));
    if (o.signal?.aborted) throw new DOMException("The request was aborted", "AbortError");
  }
}
