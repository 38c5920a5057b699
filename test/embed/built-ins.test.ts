// A page that broke a built-in the shop relies on gets the retry box with its message, never an
// empty box (issue 33); the box's words are the shell catalogue's, in every language.
import { afterEach, describe, expect, it, vi } from "vitest";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { brokenBuiltIns } from "../../src/embed/built-ins";
import { unavailableTexts } from "../../src/embed/unavailable";
import { hostTexts } from "../../src/embed/refuse-host";
import { mount } from "../../src/main";
import { memoryLocation } from "../../src/embed/hash-location";
import { useSandbox } from "../helpers/sandbox";
import { LANGUAGES } from "../../scripts/catalogs.mjs";

const service = useSandbox();
const includes = Object.getOwnPropertyDescriptor(Array.prototype, "includes")!;

afterEach(() => {
  Object.defineProperty(Array.prototype, "includes", includes);
  vi.restoreAllMocks();
});

const breakIncludes = () =>
  Object.defineProperty(Array.prototype, "includes", { value: () => false, configurable: true, writable: true });

describe("built-ins the shop relies on", () => {
  it("all work in a standard engine", () => {
    expect(brokenBuiltIns()).toEqual([]);
  });

  it("an Array.prototype.includes that answers false is found", () => {
    breakIncludes();
    const broken = brokenBuiltIns();
    Object.defineProperty(Array.prototype, "includes", includes);
    expect(broken).toEqual(["Array.prototype.includes"]);
  });

  it.each([
    ["Object.prototype.then", Object.prototype, "then", function (): void {}],
    ["Array.prototype.find", Array.prototype, "find", (): undefined => undefined],
    ["Object.keys", Object, "keys", () => []],
  ] as const)("%s changed by the page is found", (name, owner, key, value) => {
    const before = Object.getOwnPropertyDescriptor(owner, key);
    Object.defineProperty(owner, key, { value, configurable: true, writable: true });
    let broken: string[];
    try {
      broken = brokenBuiltIns();
    } finally {
      if (before) Object.defineProperty(owner, key, before);
      else delete (owner as unknown as Record<string, unknown>)[key];
    }
    expect(broken).toEqual([name]);
  });

  it("on such a page the embed shows the message and a retry, says why in the console and dispatches foyer:error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const el = document.body.appendChild(document.createElement("div"));
    const events: unknown[] = [];
    el.addEventListener("foyer:error", (e) => events.push((e as CustomEvent).detail));
    breakIncludes();
    let thrown: unknown;
    try {
      mount(el, { api: service.api, lang: "de", location: memoryLocation("/de") });
    } catch (e) {
      thrown = e;
    }
    Object.defineProperty(Array.prototype, "includes", includes);
    expect(String(thrown)).toContain("Array.prototype.includes");
    // (the sentence for such a page is loaded first)
    await vi.waitFor(
      () => expect(el.shadowRoot!.querySelector("[role=alert] p")?.textContent).toBe(hostTexts("de")[0]),
      {
        timeout: 10_000,
      },
    );
    expect(hostTexts("de")[0]).not.toBe(unavailableTexts("de")[0]);
    expect(el.shadowRoot!.querySelector("button")!.textContent).toBe("Erneut versuchen");
    expect(events).toEqual([{ reason: "host" }]);
  });
});

describe("the box's words", () => {
  const po = (lang: string, id: string) =>
    new RegExp(`msgid "${id}"\\nmsgstr "([^"]*)"`).exec(
      readFileSync(resolve(import.meta.dirname, `../../locales/${lang}/shell.po`), "utf8"),
    )?.[1];

  it.each(LANGUAGES as string[])("are the shell catalogue's error.boot and common.retry in %s", (lang) => {
    expect(unavailableTexts(lang)).toEqual([po(lang, "error.boot"), po(lang, "common.retry")]);
  });

  it.each(LANGUAGES as string[])("for a page that broke what the shop needs are error.host in %s", (lang) => {
    expect(hostTexts(lang)).toEqual([po(lang, "error.host"), po(lang, "common.retry")]);
  });
});
