// The snippet's script. Defines window.Foyer as a command queue, finds every [data-foyer]
// element (or script), starts the remote-configuration request at once and imports the app's
// start module, which preloads what the start route needs and replays the queue. No React
// here: this file is the only cost of a page whose embeds are all buttons that were never
// touched. Written for size: the options are validated (and reported) by the app; a config
// request the loader made with an invalid value is not used (see src/mount/first-try.ts).
import type { LoaderOptions } from "./options";
import { drawButton, label } from "./button";
import { DEFAULT_LANGUAGE } from "./languages";

declare const __FOYER_ENTRY__: string;
declare const __FOYER_PRELOAD__: string[];

type Command = [name: string, args: unknown[]];
type Fn = (...args: unknown[]) => void;
interface FoyerGlobal {
  q: Command[];
  /** What window.Foyer was before the loader replaced it, in a list: its presence marks the
   * loader's own object (a host may have its own window.Foyer of any shape). */
  was?: [unknown];
  scan?: () => void;
  open?: Fn;
  [command: string]: unknown;
}

(() => {
  const d = document;
  const w = window as unknown as { Foyer?: FoyerGlobal };
  const old = w.Foyer;
  // a second copy of the loader only looks for embeds added since
  if (old?.was) return old.scan!();
  // anything else the page called window.Foyer is replaced (the app says so in the console)
  const F: FoyerGlobal = (w.Foyer = { q: [], was: [old] });

  const q = F.q;
  // a module-type tag has no currentScript
  const src = ((d.currentScript as HTMLScriptElement) || d.querySelector("[src*='foyer/loader']"))!.src;
  const url = (file: string) => new URL("app/" + file, src) + "";
  let app: Promise<void> | 0 | undefined;

  const boot = () =>
    (app ||=
      // modulepreload hints: the entry and its imports download in parallel with the start module
      (__FOYER_PRELOAD__.map((f) =>
        (d.body || d.head).append(Object.assign(d.createElement("link"), { rel: "modulepreload", href: url(f) })),
      ),
      import(url(__FOYER_ENTRY__))
        .then((m) => m.boot(F))
        // no app (network, CORS; the start module's or the entry's): every waiting embed says so
        // and offers a retry
        .catch(() => {
          app = 0;
          for (const [name, [el, o]] of q as [string, [HTMLElement, { lang: string }]][])
            if (name == "mount") {
              const retry = d.createElement("button");
              retry.textContent = label(o.lang, 1);
              // the page again: Chromium keeps a failed import's failure for its URL, and the
              // app's files import each other, so no new URL can stand in for one
              retry.onclick = () => location.reload();
              el.replaceChildren(retry);
              el.dispatchEvent(new Event("foyer:error", { bubbles: true }));
            }
        })));

  for (const name of ["mount", "open", "close", "unmount"])
    F[name] = (...args: unknown[]) => (q.push([name, args]), boot());

  F.scan = () =>
    d.querySelectorAll<HTMLElement & { foyer?: 1 }>("[data-foyer]").forEach((el) => {
      if (el.foyer) return;
      el.foyer = 1;
      let target = el;
      // the script form mounts right after the script itself
      if (el.localName == "script") el.after((target = d.createElement("div")));
      const o: LoaderOptions & { config?: Promise<Response> } = {
        lang: DEFAULT_LANGUAGE,
        api: new URL("/api", src) + "",
        shop: "3",
        ...(el.dataset as Record<string, string>),
      };
      const url = `${o.api}/${o.lang}/shopinfo/config?shop=${o.shop}`;
      let started: unknown;
      // the app's files are asked for first (they take longest), then the configuration; a
      // throwing fetch of the host's becomes a failed request, which the app repeats
      const start = () => (started ||= (boot(), (o.config = (async () => fetch(url))()), F.mount as Fn)(target, o));
      // a button embed starts at once when the page arrives on a shop route (a deep link, or the
      // way back from a payment provider)
      if (o.mode != "button" || location.hash[1] == "/") return start();
      // button mode: a button now, the shop only once the visitor shows interest (on the button
      // itself: clicks inside the shop's dialog bubble up to the host element)
      const button = drawButton(target, o.lang as string);
      for (const type of ["mouseover", "focusin", "click"])
        button.addEventListener(type, (e) => {
          start();
          // opened where the visitor left it (the embed itself starts at data-route)
          if (e.type == "click") F.open!("", target);
        });
    });

  // embeds later in the page are found once it is parsed; scanning twice mounts nothing twice
  F.scan();
  d.addEventListener("DOMContentLoaded", F.scan);
})();
