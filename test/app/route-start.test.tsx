// A navigation starts its route's first reads, and the visitor's intent starts them before the
// click (app/use-route-start.ts); the screen then takes the answers: the service is asked once.
// The service's calls are counted at the fetch boundary.
import { afterEach, describe, expect, it } from "vitest";
import { fireEvent, waitFor } from "@testing-library/dom";
import { useSandbox } from "../helpers/sandbox";
import { renderShop } from "../helpers/render-shop";
import { HOVER_READS_MS } from "../../src/app/route-intent";

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
    // (the intent is watched once the shell's later parts are here: touched until it is)
    await waitFor(() => {
      fireEvent.touchStart(card!);
      expect(calls(`/ticket/collect/event/${id}`)).toHaveLength(1);
    });
    expect(calls("/ticket/lifetime")).toHaveLength(1);
    expect(asked.filter((u) => u.includes(`/ticket/calendar/event/${id}/`))).toHaveLength(1);
    await shop.user.click(card!);
    await waitFor(() => expect(shop.root.querySelector("button[data-day]:not([aria-disabled])")).not.toBeNull());
    expect(calls(`/ticket/collect/event/${id}`)).toHaveLength(1);
    expect(calls("/ticket/lifetime")).toHaveLength(1);
    expect(asked.filter((u) => u.includes(`/ticket/calendar/event/${id}/`))).toHaveLength(1);
    shop.handle.unmount();
  });

  it("a touch on a tour's link asks for the reads its area declares apart (RouteDef.needs); the screen asks nothing again", async () => {
    const shop = await renderShop({ service, route: "/guided-tours" });
    const [link] = await shop.screen.findAllByRole("link", { name: /^Choose a date: / });
    const id = link!.getAttribute("href")!.split("?")[0]!.split("/").pop()!;
    const reads = [
      `/tour?tour=${id}`,
      `/tour/lifetime/tour/${id}`,
      `/tour/calendar/tour/${id}/`,
      `/tour/soldout/tour/${id}/`,
    ];
    const each = () => reads.map((r) => asked.filter((u) => u.includes(`/api/en${r}`)).length);
    await waitFor(() => {
      fireEvent.touchStart(link!);
      expect(each()).toEqual([1, 1, 1, 1]);
    });
    await shop.user.click(link!);
    await waitFor(() => expect(shop.root.querySelector("button[data-day]:not([aria-disabled])")).not.toBeNull());
    expect(each()).toEqual([1, 1, 1, 1]);
    shop.handle.unmount();
  });

  it("a pointer passing over a link asks the service nothing; the click asks for the reads, once", async () => {
    const shop = await renderShop({ service, route: "/tickets" });
    const [first, second] = await shop.screen.findAllByRole("link", { name: /^Choose tickets for / });
    const idOf = (a: HTMLElement) => a.getAttribute("href")!.split("/").pop()!;
    // the intent is watched (a touch on the first card asks for its reads)
    await waitFor(() => {
      fireEvent.touchStart(first!);
      expect(calls(`/ticket/collect/event/${idOf(first!)}`)).toHaveLength(1);
    });
    fireEvent.pointerOver(second!);
    fireEvent.pointerOut(second!);
    await new Promise((done) => setTimeout(done, HOVER_READS_MS * 2));
    expect(calls(`/ticket/collect/event/${idOf(second!)}`)).toEqual([]);
    await shop.user.click(second!);
    await waitFor(() => expect(shop.root.querySelector("button[data-day]:not([aria-disabled])")).not.toBeNull());
    expect(calls(`/ticket/collect/event/${idOf(second!)}`)).toHaveLength(1);
    shop.handle.unmount();
  });

  it("a press asks for the reads an area declares apart in the press itself, once its needs are here (no task later, behind the click's render)", async () => {
    const shop = await renderShop({ service, route: "/guided-tours" });
    const [first, second] = await shop.screen.findAllByRole("link", { name: /^Choose a date: / });
    const idOf = (a: HTMLElement) => a.getAttribute("href")!.split("?")[0]!.split("/").pop()!;
    // the intent is watched and the tours' needs are here (a touch on the first tour asks for its reads)
    await waitFor(() => {
      fireEvent.touchStart(first!);
      expect(asked.filter((u) => u.includes(`/api/en/tour/lifetime/tour/${idOf(first!)}`))).toHaveLength(1);
    });
    const reads = (id: string) => [
      `/tour?tour=${id}`,
      `/tour/lifetime/tour/${id}`,
      `/tour/calendar/tour/${id}/`,
      `/tour/soldout/tour/${id}/`,
    ];
    const each = (id: string) => reads(id).map((r) => asked.filter((u) => u.includes(`/api/en${r}`)).length);
    fireEvent.pointerDown(second!);
    // asked before the press returned: no promise, no timer between
    expect(each(idOf(second!))).toEqual([1, 1, 1, 1]);
    shop.handle.unmount();
  });

  it("the home route showing an area's list (home_view) starts that list's reads as the list's own route does", async () => {
    const shop = await renderShop({ service, route: "/page/imprint", config: { home_view: "guidedTours" } });
    await shop.screen.findByRole("heading", { name: "Imprint", level: 1 });
    const home = await waitFor(() => {
      const link = [...shop.root.querySelectorAll<HTMLAnchorElement>("a[href]")].find((a) =>
        /^\/(en\/?)?$/.test(a.getAttribute("href")!.replace(/^.*#/, "")),
      );
      expect(link).toBeDefined();
      return link!;
    });
    await waitFor(() => {
      fireEvent.touchStart(home);
      expect(calls("/tour/select/event")).toHaveLength(1);
    });
    expect(calls("/tour/attr")).toHaveLength(1);
    shop.handle.unmount();
  });
});
