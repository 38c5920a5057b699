// Two origins, one server: the museum's pages are opened on one origin (http://localhost:PORT)
// and load the snippet, the app and the API from the widget's origin (http://127.0.0.1:PORT),
// as a real museum site loads them from its ticketing host. The widget's origin answers CORS:
// its files to any page (module scripts and catalogues always load with CORS), its API to the
// configured host origins. No credentials anywhere: the token travels in the query.
import type { Context, Hono } from "hono";
import { cors } from "hono/cors";
import { existsSync, readFileSync } from "node:fs";
import { join, normalize } from "node:path";

export interface OriginSettings {
  /** Origins whose pages may call the API; "*" for any (the default). */
  hostOrigins?: string[] | "*";
  /** The origin the pages load the widget from; default http://127.0.0.1:{the request's port}. */
  widgetOrigin?: string;
}

/** The widget's origin as seen by a page served on any of the server's names. */
export const widgetOriginFor = (c: Context, settings: OriginSettings) =>
  settings.widgetOrigin ?? `http://127.0.0.1:${new URL(c.req.url).port}`;

/** CORS for the API: the configured host origins, the methods and headers the widget uses. */
export const apiCors = (settings: OriginSettings) =>
  cors({
    origin: settings.hostOrigins ?? "*",
    allowMethods: ["GET", "POST", "OPTIONS"],
    allowHeaders: ["content-type", "accept"],
    // the widget follows the service's clock when the visitor's is far off (src/embed/clock.ts)
    exposeHeaders: ["Date"],
    credentials: false,
  });

/** The widget's files (chunks, catalogues) and images may be read by any page. */
export function filesCors(app: Hono) {
  for (const path of ["/foyer/*", "/static/*"])
    app.use(path, async (c, next) => {
      await next();
      c.header("Access-Control-Allow-Origin", "*");
      c.header("Cross-Origin-Resource-Policy", "cross-origin");
      // the widget may read its files' sizes: its idle loading counts them against its budget
      // (a file whose size is hidden counts as 12 KB, app/route-intent.ts)
      c.header("Timing-Allow-Origin", "*");
    });
}

/**
 * The demo's pages, with the snippet pointing at the widget's origin. `policy` gives the page's
 * Content-Security-Policy for that origin, if any.
 */
export function hostPages(
  app: Hono,
  siteRoot: string,
  settings: OriginSettings,
  policy: (path: string, widget: string) => string | null,
) {
  app.get("/*", async (c, next) => {
    const path = c.req.path === "/" ? "/index.html" : c.req.path;
    const file = normalize(join(siteRoot, path));
    if (!path.endsWith(".html") || !file.startsWith(siteRoot) || !existsSync(file)) return next();
    const widget = widgetOriginFor(c, settings);
    const csp = policy(path, widget);
    if (csp) c.header("Content-Security-Policy", csp);
    c.header("Cache-Control", "no-cache");
    return c.html(readFileSync(file, "utf8").replaceAll('src="/foyer/', `src="${widget}/foyer/`));
  });
}
