// The one helper for late answers: only the newest call of a series applies its outcome.
import { describe, expect, it } from "vitest";
import { latest } from "../../src/domain/latest";

/** A promise settled by the test, in the order the test chooses. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe("latest()", () => {
  it("begin: a call is current until a newer one starts", () => {
    const series = latest();
    const first = series.begin();
    expect(first()).toBe(true);
    const second = series.begin();
    expect(first()).toBe(false);
    expect(second()).toBe(true);
  });

  it("drop: no running call stays current", () => {
    const series = latest();
    const call = series.begin();
    series.drop();
    expect(call()).toBe(false);
    expect(series.begin()()).toBe(true);
  });

  it("run: an answer arriving after a newer call's is dropped", async () => {
    const series = latest();
    const seen: string[] = [];
    const slow = deferred<string>();
    const fast = deferred<string>();
    series.run(slow.promise, (v) => seen.push(v));
    series.run(fast.promise, (v) => seen.push(v));
    fast.resolve("second");
    slow.resolve("first");
    await Promise.allSettled([slow.promise, fast.promise]);
    await Promise.resolve();
    expect(seen).toEqual(["second"]);
  });

  it("run: a late failure is dropped too, a current one reaches `failed`", async () => {
    const series = latest();
    const failures: unknown[] = [];
    const old = deferred<number>();
    series.run(
      old.promise,
      () => undefined,
      (e) => failures.push(e),
    );
    const now = deferred<number>();
    series.run(
      now.promise,
      () => undefined,
      (e) => failures.push(e),
    );
    old.reject("late");
    now.reject("current");
    await Promise.allSettled([old.promise, now.promise]);
    await Promise.resolve();
    expect(failures).toEqual(["current"]);
  });

  it("series are independent: another series' call does not drop this one's", () => {
    const days = latest();
    const months = latest();
    const day = days.begin();
    months.begin();
    months.drop();
    expect(day()).toBe(true);
  });
});
