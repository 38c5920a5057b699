// The snippet's script. Defines window.Foyer as a command queue, finds every [data-foyer]
// element (or script), starts the remote-configuration request at once and imports the app's
// start module, which preloads what the start route needs and replays the queue. No React
// here: this file is the only cost of a page whose embeds are all buttons that were never
// touched. Written for size: the options are validated (and reported) by the app; a config
// request the loader made with an invalid value is not used (see embed/mount.tsx).
import type { LoaderOptions } from "./options";
import { drawButton } from "./button";

declare const __FOYER_ENTRY__: string;
declare const __FOYER_PRELOAD__: string[];

type Command = [name: string, args: unknown[]];
type Fn = (...args: unknown[]) => void;
interface FoyerGlobal {
  q?: Command[];
  scan?: () => void;
  open?: Fn;
  [command: string]: unknown;
}

(() => {
  const d = document;
  const F: FoyerGlobal = ((window as { Foyer?: FoyerGlobal }).Foyer ||= {});
  // a second copy of the loader only looks for embeds added since
  if (F.scan) return F.scan();

  const q: Command[] = (F.q ||= []);
  const src = (d.currentScript as HTMLScriptElement).src;
  const url = (file: string) => new URL("app/" + file, src) + "";
  let app: Promise<{ boot: (f: FoyerGlobal) => void }> | undefined;

  const boot = () =>
    (app ||=
      // modulepreload hints: the entry and its imports download in parallel with the start module
      (__FOYER_PRELOAD__.map((f) =>
        (d.body || d.head).append(Object.assign(d.createElement("link"), { rel: "modulepreload", href: url(f) })),
      ),
      // a failed import is reported by the browser itself
      import(url(__FOYER_ENTRY__)))).then((m) => m.boot(F));

  for (const name of ["mount", "open", "close"]) F[name] = (...args: unknown[]) => (q.push([name, args]), boot());

  F.scan = () =>
    d.querySelectorAll<HTMLElement & { foyer?: 1 }>("[data-foyer]").forEach((el) => {
      if (el.foyer) return;
      el.foyer = 1;
      let target = el;
      // the script form mounts right after the script itself
      if (el.tagName == "SCRIPT") el.after((target = d.createElement("div")));
      const o: LoaderOptions & { config?: Promise<Response> } = {
        lang: "de",
        api: new URL("/api", src) + "",
        shop: "3",
        ...(el.dataset as Record<string, string>),
      };
      const url = `${o.api}/${o.lang}/shopinfo/config?shop=${o.shop}`;
      let started: unknown;
      const start = () => (started ||= ((o.config = fetch(url)), F.mount as Fn)(target, o));
      // a button embed starts at once when the page arrives on a shop route (a deep link, or the
      // way back from a payment provider)
      if (o.mode != "button" || location.hash[1] == "/") return start();
      // button mode: a button now, the shop only once the visitor shows interest (on the button
      // itself: clicks inside the shop's dialog bubble up to the host element)
      const button = drawButton(target, o.lang);
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
