// `npm start` (after the build): serves the demo museum site with the shop embedded.
import { startSandbox } from "./sandbox";

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? "127.0.0.1";
const running = await startSandbox({ port, host });
console.log(`Foyer demo: ${running.url}/  (service ${running.url}/api, controls ${running.url}/__sandbox/)`);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => running.close().then(() => process.exit(0)));
