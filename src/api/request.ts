// The part of the client that talks HTTP: fetch under the time-limit policy, retries of reads,
// error conversion. Loaded with the first call; see client.ts. Our own lines instead of a fetch
// library: a first visit fetches 3.3 KB less (docs/decisions.md, "HTTP without a library").
import { ApiError } from "./errors";
import { TIMEOUTS, queryOf, withQuery, type ApiClientOptions, type EarlyAnswer, type RequestOptions } from "./options";
import { toJson } from "../domain/json";

/** Status codes the service may answer that are worth another try (spec 000 section 7). */
export const RETRYABLE = [408, 413, 429, 500, 502, 503, 504, 521, 522, 524];
export const READ_RETRIES = 2;

export const defaultDelay = (attempt: number) => 300 * 3 ** (attempt - 1);

/** The host page put toJSON on a built-in (Prototype.js): then JSON.stringify cannot be trusted. */
const hostToJson = () => "toJSON" in Array.prototype || "toJSON" in Object.prototype;

/** A key that would become an object's prototype if the answer were merged into another object. */
const PROTO =
  /"(?:_|\\u005[fF]){2}(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[fF])(?:t|\\u0074)(?:o|\\u006[fF])(?:_|\\u005[fF]){2}"/;

/** An answer's body: its JSON when it is JSON (without `__proto__` keys), else the text itself. */
export function parseBody(text: string): unknown {
  try {
    return PROTO.test(text)
      ? JSON.parse(text, (k, v: unknown) => (k === "__proto__" ? undefined : v))
      : JSON.parse(text);
  } catch {
    return text;
  }
}

/** The service's clock by an answer's Date header (plus Age, for a cached one), ms; NaN without
 * (a service on another origin must expose Date: docs/service-contract.md). */
function serviceTime(res: EarlyAnswer): number {
  try {
    return Date.parse(res.headers!.get("date")!) + (Number(res.headers!.get("age")) || 0) * 1000;
  } catch {
    return NaN;
  }
}

interface Answer {
  status: number;
  body: unknown;
  /** No answer within the call's limit (status 0). */
  hung?: boolean;
  /** Given up because the visitor asked again (see `request`'s `retryable`). */
  again?: boolean;
}

/**
 * One try: status 0 when the service could not be reached or did not answer within `limit` ms.
 * `pre`: the answer of a request already made (the start module's), used instead of a new one.
 * `again`: the visitor asked to try again: this try is given up at once.
 */
async function once(
  url: string,
  init: RequestInit,
  limit: number,
  again: AbortSignal,
  pre?: Promise<EarlyAnswer>,
  heard?: (serviceNow: number) => void,
): Promise<Answer> {
  const abort = new AbortController();
  // the time limit holds for an answer asked for earlier too, which this abort cannot cancel
  const late = new Promise<never>((_, fail) => abort.signal.addEventListener("abort", fail));
  late.catch(() => undefined);
  let hung = false;
  const timer = setTimeout(() => ((hung = true), abort.abort()), limit);
  const giveUp = () => abort.abort();
  again.addEventListener("abort", giveUp);
  try {
    const res = await Promise.race([pre ?? fetch(url, { ...init, signal: abort.signal }), late]);
    heard?.(serviceTime(res));
    // the body is part of the answer: a service that stalls in the middle of it is lost too
    return { status: res.status, body: parseBody(await Promise.race([res.text(), late])) };
  } catch {
    return { status: 0, body: null, hung, again: again.aborted };
  } finally {
    clearTimeout(timer);
    again.removeEventListener("abort", giveUp);
  }
}

/**
 * A call under the time-limit policy (options.ts TIMEOUTS). `retryable`: for a read, receives the
 * function that gives up the try in flight and asks again at once (the visitor's "try again").
 */
export async function request<T>(
  opts: ApiClientOptions,
  url: string,
  method: "GET" | "POST",
  body: unknown,
  o: RequestOptions,
  pre?: Promise<EarlyAnswer>,
  retryable?: (again: () => void) => void,
): Promise<T> {
  const query = queryOf(o.query);
  const token = o.auth ? opts.token() : null;
  if (token) query._ = token;
  const delay = opts.retryDelay ?? defaultDelay;
  const limits = { ...TIMEOUTS, ...opts.timeouts };
  // every call ends: a hung service counts as lost (status 0) after its time
  const limit = o.payment ? limits.payment : method === "GET" ? limits.read : limits.write;
  const init: RequestInit = {
    method,
    headers: { accept: "application/json", ...(method === "POST" && { "content-type": "application/json" }) },
    // serialised here: a host's toJSON on built-ins must not reach the body (domain/json.ts)
    body: method === "POST" ? (hostToJson() ? toJson(body ?? {}) : JSON.stringify(body ?? {})) : undefined,
  };
  // a payment or any other POST is never repeated; a read is, after an answer that failed at
  // once (unreachable, a retryable status), but not after a slow one: that is waited for
  const read = method === "GET";
  const tries = read ? READ_RETRIES + 1 : 1;
  const address = withQuery(url, query);
  let again = new AbortController();
  if (read) retryable?.(() => again.abort());
  // the first try may take the answer the start module asked for (see ApiClientOptions.early)
  let early = pre;
  for (let attempt = 1; ; attempt++) {
    // (asked again between two tries: this try is the new one)
    if (again.signal.aborted) again = new AbortController();
    const answer = await once(address, init, limit, again.signal, early, opts.onServiceTime);
    early = undefined;
    if (answer.again) {
      // the visitor asked again: a new try at once, not counted
      again = new AbortController();
      attempt--;
      continue;
    }
    const failed = answer.status === 0 || (answer.status >= 400 && answer.status < 600);
    if (!failed) {
      const res = answer.body;
      return (res && typeof res === "object" && "data" in res ? res.data : res) as T;
    }
    if (answer.hung || attempt >= tries || !(answer.status === 0 || RETRYABLE.includes(answer.status)))
      throw new ApiError(answer.status, answer.body);
    await new Promise((next) => setTimeout(next, delay(attempt)));
  }
}
