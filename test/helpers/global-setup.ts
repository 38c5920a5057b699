// Runs in plain Node, outside the happy-dom test environment (whose Response and Headers the
// service must not use). Starts a factory: each test file asks it for its own sandbox service,
// so files running in parallel never share state.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { startSandbox, type RunningSandbox } from "../../demo/server/sandbox";

declare module "vitest" {
  export interface ProvidedContext {
    sandboxFactory: string;
  }
}

export default async function setup(project: TestProject) {
  const running = new Map<string, RunningSandbox>();
  const factory = createServer(async (req, res) => {
    res.setHeader("access-control-allow-origin", "*");
    res.setHeader("access-control-allow-headers", "content-type");
    res.setHeader("content-type", "application/json");
    try {
      if (req.method === "OPTIONS") {
        res.statusCode = 204;
        res.end();
      } else if (req.method === "POST" && req.url?.startsWith("/new")) {
        const shape = new URL(req.url, "http://x").searchParams.get("shape") === "spec" ? "spec" : "rich";
        const sandbox = await startSandbox({ port: 0, shape });
        running.set(sandbox.url, sandbox);
        res.end(JSON.stringify({ url: sandbox.url }));
      } else if (req.method === "POST" && req.url?.startsWith("/close?")) {
        const url = new URL(req.url, "http://x").searchParams.get("url") ?? "";
        await running.get(url)?.close();
        running.delete(url);
        res.end("{}");
      } else {
        res.statusCode = 404;
        res.end("{}");
      }
    } catch (e) {
      res.statusCode = 500;
      res.end(JSON.stringify({ error: String(e) }));
    }
  });
  await new Promise<void>((r) => factory.listen(0, "127.0.0.1", r));
  project.provide("sandboxFactory", `http://127.0.0.1:${(factory.address() as AddressInfo).port}`);
  return async () => {
    await Promise.all([...running.values()].map((s) => s.close()));
    factory.closeAllConnections();
    await new Promise((r) => factory.close(r));
  };
}
