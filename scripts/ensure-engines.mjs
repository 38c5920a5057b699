#!/usr/bin/env node
// Makes sure the two other engines of the journeys are there, from Debian's packages (never a
// downloaded browser build): Firefox ESR (driven by puppeteer-core over WebDriver BiDi) and
// WebKitGTK's MiniBrowser (driven through WebKitWebDriver under Xvfb). As root it installs what
// is missing itself (one `apt-get update`, one `apt-get install`); otherwise it says what to
// install. Prints the paths it found.
import { existsSync, readdirSync } from "node:fs";
import { execSync } from "node:child_process";

const onPath = (name) =>
  (process.env.PATH ?? "/usr/bin")
    .split(":")
    .map((dir) => `${dir}/${name}`)
    .find((p) => existsSync(p)) ?? null;

/** WebKitGTK's MiniBrowser: /usr/lib/<triplet>/webkit2gtk-4.x/MiniBrowser. */
function findMiniBrowser() {
  if (process.env.MINIBROWSER_PATH && existsSync(process.env.MINIBROWSER_PATH)) return process.env.MINIBROWSER_PATH;
  const lib = "/usr/lib";
  for (const triplet of existsSync(lib) ? readdirSync(lib) : []) {
    for (const api of ["webkit2gtk-4.1", "webkit2gtk-4.0", "webkitgtk-6.0"]) {
      const p = `${lib}/${triplet}/${api}/MiniBrowser`;
      if (existsSync(p)) return p;
    }
  }
  return null;
}

export function findEngines() {
  return {
    firefox: process.env.FIREFOX_PATH ?? onPath("firefox-esr") ?? onPath("firefox"),
    webdriver: onPath("WebKitWebDriver"),
    minibrowser: findMiniBrowser(),
    xvfb: onPath("Xvfb"),
  };
}

const PACKAGES = {
  firefox: "firefox-esr",
  webdriver: "webkit2gtk-driver",
  minibrowser: "webkit2gtk-driver",
  xvfb: "xvfb",
};

const missing = (found) => [
  ...new Set(
    Object.keys(PACKAGES)
      .filter((k) => !found[k])
      .map((k) => PACKAGES[k]),
  ),
];

export function ensureEngines() {
  const found = findEngines();
  const packages = missing(found);
  if (packages.length === 0) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      "Firefox ESR and WebKitGTK are needed for the journeys in three engines but were not found.\n" +
        `Install them with:  sudo apt-get update && sudo apt-get install -y ${packages.join(" ")}`,
    );
  }
  console.log(`Installing Debian's ${packages.join(", ")} for the journeys in three engines (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  // another process (a parallel run, Chromium's install) may hold dpkg's lock: wait for it
  execSync(`apt-get update -qq && apt-get install -y -qq -o DPkg::Lock::Timeout=600 ${packages.join(" ")} >/dev/null`, {
    stdio: "inherit",
    env,
    shell: "/bin/sh",
  });
  const installed = findEngines();
  const still = missing(installed);
  if (still.length) throw new Error(`apt-get finished but ${still.join(", ")} left something missing`);
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureEngines());
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}
