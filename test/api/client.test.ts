import { describe, expect, it } from "vitest";
import { useSandbox } from "../helpers/sandbox";
import { createApiClient, type CallInfo } from "../../src/api/client";
import { ApiError } from "../../src/api/errors";
import { parseBody } from "../../src/api/request";
import { withQuery } from "../../src/api/options";

const service = useSandbox();

/** The ApiError a call fails with (the test fails if it succeeds). */
const failure = (call: Promise<unknown>): Promise<ApiError> =>
  call.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (e: ApiError) => e,
  );

function client(token: string | null = null, timeouts?: { read?: number; write?: number }) {
  const errors: [number, CallInfo][] = [];
  const busy: number[] = [];
  const api = createApiClient({
    base: service.api,
    lang: () => "en",
    token: () => token,
    onError: (e, call) => errors.push([e.status, call]),
    onBusy: (d) => busy.push(d),
    retryDelay: () => 1,
    timeouts,
  });
  return { api, errors, busy };
}

describe("API client", () => {
  it("calls {api}/{lang}/{endpoint} and returns the answer's data", async () => {
    const { api, busy } = client();
    const meta = await api.get<{ meta: { currency: string } }>("shopinfo", { query: { shop: 3 } });
    expect(meta.meta.currency).toBe("EUR");
    expect(api.url("static/content")).toBe(`${service.api}/en/static/content`);
    expect(busy).toEqual([1, -1]);
  });

  it("retries a GET on a retryable status and succeeds", async () => {
    await service.fault({ endpoint: "shopinfo", status: 503, times: 2 });
    const { api, errors } = client();
    await expect(api.get("shopinfo")).resolves.toBeTruthy();
    expect(errors).toEqual([]);
  });

  it("gives up after two retries and runs the error policy once", async () => {
    await service.fault({ endpoint: "shopinfo", status: 500, times: 3 });
    const { api, errors } = client();
    const failed = await failure(api.get("shopinfo"));
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed.status).toBe(500);
    expect(errors).toEqual([[500, { method: "GET", endpoint: "shopinfo" }]]);
    // the fourth call is served normally: exactly three were made
    await expect(api.get("shopinfo")).resolves.toBeTruthy();
  });

  it("never retries a POST", async () => {
    await service.fault({ endpoint: "customer/attr", status: 503, times: 1, method: "POST" });
    const { api } = client();
    const failed = await failure(api.post("customer/attr", {}));
    expect(failed.status).toBe(503);
    // the fault was used up by the single attempt: the next POST reaches the route (GET-only: 404)
    const next = await failure(api.post("customer/attr", {}));
    expect(next.status).toBe(404);
  });

  it("does not retry a status that is not retryable, and leaves handled statuses to the caller", async () => {
    const { api, errors } = client();
    const missing = await failure(api.get("static/page/nope", { handled: [404] }));
    expect(missing.status).toBe(404);
    expect(missing.code).toBe("PAGE_NOT_FOUND");
    expect(errors).toEqual([]);
  });

  it("still reports a 500 of a handled call, for the shell's server message (spec 000 section 8)", async () => {
    const { api, errors } = client();
    await service.fault({ endpoint: "checkout/suggest", status: 500 });
    const failed = await failure(api.post("checkout/suggest", { cart: [] }, { handled: true }));
    expect(failed.status).toBe(500);
    expect(errors).toEqual([[500, { method: "POST", endpoint: "checkout/suggest" }]]);
    // a handled 503 stays with the caller (no remount in the middle of its own handling)
    await service.fault({ endpoint: "checkout/suggest", status: 503 });
    await failure(api.post("checkout/suggest", { cart: [] }, { handled: true }));
    expect(errors).toHaveLength(1);
  });

  it("sends the token as _ only where asked", async () => {
    const { api, errors } = client("expired-token");
    const denied = await failure(api.get("customer", { auth: true }));
    expect(denied.status).toBe(401);
    expect(errors[0][0]).toBe(401);
    const anonymous = await failure(client(null).api.get("customer"));
    expect(anonymous.status).toBe(401);
  });

  it("counts a read that never answers as lost (status 0) after its limit, asked once (a slow answer is not sent again), and a write too", async () => {
    await service.fault({ endpoint: "shopinfo", delay: 1500, times: 2 });
    const { api, errors } = client(null, { read: 200, write: 200 });
    expect((await failure(api.get("shopinfo"))).status).toBe(0);
    expect(errors).toEqual([[0, { method: "GET", endpoint: "shopinfo" }]]);
    // one of the two delays is left: exactly one request was made
    expect((await service.faults())[0].times).toBe(1);
    await service.fault({ endpoint: "customer/attr", delay: 1500, times: 1, method: "POST" });
    // a second try would reach the route (GET-only: 404); one try ends in status 0
    expect((await failure(api.post("customer/attr", {}))).status).toBe(0);
  });

  it("sends query values encoded, beside a query the endpoint may have", async () => {
    expect(withQuery("https://s/api/en/search?x=1", { q: "a b&c=d/é", _: "t" })).toBe(
      "https://s/api/en/search?x=1&q=a+b%26c%3Dd%2F%C3%A9&_=t",
    );
    expect(withQuery("https://s/api/en/shopinfo", {})).toBe("https://s/api/en/shopinfo");
  });

  it("reads an answer as JSON when it is JSON, else as its text, and never lets it set a prototype", async () => {
    expect(parseBody('{"data":{"a":1}}')).toEqual({ data: { a: 1 } });
    expect(parseBody("PAGE_NOT_FOUND")).toBe("PAGE_NOT_FOUND");
    expect(parseBody("")).toBe("");
    expect(parseBody("<html>oops</html>")).toBe("<html>oops</html>");
    for (const text of ['{"__proto__":{"polluted":1},"a":1}', '{"\\u005f_proto__":{"polluted":1},"a":1}']) {
      const parsed = parseBody(text) as Record<string, unknown>;
      expect(Object.prototype.hasOwnProperty.call(parsed, "__proto__")).toBe(false);
      expect((Object.assign({}, parsed) as Record<string, unknown>).polluted).toBeUndefined();
      expect(parsed.a).toBe(1);
    }
  });
});

describe("an answer asked for before the app was here (the start module's first read)", () => {
  const early = (body: unknown, status = 200): Promise<Response> =>
    Promise.resolve(new Response(JSON.stringify({ data: body }), { status }));
  function withEarly(answer: Promise<Response>, endpoint = "static/content", token: string | null = null) {
    return createApiClient({
      base: service.api,
      lang: () => "en",
      token: () => token,
      retryDelay: () => 1,
      timeouts: { read: 300 },
      early: [[`${service.api}/en/${endpoint}`, answer]],
    });
  }

  it("is taken by the first GET of its address, once", async () => {
    const api = withEarly(early("taken"));
    await expect(api.get("static/content")).resolves.toBe("taken");
    await expect(api.get("static/content")).resolves.toMatchObject({ cookie_warning: expect.anything() });
  });

  it("is not taken by another address, a query, a token or a POST", async () => {
    await expect(withEarly(early("taken"), "shopinfo").get("static/content")).resolves.not.toBe("taken");
    await expect(withEarly(early("taken")).get("static/content", { query: { a: 1 } })).resolves.not.toBe("taken");
    await expect(
      withEarly(early("taken"), "static/content", "t0k3n").get("static/content", { auth: true }),
    ).resolves.not.toBe("taken");
    const api = withEarly(early("taken"));
    await api.post("static/content").catch(() => undefined);
    // the POST left it for the GET
    await expect(api.get("static/content")).resolves.toBe("taken");
  });

  it("is a first try like any other: a failed one is asked again, one that never comes is lost after the read's time", async () => {
    await expect(withEarly(early(null, 503)).get("static/content")).resolves.toMatchObject({
      cookie_warning: expect.anything(),
    });
    expect((await failure(withEarly(new Promise<Response>(() => undefined)).get("static/content"))).status).toBe(0);
  });
});

describe("reads asked ahead (a navigation's first reads, RouteDef.reads)", () => {
  /** The addresses the client asked the service for while `run` ran (the platform's fetch, counted). */
  async function asked(run: () => Promise<unknown>): Promise<string[]> {
    const calls: string[] = [];
    const real = globalThis.fetch;
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => (calls.push(String(input)), real(input, init));
    try {
      await run();
    } finally {
      globalThis.fetch = real;
    }
    return calls;
  }

  it("is taken by the first GET of the same endpoint and query: the service is asked once", async () => {
    const { api } = client();
    const calls = await asked(async () => {
      api.prefetch("ticket/lifetime", { event: 101 });
      api.prefetch("ticket/lifetime", { event: 101 });
      const [a, b] = await Promise.all([
        api.get("ticket/lifetime", { query: { event: 101 } }),
        api.get("static/content"),
      ]);
      expect(a).toBeTruthy();
      expect(b).toBeTruthy();
    });
    expect(calls.filter((c) => c.includes("ticket/lifetime"))).toEqual([`${service.api}/en/ticket/lifetime?event=101`]);
    expect(calls).toHaveLength(2);
  });

  it("is not taken by another query, and a second GET asks the service itself", async () => {
    const { api } = client();
    const calls = await asked(async () => {
      api.prefetch("ticket/lifetime", { event: 101 });
      await api.get("ticket/lifetime", { query: { event: 102 } }).catch(() => undefined);
      await api.get("ticket/lifetime", { query: { event: 101 } });
      await api.get("ticket/lifetime", { query: { event: 101 } });
    });
    expect(calls.filter((c) => c.endsWith("event=101"))).toHaveLength(2);
    expect(calls.filter((c) => c.endsWith("event=102"))).toHaveLength(1);
  });

  it("asks nothing for a read a call asked for just now", async () => {
    const { api } = client();
    const calls = await asked(async () => {
      await api.get("static/content");
      api.prefetch("static/content");
    });
    expect(calls).toEqual([`${service.api}/en/static/content`]);
  });
});
