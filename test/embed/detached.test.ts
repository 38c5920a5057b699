// An embed element the host has taken out (or not put in yet) when the shop arrives (issue 33,
// host hostility): what the embed finds out about the page, and what it tells the page, waits for
// nothing the detached element cannot answer.
import { describe, expect, it, vi } from "vitest";
import { formsAllowed } from "../../src/embed/frame";
import { whenConnected } from "../../src/embed/registry";

describe("an embed element out of the document", () => {
  it("does not make the page a frame without forms: the probe asks the document itself", () => {
    const out = document.createElement("div");
    expect(out.isConnected).toBe(false);
    expect(formsAllowed(out)).toBe(true);
    // and leaves nothing behind in the page
    expect(document.querySelector("form")).toBeNull();
  });

  it("tells the page once the element is in it, and at once when it already is", async () => {
    const el = document.createElement("div");
    const told = vi.fn();
    whenConnected(el, told);
    await Promise.resolve();
    expect(told).not.toHaveBeenCalled();
    document.body.append(el);
    await vi.waitFor(() => expect(told).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const again = vi.fn();
    whenConnected(el, again);
    expect(again).toHaveBeenCalledTimes(1);
    el.remove();
  });
});
