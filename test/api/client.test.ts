import { describe, expect, it } from "vitest";
import { useSandbox } from "../helpers/sandbox";
import { createApiClient, type CallInfo } from "../../src/api/client";
import { ApiError } from "../../src/api/errors";

const service = useSandbox();

/** The ApiError a call fails with (the test fails if it succeeds). */
const failure = (call: Promise<unknown>): Promise<ApiError> =>
  call.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (e: ApiError) => e,
  );

function client(token: string | null = null) {
  const errors: [number, CallInfo][] = [];
  const busy: number[] = [];
  const api = createApiClient({
    base: service.api,
    lang: () => "en",
    token: () => token,
    onError: (e, call) => errors.push([e.status, call]),
    onBusy: (d) => busy.push(d),
    retryDelay: () => 1,
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
});
