// The first thing the start module runs (its first import): on a page that broke a built-in the
// shop relies on, the start module's own tables may not even be built (the route table is made
// with Array.prototype.find), and a module that throws takes the whole start with it, leaving
// only the loader's bare retry. So each embed the loader queued is told first, with the message
// that says why, in its own box (embed/refuse-host.ts, loaded only then); the app's mount checks
// again.
import { brokenBuiltIns } from "./built-ins";

type Command = [name: string, args: unknown[]];

try {
  const broken = brokenBuiltIns();
  const queue = (window as { Foyer?: { q?: Command[] } }).Foyer?.q;
  if (broken.length && Array.isArray(queue)) {
    console.error(`Foyer: the page has changed ${broken.join(", ")}, which the shop needs`);
    void import("./refuse-host").then((m) => {
      for (const [name, [element, options]] of queue)
        if (name === "mount" && element instanceof HTMLElement)
          m.refuseHost(element, (options as { lang?: string } | undefined)?.lang);
    });
  }
} catch {
  // the app's mount checks again
}
