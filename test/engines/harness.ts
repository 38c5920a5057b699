// Per engine's test file: the sandbox service (the built widget and its API on 127.0.0.1), the
// museum's pages on localhost (./host.ts), and the engine. Each test gets a fresh tab (empty
// storage) and a service reset at TEST_NOW; the pages' clock is moved by the same offset. A
// failed test leaves a screenshot in test-results/engines/.
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { existsSync, mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { startSandbox, type RunningSandbox } from "../../demo/server/sandbox";
import { TEST_NOW } from "../helpers/clock";
import type { Engine } from "./driver";
import { startHost, type HostServer } from "./host";
import { Tab } from "./page";

const ROOT = resolve(import.meta.dirname, "../..");
const SHOTS = resolve(ROOT, "test-results/engines");

export interface EngineHarness {
  readonly engine: Engine["name"];
  /** The host pages' origin (http://localhost:PORT). */
  readonly url: string;
  /** The widget's and the service's origin (http://127.0.0.1:PORT). */
  readonly widget: string;
  /** The test's tab. */
  tab(): Tab;
  /** Serves a host page at a path for this test; returns its address. */
  serve(path: string, html: string): string;
  /** A control call to the sandbox (/__sandbox/...). */
  control(path: string, body?: unknown): Promise<unknown>;
}

export function useEngine(launch: () => Promise<Engine>): EngineHarness {
  let service: RunningSandbox | undefined;
  let host: HostServer | undefined;
  let engine: Engine | undefined;
  let tab: Tab | undefined;

  beforeAll(async () => {
    if (!existsSync(resolve(ROOT, "dist/foyer/loader.js")))
      throw new Error("dist/ is missing: run `npm run build` first");
    service = await startSandbox({ port: 0, root: ROOT });
    host = await startHost(service.url);
    engine = await launch();
  });
  beforeEach(async () => {
    const offset = TEST_NOW.getTime() - Date.now();
    host!.reset(offset);
    await fetch(`${service!.url}/__sandbox/reset`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ now: TEST_NOW.toISOString() }),
    });
    tab = new Tab(await engine!.page(), host!.url);
  });
  afterEach(async (context) => {
    if (context.task.result?.state === "fail") {
      mkdirSync(SHOTS, { recursive: true });
      const name = `${engine!.name}-${context.task.name.replace(/[^a-z0-9]+/gi, "-").slice(0, 80)}.png`;
      await tab?.driver.screenshot(resolve(SHOTS, name)).catch(() => {});
    }
    await tab?.driver.close().catch(() => {});
    tab = undefined;
  });
  afterAll(async () => {
    await engine?.close();
    await host?.close();
    await service?.close();
  });

  return {
    get engine() {
      return engine!.name;
    },
    get url() {
      return host!.url;
    },
    get widget() {
      return service!.url;
    },
    tab: () => tab!,
    serve: (path, html) => host!.page(path, html),
    async control(path, body) {
      const res = await fetch(`${service!.url}/__sandbox/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body ?? {}),
      });
      return res.json();
    },
  };
}
