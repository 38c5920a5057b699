// A garbage configuration answer (issue 12 item 5) boots the retry screen, never a shop that
// says "Page not found"; "Try again" asks the service again (also when the loader's own request
// brought the garbage) and then shows the shop.
import { afterEach, describe, expect, it, vi } from "vitest";
import { waitFor } from "@testing-library/dom";
import { mount } from "../../src/main";
import { memoryLocation } from "../../src/embed/hash-location";
import { useSandbox } from "../helpers/sandbox";

const service = useSandbox();
afterEach(() => vi.restoreAllMocks());

const element = () => document.body.appendChild(document.createElement("div"));
const shellOf = (el: HTMLElement) => el.shadowRoot?.querySelector("[data-foyer-main]");

const GARBAGE: [string, { body: unknown; contentType?: string }][] = [
  ["a bare string", { body: { data: "garbage" } }],
  ["a list", { body: { data: [1, 2, 3] } }],
  ["data null", { body: { data: null } }],
  ["an object without languages", { body: { data: { hello: "world" } } }],
  ["languages that are not a list", { body: { data: { languages: "en" } } }],
  ["an HTML page", { body: "<html>maintenance</html>", contentType: "text/html" }],
];

async function bootFails(el: HTMLElement) {
  await waitFor(() => expect(el.shadowRoot!.textContent).toContain("The shop cannot be loaded right now"), {
    timeout: 10000,
  });
  expect(el.shadowRoot!.textContent).not.toContain("Page not found");
  expect(shellOf(el)).toBeFalsy();
}

describe("a garbage configuration", () => {
  it.each(GARBAGE)("%s: the retry screen, and Try again shows the shop", async (_what, garbage) => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await service.fault({ endpoint: "shopinfo/config", ...garbage });
    const el = element();
    mount(el, { api: service.api, lang: "en", location: memoryLocation("/en/tickets"), remountDelays: [] });
    await bootFails(el);
    el.shadowRoot!.querySelector("button")!.click();
    await waitFor(() => expect(shellOf(el)).toBeTruthy(), { timeout: 10000 });
    expect(el.shadowRoot!.textContent).not.toContain("Page not found");
  });

  it("brought by the loader's request: Try again does not reuse that answer", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await service.fault({ endpoint: "shopinfo/config", body: { data: "garbage" } });
    const el = element();
    const config = fetch(`${service.api}/en/shopinfo/config?shop=3`);
    mount(el, { api: service.api, lang: "en", shop: "3", location: memoryLocation("/en"), remountDelays: [], config });
    await bootFails(el);
    el.shadowRoot!.querySelector("button")!.click();
    await waitFor(() => expect(shellOf(el)).toBeTruthy(), { timeout: 10000 });
  });
});
