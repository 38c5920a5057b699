// Renders the real embed (mount(), its stores, router, i18n and styles) into a happy-dom page
// with memory routing, talking to the sandbox over HTTP. Queries run inside the shadow root.
import { queries, waitFor, within, type BoundFunctions } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { mount, type EmbedHandle, type MountOptions } from "../../src/main";
import { memoryLocation, type EmbedLocation } from "../../src/embed/hash-location";
import type { TestService } from "./sandbox";
import type { Language } from "../../src/domain/config";
import { ROUTE_TABLE } from "../../src/app/routes";
import { loadMessages } from "../../src/i18n/catalogs";

export interface RenderShopOptions {
  /** The route inside the language prefix, e.g. "/tickets/12". @default "/" */
  route?: string;
  lang?: Language;
  service: TestService;
  /** Fields merged into the remote configuration before mounting. */
  config?: Record<string, unknown>;
  options?: MountOptions;
}

export interface RenderedShop {
  host: HTMLElement;
  shadow: ShadowRoot;
  /** The widget's root element inside the shadow root. */
  root: HTMLElement;
  /** testing-library queries scoped to the widget. */
  screen: BoundFunctions<typeof queries>;
  handle: EmbedHandle;
  location: EmbedLocation;
  user: ReturnType<typeof userEvent.setup>;
  /** The current path (with language prefix) and search. */
  path(): string;
  navigate(to: string): void;
  /** Session-storage entries written by this embed. */
  storageKeys(): string[];
}

export async function renderShop({
  route = "/",
  lang = "en",
  service,
  config,
  options = {},
}: RenderShopOptions): Promise<RenderedShop> {
  if (config) await service.config(config);
  const host = document.createElement("div");
  document.body.append(host);
  const location = options.location ?? memoryLocation(`/${lang}${route === "/" ? "" : route}`);
  // the widget's clock starts where the sandbox's is, so both agree on today
  const now =
    options.now ?? new Date((await service.call<{ data: { now: string } }>("/__sandbox/clock")).body.data.now);
  await warmUp(route, lang);
  const handle = mount(host, { api: service.api, lang, embedId: "test", ...options, location, now });
  const shadow = host.shadowRoot!;
  // the shell is there once the configuration and the catalogue have arrived
  await waitFor(
    () => {
      if (!shadow.querySelector("[data-foyer-main]")) throw new Error("shell not rendered yet");
    },
    { timeout: 30_000 },
  );
  const root = shadow.querySelector<HTMLElement>(".foyer-root")!;
  return {
    host,
    shadow,
    root,
    screen: within(root),
    handle,
    location,
    user: userEvent.setup({ document }),
    path: () => {
      const { path, search } = location.current();
      return path + (search ? `?${search}` : "");
    },
    navigate: (to) => location.navigate(to),
    storageKeys: () => Object.keys(sessionStorage),
  };
}

/**
 * Compiles the route's screen and catalogues before the shop mounts. The first test of a file
 * otherwise pays for the transform of every module it lazily imports, which on a busy machine
 * takes longer than a test's waits (a built widget gets them preloaded by its start module).
 */
async function warmUp(route: string, lang: Language) {
  const path = route.split("?")[0];
  const screen = ROUTE_TABLE.find((r) => new RegExp(`^${r.pattern.replace(/:\w+/g, "[^/]+")}/?$`).test(path));
  await Promise.all([
    screen?.load(),
    loadMessages(lang, "shell"),
    screen?.catalog && loadMessages(lang, screen.catalog),
  ]);
}
