// `npm start` (after the build): serves the demo museum site with the shop embedded. The pages
// are opened on http://localhost:PORT and load the widget from http://127.0.0.1:PORT: two
// origins, as on a real museum site (see demo/server/origins.ts). FOYER_HOST_ORIGINS (comma
// separated) limits which pages may call the API; FOYER_WIDGET_ORIGIN moves the widget.
import { startSandbox } from "./sandbox";
import { isShape } from "./shape";

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? "127.0.0.1";
// SANDBOX_SHAPE=spec: answers with only the fields the specification names (shape.ts)
const shape = process.env.SANDBOX_SHAPE ?? "rich";
if (!isShape(shape)) throw new Error(`SANDBOX_SHAPE must be "rich" or "spec", not "${shape}"`);
const hostOrigins = process.env.FOYER_HOST_ORIGINS?.split(",").map((o) => o.trim());
const running = await startSandbox({
  port,
  host,
  shape,
  origins: { hostOrigins, widgetOrigin: process.env.FOYER_WIDGET_ORIGIN },
});
const site = running.url.replace(/\/\/(127\.0\.0\.1|0\.0\.0\.0)/, "//localhost");
console.log(
  `Foyer demo (${shape} answers): open ${site}/  (widget and service on ${running.url}, controls ${running.url}/__sandbox/)`,
);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => running.close().then(() => process.exit(0)));
