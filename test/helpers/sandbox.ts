// The real sandbox service, over real HTTP, for one test file: started before the file's
// tests, reset before each test, closed after.
// The service runs in plain Node (see global-setup.ts); this file talks to it over HTTP only.
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import type { Fault } from "../../demo/server/faults";
import { TEST_NOW } from "./clock";

export interface TestService {
  /** http://127.0.0.1:port */
  readonly url: string;
  /** The API base an embed is given: {url}/api */
  readonly api: string;
  /** The next `times` calls of an endpoint fail with `status` (or are delayed, or answer `body`). */
  fault(fault: Omit<Fault, "times"> & { times?: number }): Promise<void>;
  /** The faults not yet used up: `[]` once every faulted call has been made. */
  faults(): Promise<Fault[]>;
  /** How many delayed calls have not been answered yet (0 once a late call has landed). */
  delayed(): Promise<number>;
  /** Merges fields into the remote configuration until the next reset. */
  config(patch: Record<string, unknown>): Promise<void>;
  /** Sets a static page (all languages) or static-content fields. */
  page(id: string, title: string, html: string): Promise<void>;
  content(patch: Record<string, unknown>): Promise<void>;
  /** The instant the test's clock was pinned at (TEST_NOW unless reset() moved it). */
  readonly pinned: Date;
  /** Moves the sandbox clock (the seeded programme stays where it is). */
  clock(now: Date | string): Promise<void>;
  /** Moves the sandbox clock `ms` on from where it is now. */
  advance(ms: number): Promise<void>;
  /** Resets the sandbox with its clock at `now`, seeding the programme around that day. */
  reset(now: Date): Promise<void>;
  /** A JSON call to the service, as a widget would make it. */
  call<T = unknown>(path: string, init?: { method?: string; body?: unknown }): Promise<{ status: number; body: T }>;
}

async function json(url: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(url, {
    method: init.method ?? (init.body ? "POST" : "GET"),
    headers: { "content-type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** `shape: "spec"`: the strict sandbox, answering only with the fields the specification names. */
export function useSandbox(opts: { shape?: "rich" | "spec" } = {}): TestService {
  let running: { url: string } | undefined;
  let pinned = TEST_NOW;
  const need = () => {
    if (!running) throw new Error("sandbox not started");
    return running;
  };
  beforeAll(async () => {
    const r = await json(`${inject("sandboxFactory")}/new?shape=${opts.shape ?? "rich"}`, { method: "POST" });
    running = r.body as { url: string };
  });
  // every test starts at the same instant, whatever the machine's clock says
  const reset = async (now: Date) => {
    const r = await json(`${need().url}/__sandbox/reset`, { body: { now: now.toISOString() } });
    if (r.status !== 200) throw new Error(`reset failed: ${JSON.stringify(r.body)}`);
    pinned = now;
  };
  beforeEach(() => reset(TEST_NOW));
  afterAll(async () => {
    if (running)
      await json(`${inject("sandboxFactory")}/close?url=${encodeURIComponent(running.url)}`, { method: "POST" });
  });
  return {
    get url() {
      return need().url;
    },
    get api() {
      return `${need().url}/api`;
    },
    async fault(f) {
      const r = await json(`${need().url}/__sandbox/fault`, { body: { times: 1, ...f } });
      if (r.status !== 200) throw new Error(`fault not set: ${JSON.stringify(r.body)}`);
    },
    async faults() {
      return (await json(`${need().url}/__sandbox/fault`)).body.data as Fault[];
    },
    async delayed() {
      return ((await json(`${need().url}/__sandbox/fault/delayed`)).body.data as { delayed: number }).delayed;
    },
    async config(patch) {
      await json(`${need().url}/__sandbox/config`, { body: patch });
    },
    async page(id, title, html) {
      await json(`${need().url}/__sandbox/page`, { body: { id, title, html } });
    },
    async content(patch) {
      await json(`${need().url}/__sandbox/content`, { body: patch });
    },
    get pinned() {
      return pinned;
    },
    reset,
    async advance(ms) {
      const r = await json(`${need().url}/__sandbox/clock`);
      const now = new Date((r.body as { data: { now: string } }).data.now).getTime() + ms;
      await json(`${need().url}/__sandbox/clock`, { body: { now: new Date(now).toISOString() } });
    },
    async clock(now) {
      await json(`${need().url}/__sandbox/clock`, { body: { now: new Date(now).toISOString() } });
    },
    call: (path, init) => json(`${need().url}${path.startsWith("/") ? path : `/api/${path}`}`, init) as never,
  };
}
