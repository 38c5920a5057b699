// The museum's pages for the journeys, served by a small server of their own on
// http://localhost:PORT while the widget and its API come from the sandbox on
// http://127.0.0.1:PORT2: every journey runs cross-origin. Every page gets a first script that
// (1) moves the page's Date by the test's offset, as the Chromium harness's init script does
// (WebDriver has no init scripts: the page carries it), and (2) records uncaught errors and
// console.error (WebDriver gives no console: the page keeps them in window.__errors).
import { createServer, type Server } from "node:http";
import { existsSync, readFileSync } from "node:fs";
import { join, normalize, resolve } from "node:path";

const SITE = resolve(import.meta.dirname, "../../demo/site");

/** Runs first in every host page: the shifted clock and the error record. */
const firstScript = (offset: number) => `<script>
(function () {
  var Real = Date, offset = ${offset};
  function Shifted() {
    var a = Array.prototype.slice.call(arguments);
    if (!(this instanceof Shifted)) return new Real(Real.now() + offset).toString();
    return a.length === 0 ? new Real(Real.now() + offset) : new (Function.prototype.bind.apply(Real, [null].concat(a)))();
  }
  Shifted.prototype = Real.prototype;
  Shifted.now = function () { return Real.now() + offset; };
  Shifted.parse = Real.parse;
  Shifted.UTC = Real.UTC;
  window.Date = Shifted;
  var errors = (window.__errors = []);
  addEventListener("error", function (e) { errors.push("pageerror: " + e.message); });
  addEventListener("unhandledrejection", function (e) {
    errors.push("rejection: " + (e.reason && e.reason.message ? e.reason.message : String(e.reason)));
  });
  var original = console.error;
  console.error = function () {
    errors.push("console: " + Array.prototype.map.call(arguments, String).join(" "));
    return original.apply(console, arguments);
  };
})();
</script>`;

export interface HostServer {
  /** http://localhost:PORT */
  readonly url: string;
  /** Serves an HTML page at a path (any query) until the next reset. */
  page(path: string, html: string): string;
  /** Sets the pages' clock offset (TEST_NOW minus the machine's instant) and forgets the test's pages. */
  reset(offset: number): void;
  close(): Promise<void>;
}

export async function startHost(widget: string): Promise<HostServer> {
  let offset = 0;
  const pages = new Map<string, string>();
  const html = (source: string) =>
    source.replace(/<head>/i, `<head>${firstScript(offset)}`).replaceAll('src="/foyer/', `src="${widget}/foyer/`);
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const named = path === "/" ? "/index.html" : path;
    const file = normalize(join(SITE, named));
    if (pages.has(named) || (file.startsWith(SITE) && existsSync(file) && named.endsWith(".html"))) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      res.end(html(pages.get(named) ?? readFileSync(file, "utf8")));
    } else if (file.startsWith(SITE) && named.endsWith(".css") && existsSync(file)) {
      res.writeHead(200, { "content-type": "text/css" });
      res.end(readFileSync(file));
    } else {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("not found");
    }
  });
  await new Promise<void>((done) => server.listen(0, done));
  const { port } = server.address() as { port: number };
  const url = `http://localhost:${port}`;
  return {
    url,
    page(path, source) {
      pages.set(path, source);
      return `${url}${path}`;
    },
    reset(next) {
      offset = next;
      pages.clear();
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
