// The first render of a visit shows its start screen with the screen's first answer: the mount
// waits (a while at most) for the screen's code, its messages and its first call, so a deep link
// is one render and one layout before its first content, not a shell with a spinner first.
import { describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/dom";
import { mount } from "../../src/main";
import { memoryLocation } from "../../src/embed/hash-location";
import { useSandbox } from "../helpers/sandbox";

const service = useSandbox();

interface Seen {
  header: boolean;
  cards: boolean;
  spinner: boolean;
}

/** What the embed showed after each batch of changes to its shadow root, in order. */
function watch(el: HTMLElement): Seen[] {
  const seen: Seen[] = [];
  const root = el.shadowRoot!;
  new MutationObserver(() => {
    // a screen's spinner is no live region (the shell says the loading once): its text in the main part
    const spinner = !!root.querySelector("[data-foyer-main]")?.textContent?.includes("Loading");
    const header = !!root.querySelector("header");
    seen.push({ header, cards: !!root.querySelector("[data-testid=event-card]"), spinner });
  }).observe(root, { childList: true, subtree: true, characterData: true });
  return seen;
}

const open = (route: string, screenWait?: number) => {
  const el = document.body.appendChild(document.createElement("div"));
  const location = memoryLocation(route);
  const handle = mount(el, { api: service.api, lang: "en", location, embedId: "first", screenWait });
  return { el, handle, seen: watch(el) };
};

describe("the first render shows the start screen", () => {
  it("a deep link to the event list: the shell comes with the cards, no spinner before them", async () => {
    // a while long enough for a busy machine: the rule is what the first render shows
    const { el, handle, seen } = open("/en/tickets", 10_000);
    await waitFor(() => expect(el.shadowRoot!.querySelector("[data-testid=event-card]")).toBeTruthy(), {
      timeout: 10_000,
    });
    const first = seen.find((s) => s.header);
    expect(first).toEqual({ header: true, cards: true, spinner: false });
    expect(seen.some((s) => s.spinner)).toBe(false);
    handle.unmount();
  });

  it("a slow first answer: the shell and a spinner show after a while, the cards when the answer comes", async () => {
    await service.fault({ endpoint: "event/select", delay: 2000 });
    // a while of 300 ms instead of 1.5 s: far from the answer's 2 s on a busy machine too
    const { el, handle, seen } = open("/en/tickets", 300);
    await waitFor(() => expect(el.shadowRoot!.querySelector("[data-testid=event-card]")).toBeTruthy(), {
      timeout: 15_000,
    });
    const first = seen.find((s) => s.header);
    expect(first).toMatchObject({ header: true, cards: false, spinner: true });
    expect(await service.faults()).toEqual([]);
    handle.unmount();
  });
});
