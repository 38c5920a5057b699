// The demo server's two origins (demo/server/origins.ts): the widget's files answer CORS to any
// page, the API to the configured host origins, without credentials; the demo pages point their
// snippet at the widget's origin.
import { describe, expect, it } from "vitest";
import { request as httpRequest } from "node:http";
import { startSandbox, type SandboxOptions } from "../../demo/server/sandbox";

const PAGE = "http://localhost:8080";

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
  const running = await startSandbox({ ...opts, port: 0 });
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
      for (const path of ["/foyer/loader.js", "/static/logos/city.svg"]) {
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
