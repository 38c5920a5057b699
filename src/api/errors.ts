// One error type for every failed call; screens never see a raw response or FetchError. What
// the payment rules read of a refusal is refusals.ts (the checkout's file): this module is in the
// start module's file, with the client.

export class ApiError extends Error {
  /** HTTP status, or 0 when the service could not be reached. */
  readonly status: number;
  /** A machine-readable code from the body (`code`, or `error` when it is a code). */
  readonly code: string | null;
  /** Field errors of a 422, each a list (a single string is wrapped). */
  readonly fields: Record<string, string[]>;
  /** The whole error body, for calls whose body carries more (e.g. execPayment's `error`). */
  readonly body: Record<string, unknown>;

  constructor(status: number, body: unknown) {
    const b = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
    super(`HTTP ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.body = b;
    this.code = errorCode(body);
    this.fields = normaliseFieldErrors(b.fields ?? b.errors ?? (status === 422 ? b.data : undefined));
  }
}

const CODE = /^[A-Z][A-Z0-9_]+$/;

/**
 * The machine-readable code of an error body: `code` or `error`, else a `message`, `data` or a
 * plain-text body that reads as a code (services differ; spec 001 only says "the error code").
 */
export function errorCode(body: unknown): string | null {
  const code = (v: unknown) => (typeof v === "string" && CODE.test(v.trim()) ? v.trim() : null);
  if (typeof body === "string") return code(body);
  if (!body || typeof body !== "object") return null;
  const b = body as Record<string, unknown>;
  if (typeof b.code === "string" && b.code) return b.code;
  if (typeof b.error === "string" && b.error) return b.error;
  return code(b.message) ?? code(b.data);
}

/** 422 field errors as lists: `{ email: "taken" }` -> `{ email: ["taken"] }`. */
export function normaliseFieldErrors(value: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!value || typeof value !== "object" || Array.isArray(value)) return out;
  for (const [field, v] of Object.entries(value as Record<string, unknown>)) {
    if (typeof v === "string") out[field] = [v];
    else if (Array.isArray(v)) out[field] = v.filter((x): x is string => typeof x === "string");
  }
  return out;
}
