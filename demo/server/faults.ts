// Fault injection for tests: the next N calls of an endpoint answer with a status, or are
// delayed, or both, or answer a given body (POST /__sandbox/fault).

export interface Fault {
  /** Endpoint after /api/{lang}/, e.g. "shopinfo/config"; a trailing "*" matches a prefix. */
  endpoint: string;
  status?: number;
  /** Milliseconds to wait before answering. */
  delay?: number;
  /** How many calls it applies to. @default 1 */
  times: number;
  /** Only calls of this method. */
  method?: string;
  /**
   * An answer instead (status `status` or 200): text is sent as it is (an empty body, HTML,
   * malformed JSON), anything else as JSON (a broken or odd answer).
   */
  body?: unknown;
  /** The raw answer's content type. @default application/json */
  contentType?: string;
}

export interface Faults {
  add(fault: Fault): void;
  /** The fault for this call, if any (and counts it). */
  take(endpoint: string, method: string): Fault | null;
  clear(): void;
  list(): Fault[];
  /** Calls that were delayed and have not been answered yet (a test waits for a late one to land). */
  delayed: number;
}

export function createFaults(): Faults {
  let faults: Fault[] = [];
  const matches = (f: Fault, endpoint: string, method: string) =>
    (!f.method || f.method.toUpperCase() === method) &&
    (f.endpoint.endsWith("*") ? endpoint.startsWith(f.endpoint.slice(0, -1)) : f.endpoint === endpoint);
  return {
    add: (fault) => {
      faults.push({ ...fault, times: Math.max(1, fault.times || 1) });
    },
    take: (endpoint, method) => {
      const f = faults.find((x) => matches(x, endpoint, method));
      if (!f) return null;
      f.times -= 1;
      if (f.times <= 0) faults = faults.filter((x) => x !== f);
      return f;
    },
    clear: () => {
      faults = [];
    },
    list: () => faults.map((f) => ({ ...f })),
    delayed: 0,
  };
}
