// The time-limit policy at the embed (issue 33): the configuration, whether the loader asked for
// it or the embed does, and a screen's first read are waited for with "still loading" and a retry
// after the policy's `slow`; a hung configuration ends in the retry box with its message. Runs the
// production numbers scaled (test/helpers/time-limits.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { waitFor, within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { mount } from "../../src/main";
import { memoryLocation } from "../../src/embed/hash-location";
import type { LoaderConfig } from "../../src/api/options";
import { useSandbox } from "../helpers/sandbox";
import { renderShop } from "../helpers/render-shop";
import { scaledTimeouts, seconds } from "../helpers/time-limits";
import { START_SCREEN_WAIT } from "../../src/app/routes";

const service = useSandbox();
// the session's calls load once the list is shown: their code is compiled before, not after the test
beforeAll(() => import("../../src/app/bootstrap"));

const STILL = "Still loading – this is taking longer than usual.";
const FAILED = "The shop cannot be loaded right now. Please try again in a moment.";

/** Mounts an embed as the loader would (with `config`, its own request), the policy scaled. */
function mountWith(config?: Promise<LoaderConfig>) {
  const el = document.body.appendChild(document.createElement("div"));
  const handle = mount(el, {
    api: service.api,
    lang: "en",
    shop: "3",
    location: memoryLocation("/en/vouchers"),
    timeouts: scaledTimeouts,
    remountDelays: [],
    config,
  });
  const shadow = () => within(el.shadowRoot!.querySelector<HTMLElement>(".foyer-root")!);
  const shop = () => el.shadowRoot!.querySelector("[data-foyer-main]");
  return { el, handle, shadow, shop };
}

/** The loader's configuration request, as the start module hands it over. */
const loaderRequest = () =>
  fetch(`${service.api}/en/shopinfo/config?shop=3`).then((r) => ({ ok: r.ok, url: r.url, json: () => r.json() }));

describe("a slow or hung configuration", () => {
  it("the loader's request hangs: still loading with a retry, then the message with a retry, which loads the shop", async () => {
    const { shadow, shop } = mountWith(new Promise<LoaderConfig>(() => undefined));
    await shadow().findByText(STILL);
    await shadow().findByRole("button", { name: "Try again" });
    await shadow().findByText(FAILED, {}, { timeout: 30_000 });
    expect(shadow().queryByText(STILL)).toBeNull();
    await userEvent.setup({ document }).click(shadow().getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(shop()).toBeTruthy());
  });

  it("the embed's own request hangs: the same message, asked once", async () => {
    await service.fault({ endpoint: "shopinfo/config", delay: seconds(120), times: 3 });
    const { shadow } = mountWith();
    await shadow().findByText(STILL);
    await shadow().findByText(FAILED, {}, { timeout: 30_000 });
    expect((await service.faults())[0].times).toBe(2);
  });

  it("answered after 35 s: still loading meanwhile, then the shop, without a second request", async () => {
    await service.fault({ endpoint: "shopinfo/config", delay: seconds(35), times: 2 });
    const { shadow, shop } = mountWith(loaderRequest());
    await shadow().findByText(STILL);
    await waitFor(() => expect(shop()).toBeTruthy(), { timeout: 30_000 });
    expect(within(shop() as HTMLElement).queryByText(STILL)).toBeNull();
    expect((await service.faults())[0].times).toBe(1);
  });

  it("the visitor's try again while it is slow asks the service again and shows the shop", async () => {
    await service.fault({ endpoint: "shopinfo/config", delay: seconds(120), times: 1 });
    const { shadow, shop } = mountWith();
    await shadow().findByText(STILL);
    await userEvent.setup({ document }).click(shadow().getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(shop()).toBeTruthy());
    expect(await service.faults()).toEqual([]);
  });
});

describe("a service that answers every read in 10 s", () => {
  it("the event list says it is still loading, offers a retry, and shows the events from one request", async () => {
    await service.fault({ endpoint: "event/select", delay: seconds(10), times: 3 });
    // the first render's wait for the start screen scaled too (app/routes.ts START_SCREEN_WAIT)
    const options = { timeouts: scaledTimeouts, screenWait: seconds(START_SCREEN_WAIT / 1000) };
    const { screen } = await renderShop({ service, route: "/tickets", options });
    await screen.findByText(STILL);
    await screen.findByRole("button", { name: "Try again" });
    await screen.findByRole("link", { name: /Light and Shadow/ }, { timeout: 30_000 });
    expect(screen.queryByText(STILL)).toBeNull();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    expect((await service.faults())[0].times).toBe(2);
  });
});
