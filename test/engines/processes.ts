// The processes a run of the journeys starts (Xvfb, WebKitWebDriver and the MiniBrowser it starts,
// Firefox), by PID: each is ended with its descendants when its engine closes, and any still
// running when the test process exits, even after a failure.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";

const started = new Set<number>();

/** The PIDs below `pid` (children, their children, ...), from /proc. */
function descendants(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(file)) return [];
  const children = readFileSync(file, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  return children.flatMap((c) => [c, ...descendants(c)]);
}

/** Ends a process and everything it started (SIGKILL: nothing of a test browser is worth keeping). */
export function killTree(pid: number) {
  const all = [pid, ...descendants(pid)];
  for (const p of all.reverse()) {
    try {
      process.kill(p, "SIGKILL");
    } catch {
      // already gone
    }
  }
  started.delete(pid);
}

/** Remembers a started process so that it is ended on exit whatever happens to the test. */
export function track(pid: number | undefined) {
  if (pid) started.add(pid);
}

let hooked = false;
function hookExit() {
  if (hooked) return;
  hooked = true;
  const killAll = () => [...started].forEach(killTree);
  process.on("exit", killAll);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
    process.once(signal, () => {
      killAll();
      process.exit(128 + (signal === "SIGINT" ? 2 : signal === "SIGTERM" ? 15 : 1));
    });
}

/** Starts a tracked process. */
export function start(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  hookExit();
  const child = spawn(cmd, args, { env, stdio: ["ignore", "ignore", "pipe", "pipe"] });
  track(child.pid);
  return child;
}

/** A port the OS says is free now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Xvfb on a display of its own choosing (-displayfd: the server takes the first free display
 * number and writes it to the pipe once it accepts clients, the positive signal).
 */
export async function startXvfb(): Promise<{ display: string; pid: number }> {
  const xvfb = start("Xvfb", ["-displayfd", "3", "-screen", "0", "1280x900x24", "-nolisten", "tcp"]);
  let errors = "";
  xvfb.stderr?.on("data", (d: Buffer) => (errors += d.toString()));
  const number = await new Promise<string>((resolve, reject) => {
    let out = "";
    xvfb.stdio[3]!.on("data", (d: Buffer) => {
      out += d.toString();
      if (out.includes("\n")) resolve(out.trim());
    });
    xvfb.once("exit", (code) => reject(new Error(`Xvfb ended (${code}): ${errors}`)));
  });
  return { display: `:${number}`, pid: xvfb.pid! };
}
