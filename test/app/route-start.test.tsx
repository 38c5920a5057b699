// A navigation starts its route's first reads, and the visitor's intent starts them before the
// click (app/use-route-start.ts); the screen then takes the answers: the service is asked once.
// The service's calls are counted at the fetch boundary.
import { afterEach, describe, expect, it } from "vitest";
import { fireEvent, waitFor } from "@testing-library/dom";
import { useSandbox } from "../helpers/sandbox";
import { renderShop } from "../helpers/render-shop";
import { HOVER_READS_MS } from "../../src/app/use-route-start";

const service = useSandbox();

const asked: string[] = [];
const real = globalThis.fetch;
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => (asked.push(String(input)), real(input, init));
afterEach(() => void asked.splice(0));

const calls = (endpoint: string) => asked.filter((u) => new URL(u).pathname.endsWith(endpoint));

describe("a route's first reads at navigation and on intent", () => {
  it("a touch on an event's link asks for the event's reads before the click; the screen asks nothing again", async () => {
    const shop = await renderShop({ service, route: "/tickets" });
    const [card] = await shop.screen.findAllByRole("link", { name: /^Choose tickets for / });
    const id = card!.getAttribute("href")!.split("/").pop()!;
    fireEvent.touchStart(card!);
    await waitFor(() => expect(calls(`/ticket/collect/event/${id}`)).toHaveLength(1));
    expect(calls("/ticket/lifetime")).toHaveLength(1);
    expect(asked.filter((u) => u.includes(`/ticket/calendar/event/${id}/`))).toHaveLength(1);
    await shop.user.click(card!);
    await waitFor(() => expect(shop.root.querySelector("button[data-day]:not([aria-disabled])")).not.toBeNull());
    expect(calls(`/ticket/collect/event/${id}`)).toHaveLength(1);
    expect(calls("/ticket/lifetime")).toHaveLength(1);
    expect(asked.filter((u) => u.includes(`/ticket/calendar/event/${id}/`))).toHaveLength(1);
    shop.handle.unmount();
  });

  it("a pointer passing over a link asks the service nothing; the click asks for the reads, once", async () => {
    const shop = await renderShop({ service, route: "/" });
    await waitFor(() => expect(shop.root.querySelector("[data-foyer-main] ul a[href$='/tickets']")).not.toBeNull());
    const link = shop.root.querySelector<HTMLAnchorElement>("[data-foyer-main] ul a[href$='/tickets']")!;
    fireEvent.pointerOver(link);
    fireEvent.pointerOut(link);
    await new Promise((done) => setTimeout(done, HOVER_READS_MS * 2));
    expect(calls("/event/select")).toEqual([]);
    await shop.user.click(link);
    await shop.screen.findAllByTestId("event-card");
    expect(calls("/event/select")).toHaveLength(1);
    shop.handle.unmount();
  });
});
