#!/usr/bin/env node
// Makes sure Debian's Chromium is there for the browser tests. As root it installs the
// package itself (apt-get); otherwise it says what to install. Prints the executable's path.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";

export const CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);

export function findChromium() {
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      "Chromium is needed for the browser tests but was not found.\n" +
        "Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n" +
        "or point CHROMIUM_PATH at a Chromium or Chrome executable.",
    );
  }
  console.log("Installing Debian's chromium for the browser tests (apt-get)...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execSync("apt-get update -qq && apt-get install -y -qq chromium >/dev/null", {
    stdio: "inherit",
    env,
    shell: "/bin/sh",
  });
  const installed = findChromium();
  if (!installed) throw new Error("apt-get finished but no chromium executable was found");
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureChromium());
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}
