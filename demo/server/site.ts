// Static files: the demo museum site, the built widget and the images the service refers to.
import type { Hono, MiddlewareHandler } from "hono";
import { join } from "node:path";
import { deliverWidget } from "./delivery";
import { filesCors, hostPages, type OriginSettings } from "./origins";

type ServeStatic = (options: {
  root: string;
  rewriteRequestPath?: (p: string) => string;
  onFound?: (path: string, c: import("hono").Context) => void;
}) => MiddlewareHandler;

/** The demo page served with a strict policy: no inline script or style without the nonce, no eval. */
export const CSP_NONCE = "lindenhof-demo-nonce";
/** The policy of /csp.html: the page's own origin and the widget's, nothing inline without the nonce. */
export const strictCsp = (widget: string) =>
  `default-src 'self'; script-src 'self' ${widget} 'nonce-${CSP_NONCE}'; style-src 'self' 'nonce-${CSP_NONCE}'; ` +
  `img-src 'self' ${widget} data:; connect-src 'self' ${widget}; base-uri 'none'; object-src 'none'; frame-ancestors 'none'`;

export function site(app: Hono, root: string, serveStatic: ServeStatic, origins: OriginSettings = {}) {
  filesCors(app);
  hostPages(app, join(root, "demo/site"), origins, (path, widget) => (path === "/csp.html" ? strictCsp(widget) : null));
  const widget = join(root, "dist/foyer");
  app.use("/foyer/*", deliverWidget);
  app.use(
    "/foyer/*",
    serveStatic({
      root: widget,
      rewriteRequestPath: (p) => p.replace(/^\/foyer/, ""),
    }),
  );
  app.use(
    "/static/*",
    serveStatic({ root: join(root, "demo/static"), rewriteRequestPath: (p) => p.replace(/^\/static/, "") }),
  );
  // the accessibility statement page links the project's accessibility documentation
  app.use(
    "/docs/accessibility.md",
    serveStatic({ root: join(root, "docs"), rewriteRequestPath: () => "/accessibility.md" }),
  );
  app.use("/*", serveStatic({ root: join(root, "demo/site") }));
}
