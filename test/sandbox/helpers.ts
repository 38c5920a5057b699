// The sandbox in-process for tests of its calls and cart-line handlers: the real state with
// every area, and a router with the given areas' calls (no static site, no HTTP server).
import { Hono } from "hono";
import { createClock } from "../../demo/server/clock";
import { TEST_NOW } from "../helpers/clock";
import { createFaults } from "../../demo/server/faults";
import { createState, type AreaModule, type CartLine, type SandboxState } from "../../demo/server/state";
import { AREAS } from "../../demo/server/areas";

export interface InProcessSandbox {
  state: SandboxState;
  get<T = unknown>(path: string): Promise<{ status: number; body: T }>;
  /** Checks, prices and commits lines as checkout would: each line against the ones before it. */
  check(lines: CartLine[]): (string | null)[];
  amounts(lines: CartLine[]): number[];
}

export function inProcessSandbox(areas: AreaModule[]): InProcessSandbox {
  const state = createState(createClock(TEST_NOW), createFaults(), AREAS);
  const app = new Hono();
  for (const a of areas) {
    a.routes(app, state);
    a.pages?.(app, state);
  }
  const handler = (type: string) => {
    const h = state.lineHandler(type);
    if (!h) throw new Error(`no handler for ${type}`);
    return h;
  };
  return {
    state,
    async get<T>(path: string) {
      const res = await app.fetch(new Request(`http://sandbox${path}`));
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON (an image)
      }
      return { status: res.status, body: body as T };
    },
    check: (lines) => lines.map((l, i) => handler(l.type).check(l, state, lines.slice(0, i))),
    amounts: (lines) => lines.map((l, i) => handler(l.type).amount(l, state, lines.slice(0, i))),
  };
}
