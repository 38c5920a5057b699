// One time-limit policy for every call (issue 33, docs/decisions.md "Time limits"): a slow answer
// is waited for, with a "still loading" and a way to try again after TIMEOUTS.slow; a call without
// an answer after its limit is lost (status 0) and ends in a message; nothing is sent twice on its
// own after a slow answer. The production numbers run scaled down (test/helpers/time-limits.ts).
import { describe, expect, it } from "vitest";
import { useSandbox } from "../helpers/sandbox";
import { createApiClient } from "../../src/api/client";
import { TIMEOUTS, type Slow } from "../../src/api/options";
import type { ApiError } from "../../src/api/errors";
import { scaledTimeouts as scaled, seconds } from "../helpers/time-limits";

const service = useSandbox();

function client() {
  const slow: (Slow | null)[] = [];
  const errors: number[] = [];
  const api = createApiClient({
    base: service.api,
    lang: () => "en",
    token: () => null,
    onError: (e) => errors.push(e.status),
    onSlow: (s) => slow.push(s),
    retryDelay: () => 1,
    timeouts: scaled,
  });
  return { api, slow, errors, last: () => slow.at(-1) };
}

const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (e: ApiError) => e,
  );

describe("one time-limit policy", () => {
  it("the policy's numbers: still loading after a few seconds, every call given the same long limit", () => {
    expect(TIMEOUTS.slow).toBeGreaterThanOrEqual(2000);
    expect(TIMEOUTS.slow).toBeLessThanOrEqual(5000);
    // a configuration answered after 35 s is still waited for; a hung one ends before a minute
    for (const limit of [TIMEOUTS.read, TIMEOUTS.write, TIMEOUTS.payment]) {
      expect(limit).toBeGreaterThan(35_000);
      expect(limit).toBeLessThan(60_000);
    }
  });

  it("a service that answers every read in 10 s: the read is asked once, waited for, and says it is still loading meanwhile", async () => {
    await service.fault({ endpoint: "shopinfo", delay: seconds(10), times: 5 });
    const { api, slow, errors, last } = client();
    await expect(api.get("shopinfo")).resolves.toMatchObject({ meta: expect.anything() });
    expect(errors).toEqual([]);
    // one request: four of the five delays are left
    expect((await service.faults())[0].times).toBe(4);
    // "still loading" with a way to try again came, and went with the answer
    expect(slow.some((s) => s?.retry)).toBe(true);
    expect(last()).toBeNull();
  });

  it("a read that never answers is lost after its limit (status 0), asked once, and ends in the error policy", async () => {
    await service.fault({ endpoint: "shopinfo", delay: seconds(120), times: 5 });
    const { api, errors, last } = client();
    const failed = await failure(api.get("shopinfo"));
    expect(failed.status).toBe(0);
    expect(errors).toEqual([0]);
    expect((await service.faults())[0].times).toBe(4);
    expect(last()).toBeNull();
  });

  it("the visitor's try again sends a slow read again at once and takes the new answer", async () => {
    await service.fault({ endpoint: "shopinfo", delay: seconds(120), times: 1 });
    const { api, slow } = client();
    const call = api.get("shopinfo");
    await expect.poll(() => slow.at(-1)?.retry, { timeout: 10_000 }).toBeTruthy();
    slow.at(-1)!.retry!();
    await expect(call).resolves.toMatchObject({ meta: expect.anything() });
    expect(await service.faults()).toEqual([]);
  });

  it("a slow write says it is still working, offers no try again, and is never sent twice", async () => {
    await service.fault({ endpoint: "customer/attr", delay: seconds(10), times: 2, method: "POST" });
    const { api, slow } = client();
    // GET-only route: the write reaches it once and is refused (404), after its delay
    expect((await failure(api.post("customer/attr", {}))).status).toBe(404);
    expect(slow.some((s) => s !== null)).toBe(true);
    expect(slow.every((s) => !s?.retry)).toBe(true);
    expect((await service.faults())[0].times).toBe(1);
  });

  it("a read that fails at once (a refused connection, a 503) is still tried again after a back-off", async () => {
    await service.fault({ endpoint: "shopinfo", status: 503, times: 2 });
    const { api, errors } = client();
    await expect(api.get("shopinfo")).resolves.toBeTruthy();
    expect(errors).toEqual([]);
  });
});
