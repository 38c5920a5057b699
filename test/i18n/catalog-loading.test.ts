// Loading catalogues (src/i18n/catalogs.ts): each language's area is asked for once (an import()
// of a module already here still costs a task), a failed one is asked again, and a first
// screen's area is asked for beside the shell's messages instead of after them.
import { setupI18n, type I18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { catalogLoaders } from "../../src/i18n/catalog-loaders";
import { areaReady, hasArea, loadMessages } from "../../src/i18n/catalogs";

const real = { ...catalogLoaders };
afterEach(() => Object.assign(catalogLoaders, real));

/** Counts the calls of one generated loader (each still loads the real catalogue). */
function counted(key: string, fail = 0) {
  const calls = { n: 0 };
  catalogLoaders[key] = () => (++calls.n <= fail ? Promise.reject(new Error("offline")) : real[key]!());
  return calls;
}

describe("catalogue loading", () => {
  it("asks for a language's area once, however many ask", async () => {
    const calls = counted("fr/tours");
    const [a, b] = [loadMessages("fr", "tours"), loadMessages("fr", "tours")];
    expect(a).toBe(b);
    expect(Object.keys(await a).length).toBeGreaterThan(0);
    await loadMessages("fr", "tours");
    expect(calls.n).toBe(1);
  });

  it("asks again after a failed load", async () => {
    const calls = counted("it/vouchers", 1);
    await expect(loadMessages("it", "vouchers")).rejects.toThrow("offline");
    expect(Object.keys(await loadMessages("it", "vouchers")).length).toBeGreaterThan(0);
    expect(calls.n).toBe(2);
  });

  it("asks for a first screen's area before the instance is ready, and loads it into it after", async () => {
    const calls = counted("nl/account");
    let ready!: (i18n: I18n) => void;
    const coming = new Promise<I18n>((r) => (ready = r));
    const done = areaReady(coming, "nl", "account");
    expect(calls.n).toBe(1);
    const i18n = setupI18n();
    ready(i18n);
    await done;
    expect(hasArea(i18n, "nl", "account")).toBe(true);
    expect(calls.n).toBe(1);
  });
});
