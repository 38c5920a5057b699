// The focus keeper comes once the first content is painted (use-focus-keeper.ts, which notes where
// the focus is until then): a control removed before it came has its focus put back when it comes,
// and one focused before it came is kept as well as one focused afterwards.
import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/dom";
import { keepFocus } from "../../src/app/focus-keeper";
import { chainOf } from "../../src/app/focus-chain";

/** A shadow root like an embed's: a container with a screen (its heading) and a button. */
function embed() {
  const host = document.body.appendChild(document.createElement("div"));
  const container = host.attachShadow({ mode: "open" }).appendChild(document.createElement("div"));
  const content = container.appendChild(document.createElement("div"));
  const heading = content.appendChild(Object.assign(document.createElement("h1"), { tabIndex: -1 }));
  const button = content.appendChild(document.createElement("button"));
  return { host, container, content, heading, button };
}

afterEach(() => document.body.replaceChildren());

describe("the focus keeper", () => {
  it("puts back the focus of a control removed before it came: on the screen's heading", () => {
    const e = embed();
    e.button.focus();
    const seen = chainOf(e.button, e.container);
    e.button.remove();
    const stop = keepFocus(e.container, () => e.content, seen);
    expect((e.container.getRootNode() as ShadowRoot).activeElement).toBe(e.heading);
    stop();
  });

  it("keeps a control focused before it came: removed, the focus goes to the screen's heading", async () => {
    const e = embed();
    e.button.focus();
    expect(e.container.getRootNode()).toHaveProperty("activeElement", e.button);
    const stop = keepFocus(e.container, () => e.content, chainOf(e.button, e.container));
    e.button.remove();
    await waitFor(() => expect((e.container.getRootNode() as ShadowRoot).activeElement).toBe(e.heading));
    stop();
  });

  it("puts the focus on the screen's heading without scrolling (the screen keeps the position it was given); a control it falls back to is brought into view", async () => {
    const e = embed();
    const other = e.content.appendChild(document.createElement("div"));
    const kept = other.appendChild(document.createElement("button"));
    const inner = other.appendChild(document.createElement("button"));
    const asked: [string, boolean | undefined][] = [];
    const focus = HTMLElement.prototype.focus;
    HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
      asked.push([this.tagName, options?.preventScroll]);
      return focus.call(this, options);
    };
    try {
      const stop = keepFocus(e.container, () => e.content);
      inner.focus();
      inner.remove();
      // (a control beside it is still there: it takes the focus, and is brought into view)
      await waitFor(() => expect((e.container.getRootNode() as ShadowRoot).activeElement).toBe(kept));
      kept.focus();
      other.remove();
      await waitFor(() => expect((e.container.getRootNode() as ShadowRoot).activeElement).toBe(e.heading));
      expect(asked).toEqual([
        ["BUTTON", undefined],
        ["BUTTON", false],
        ["BUTTON", undefined],
        ["H1", true],
      ]);
      stop();
    } finally {
      HTMLElement.prototype.focus = focus;
    }
  });
});
