import { describe, expect, it, vi } from "vitest";
import { waitFor } from "@testing-library/dom";
import { boot, mount } from "../../src/main";
import { memoryLocation } from "../../src/embed/hash-location";
import { useSandbox } from "../helpers/sandbox";

const service = useSandbox();

const element = () => document.body.appendChild(document.createElement("div"));
const shellOf = (el: HTMLElement) => el.shadowRoot?.querySelector("[data-foyer-main]");

describe("boot: the loader's queue", () => {
  it("replays queued calls in order; a failing call is logged and the others still run", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const a = element();
    const b = element();
    const opts = (route: string) => ({ api: service.api, lang: "en", location: memoryLocation(route), embedId: "q" });
    const F: { q: [string, unknown[]][]; [k: string]: unknown } = {
      q: [
        ["mount", [a, opts("/en")]],
        ["explode", []],
        ["mount", [b, opts("/en/page/imprint")]],
      ],
    };
    boot(F);
    expect(F.q).toEqual([]);
    expect(typeof F.mount).toBe("function");
    expect(error).toHaveBeenCalledWith("Foyer: explode failed", expect.any(Error));
    await waitFor(() => expect(shellOf(a)).toBeTruthy());
    await waitFor(() => expect(shellOf(b)).toBeTruthy());
  });

  it("mounts nothing twice on the same element", async () => {
    const el = element();
    const first = mount(el, { api: service.api, lang: "en", location: memoryLocation("/en"), embedId: "twice" });
    const second = mount(el, { api: service.api, lang: "en", location: memoryLocation("/en"), embedId: "twice" });
    expect(second).toBe(first);
    await waitFor(() => expect(shellOf(el)).toBeTruthy());
    expect(el.shadowRoot!.querySelectorAll("header")).toHaveLength(1);
    first.unmount();
    expect(el.shadowRoot!.childNodes).toHaveLength(0);
  });

  it("reports invalid options of Foyer.mount with the attribute's name", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const handle = mount(element(), {
      api: service.api,
      lang: "en",
      mode: "modal" as never,
      location: memoryLocation("/en"),
    });
    expect(error).toHaveBeenCalledWith('Foyer: invalid data-mode="modal"');
    expect(handle.options.mode).toBe("inline");
    handle.unmount();
  });
});

describe("503: a bounded remount instead of a reload loop", () => {
  it("remounts after a back-off and then shows the shop", async () => {
    // one attempt is three calls (two retries): the first attempt fails, the second succeeds
    await service.fault({ endpoint: "shopinfo/config", status: 503, times: 3 });
    const el = element();
    mount(el, { api: service.api, lang: "en", location: memoryLocation("/en"), remountDelays: [50, 50] });
    await waitFor(() => expect(shellOf(el)).toBeTruthy(), { timeout: 15_000 });
  });

  it("stops after the last remount and offers to try again", async () => {
    await service.fault({ endpoint: "shopinfo/config", status: 503, times: 50 });
    const el = element();
    mount(el, { api: service.api, lang: "en", location: memoryLocation("/en"), remountDelays: [20, 20] });
    await waitFor(() => expect(el.shadowRoot!.textContent).toContain("The shop cannot be loaded right now"), {
      timeout: 10000,
    });
    expect(shellOf(el)).toBeFalsy();
    expect(el.shadowRoot!.querySelector("button")!.textContent).toBe("Try again");
  });
});
