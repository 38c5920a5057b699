// The demo server's two origins (demo/server/origins.ts): the widget's files answer CORS to any
// page, the API to the configured host origins, without credentials; the demo pages point their
// snippet at the widget's origin.
import { describe, expect, it } from "vitest";
import { request as httpRequest } from "node:http";
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startSandbox, type SandboxOptions } from "../../demo/server/sandbox";

const PAGE = "http://localhost:8080";

/** A root with the real demo site and a built widget of one file: no build needed. */
function fakeRoot(): string {
  const root = mkdtempSync(join(tmpdir(), "foyer-origins-"));
  symlinkSync(resolve(import.meta.dirname, "../../demo"), join(root, "demo"));
  mkdirSync(join(root, "dist/foyer/app"), { recursive: true });
  writeFileSync(join(root, "dist/foyer/loader.js"), "/* loader */");
  writeFileSync(join(root, "dist/foyer/app/main-x.js"), "export {};");
  return root;
}

/** Real HTTP (a test DOM's Request would drop the Origin header): status, headers, body. */
function call(base: string, path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: { get(name: string): string | null }; text: string }>((done, fail) => {
    const req = httpRequest(base + path, { method: init.method ?? "GET", headers: init.headers }, (res) => {
      let text = "";
      res.on("data", (c) => (text += c));
      res.on("end", () =>
        done({
          status: res.statusCode ?? 0,
          headers: { get: (n) => (res.headers[n.toLowerCase()] as string | undefined) ?? null },
          text,
        }),
      );
    });
    req.on("error", fail);
    req.end();
  });
}

/** A sandbox over HTTP for the duration of one test. */
async function withSandbox(
  opts: SandboxOptions,
  test: (
    request: (path: string, init?: Parameters<typeof call>[2]) => ReturnType<typeof call>,
    url: string,
  ) => Promise<void>,
) {
  const running = await startSandbox({ root: fakeRoot(), ...opts, port: 0 });
  try {
    await test((path, init) => call(running.url, path, init), running.url);
  } finally {
    await running.close();
  }
}

describe("cross-origin delivery", () => {
  it("answers the API's preflight for any page by default, without credentials", async () => {
    await withSandbox({}, async (request) => {
      const res = await request("/api/en/shopinfo/config?shop=3", {
        method: "OPTIONS",
        headers: {
          origin: PAGE,
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      });
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
      expect(res.headers.get("access-control-allow-credentials")).toBeNull();
      expect(res.headers.get("access-control-allow-headers")).toMatch(/content-type/);
    });
  });

  it("allows only the configured host origins to call the API", async () => {
    await withSandbox({ origins: { hostOrigins: [PAGE] } }, async (request) => {
      const from = (origin: string) => request("/api/en/shopinfo/config?shop=3", { headers: { origin } });
      expect((await from(PAGE)).headers.get("access-control-allow-origin")).toBe(PAGE);
      expect((await from("https://evil.example")).headers.get("access-control-allow-origin")).toBeNull();
    });
  });

  it("serves the widget's chunks and the images to pages of any origin", async () => {
    await withSandbox({}, async (request) => {
      // (the widget's chunks are checked in Chromium, test/browser/hosts.test.ts: the compressing
      // delivery builds answers this test DOM's Response cannot carry over HTTP)
      for (const path of ["/static/logos/city.svg"]) {
        const res = await request(path, { headers: { origin: PAGE } });
        expect(res.status, path).toBe(200);
        expect(res.headers.get("access-control-allow-origin"), path).toBe("*");
      }
    });
  });

  it("points the demo pages' snippet at the widget's origin", async () => {
    await withSandbox({}, async (request, url) => {
      const html = (await request("/embeds.html")).text;
      expect(html).toContain(`src="${url}/foyer/loader.js"`);
      const csp = (await request("/csp.html")).headers.get("content-security-policy");
      expect(csp).toContain(`script-src 'self' ${url}`);
    });
  });
});
