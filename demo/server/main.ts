// `npm start` (after the build): serves the demo museum site with the shop embedded.
import { startSandbox } from "./sandbox";
import { isShape } from "./shape";

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? "127.0.0.1";
// SANDBOX_SHAPE=spec: answers with only the fields the specification names (shape.ts)
const shape = process.env.SANDBOX_SHAPE ?? "rich";
if (!isShape(shape)) throw new Error(`SANDBOX_SHAPE must be "rich" or "spec", not "${shape}"`);
const running = await startSandbox({ port, host, shape });
console.log(
  `Foyer demo (${shape} answers): ${running.url}/  (service ${running.url}/api, controls ${running.url}/__sandbox/)`,
);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => running.close().then(() => process.exit(0)));
