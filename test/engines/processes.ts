// The processes a run of the journeys starts (Xvfb, WebKitWebDriver and the MiniBrowser it starts,
// Firefox), by PID: each is ended with its descendants when its engine closes, and any still
// running when the test process exits, even after a failure.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";

const started = new Set<number>();

/** The PIDs of the processes `pid` started (running or not yet reaped), from /proc. */
export function children(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
}

/** The PIDs below `pid` (children, their children, ...). */
function descendants(pid: number): number[] {
  return children(pid).flatMap((c) => [c, ...descendants(c)]);
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

export interface Started extends ChildProcess {
  /** How many characters it has written to stderr so far. */
  written(): number;
  /** What it wrote to stderr after `written()` was `from` (at most the last 8 KB). */
  said(from?: number): string;
}

/**
 * Starts a tracked process. Its stderr is read all along (a pipe nobody reads blocks the writer
 * once 64 KB wait in it; WebKitWebDriver's is shared by every MiniBrowser it starts) and its end
 * kept for error messages.
 */
export function start(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Started {
  hookExit();
  const child = spawn(cmd, args, { env, stdio: ["ignore", "ignore", "pipe", "pipe"] });
  track(child.pid);
  const KEEP = 8192;
  let text = "";
  let total = 0;
  child.stderr?.on("data", (d: Buffer) => {
    const s = d.toString();
    total += s.length;
    text = (text + s).slice(-KEEP);
  });
  return Object.assign(child, {
    written: () => total,
    said: (from = 0) => text.slice(Math.max(0, text.length - (total - from))),
  });
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
 * number and writes it to the pipe once it accepts clients, the positive signal). -noreset: by
 * default an X server resets itself whenever its last client leaves (here: each time a test's
 * MiniBrowser ends), and a client that connects during the reset is dropped; the next test's
 * MiniBrowser then ended with "cannot open display" and WebKitWebDriver never answered its
 * session (docs/decisions.md, "A WebKit page that did not start").
 */
export async function startXvfb(): Promise<{ display: string; pid: number }> {
  const xvfb = start("Xvfb", ["-displayfd", "3", "-screen", "0", "1280x900x24", "-nolisten", "tcp", "-noreset"]);
  const number = await new Promise<string>((resolve, reject) => {
    let out = "";
    xvfb.stdio[3]!.on("data", (d: Buffer) => {
      out += d.toString();
      if (out.includes("\n")) resolve(out.trim());
    });
    xvfb.once("exit", (code) => reject(new Error(`Xvfb ended (${code}): ${xvfb.said()}`)));
  });
  return { display: `:${number}`, pid: xvfb.pid! };
}
