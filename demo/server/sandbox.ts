// The sandbox service: the museum demo site at /, the built widget at /foyer/, the service at
// /api/{lang}/..., the areas' own pages (payment provider under /pay/), test controls under
// /__sandbox/. createSandbox() is used by `npm start` and, in-process, by the tests.
import { Hono, type Context, type Next } from "hono";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { resolve } from "node:path";
import type { AddressInfo } from "node:net";
import { createClock } from "./clock";
import { createFaults, type Fault } from "./faults";
import { createState, type AreaModule, type SandboxSettings, type SandboxState } from "./state";
import { fail } from "./http";
import { controls } from "./controls";
import { scale } from "./scale";
import { AREAS } from "./areas";
import { site } from "./site";
import { apiCors, type OriginSettings } from "./origins";
import { isShape, shapeAnswers, type Shape } from "./shape";

export interface SandboxOptions {
  /** The repository root (dist/, demo/site, demo/static below it). */
  root?: string;
  /** Start the clock at this moment. */
  now?: Date;
  settings?: Partial<SandboxSettings>;
  areas?: AreaModule[];
  /** Which host pages may call the API, and where the demo pages load the widget from. */
  origins?: OriginSettings;
  /** "spec": answers carry only the fields the specification names (shape.ts). @default "rich" */
  shape?: Shape;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A faulted call's answer (a given body, or a status), else the service's own. */
async function answerFault(c: Context, fault: Fault | null, next: Next): Promise<Response | void> {
  if (typeof fault?.body === "string")
    return c.body(fault.body, (fault.status ?? 200) as 200, {
      "content-type": fault.contentType ?? "application/json",
    });
  if (fault?.body !== undefined) return c.json(fault.body as object, (fault.status ?? 200) as 200);
  if (fault?.status) return fail(c, fault.status, "SANDBOX_INJECTED_FAULT");
  await next();
}

export function createSandbox(opts: SandboxOptions = {}): { app: Hono; state: SandboxState } {
  const root = opts.root ?? resolve(import.meta.dirname, "../..");
  const state = createState(createClock(opts.now), createFaults(), opts.areas ?? AREAS, opts.settings);
  const app = new Hono();
  const api = new Hono();

  api.use("*", apiCors(opts.origins ?? {}));
  // the service's clock in every answer, as HTTP wants it: the sandbox's (tests move it), not the machine's
  api.use("*", async (c, next) => {
    await next();
    c.header("Date", state.clock.now().toUTCString());
  });
  api.use("/:lang/*", async (c, next) => {
    const endpoint = c.req.path.replace(/^\/api\/[^/]+\//, "");
    const fault = c.req.method === "OPTIONS" ? null : state.faults.take(endpoint, c.req.method);
    if (fault?.delay) {
      state.faults.delayed += 1;
      try {
        await sleep(fault.delay);
        return await answerFault(c, fault, next);
      } finally {
        state.faults.delayed -= 1;
      }
    }
    return answerFault(c, fault, next);
  });
  let shape: Shape = opts.shape ?? "rich";
  api.use(
    "/:lang/*",
    shapeAnswers(() => shape),
  );
  for (const area of state.areas) area.routes(api, state);
  api.all("*", (c) => fail(c, 404, "NOT_FOUND"));
  api.onError((err, c) => {
    console.error("sandbox: internal error", err);
    return fail(c, 500, "INTERNAL_ERROR");
  });

  app.route("/api", api);
  scale(app, state);
  controls(app, state);
  // the answers' shape, kept over resets: it belongs to the sandbox started, like its port
  app.get("/__sandbox/shape", (c) => c.json({ data: { shape } }));
  app.post("/__sandbox/shape", async (c) => {
    const next = ((await c.req.json().catch(() => ({}))) as { shape?: unknown }).shape;
    if (!isShape(next)) return fail(c, 400, "INVALID_SHAPE");
    shape = next;
    return c.json({ data: { shape } });
  });
  for (const area of state.areas) area.pages?.(app, state);
  site(app, root, serveStatic, opts.origins);
  return { app, state };
}

export interface RunningSandbox {
  url: string;
  state: SandboxState;
  close(): Promise<void>;
}

/** Starts the sandbox on a port (0: any free one) of 127.0.0.1. */
export function startSandbox(opts: SandboxOptions & { port?: number; host?: string } = {}): Promise<RunningSandbox> {
  const { app, state } = createSandbox(opts);
  const host = opts.host ?? "127.0.0.1";
  return new Promise((resolveStart, reject) => {
    const server = serve(
      { fetch: app.fetch, port: opts.port ?? 0, hostname: host, overrideGlobalObjects: false },
      (info: AddressInfo) => {
        resolveStart({
          url: `http://${host}:${info.port}`,
          state,
          close: () =>
            new Promise<void>((done) => {
              (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
              server.close(() => done());
            }),
        });
      },
    );
    server.on("error", reject);
  });
}
