#!/usr/bin/env node
// Makes sure the two other engines of the journeys are there, from Debian's packages (never a
// downloaded browser build): Firefox ESR (driven by puppeteer-core over WebDriver BiDi) and
// WebKitGTK's MiniBrowser (driven through WebKitWebDriver under Xvfb). As root it installs what
// is missing itself (one `apt-get update`, one `apt-get install`); otherwise it says what to
// install. Prints the paths it found.
//
// `node scripts/ensure-engines.mjs --dry-run` prints what it would do and installs nothing; with
// `--path=DIRS` (instead of $PATH), `--lib=DIR` (instead of /usr/lib, where MiniBrowser is looked
// for) and `--as-root` / `--as-user` it shows the decision for a machine without the engines.
import { existsSync, readdirSync } from "node:fs";
import { execSync } from "node:child_process";

/** The first `name` in the directories of a PATH-like list, or null. */
const onPath = (name, path) =>
  path
    .split(":")
    .filter(Boolean)
    .map((dir) => `${dir}/${name}`)
    .find((p) => existsSync(p)) ?? null;

/** An override from the environment, when it names a file that is there. */
const override = (value) => (value && existsSync(value) ? value : null);

/** WebKitGTK's MiniBrowser: <lib>/<triplet>/webkit2gtk-4.x/MiniBrowser (package libwebkit2gtk-4.1-0). */
function findMiniBrowser(lib) {
  for (const triplet of existsSync(lib) ? readdirSync(lib) : []) {
    for (const api of ["webkit2gtk-4.1", "webkit2gtk-4.0", "webkitgtk-6.0"]) {
      const p = `${lib}/${triplet}/${api}/MiniBrowser`;
      if (existsSync(p)) return p;
    }
  }
  return null;
}

/**
 * Where the engines are: overrides from the environment (FIREFOX_PATH, MINIBROWSER_PATH) when they
 * name a file that is there, else the PATH and /usr/lib. Null for what is missing.
 */
export function findEngines({ env = process.env, path = env.PATH ?? "/usr/bin", lib = "/usr/lib" } = {}) {
  return {
    firefox: override(env.FIREFOX_PATH) ?? onPath("firefox-esr", path) ?? onPath("firefox", path),
    webdriver: onPath("WebKitWebDriver", path),
    minibrowser: override(env.MINIBROWSER_PATH) ?? findMiniBrowser(lib),
    xvfb: onPath("Xvfb", path),
  };
}

/** The Debian package that brings each part (WebKitWebDriver depends on MiniBrowser's library). */
export const PACKAGES = {
  firefox: "firefox-esr",
  webdriver: "webkit2gtk-driver",
  minibrowser: "webkit2gtk-driver",
  xvfb: "xvfb",
};

/** The packages to install for what was not found, each once, in a fixed order. */
export const missingPackages = (found) => [
  ...new Set(
    Object.keys(PACKAGES)
      .filter((k) => !found[k])
      .map((k) => PACKAGES[k]),
  ),
];

/**
 * What to do about the engines found: nothing, install (as root: the shell command), or stop
 * with the command a user should run. Pure: the decision alone, for a test and for --dry-run.
 */
export function installPlan(found, isRoot) {
  const packages = missingPackages(found);
  if (packages.length === 0) return { action: "none", packages };
  const list = packages.join(" ");
  if (!isRoot)
    return {
      action: "refuse",
      packages,
      message:
        "Firefox ESR and WebKitGTK are needed for the journeys in three engines but were not found.\n" +
        `Install them with:  sudo apt-get update && sudo apt-get install -y ${list}`,
    };
  // another process (a parallel run, Chromium's install) may hold apt's or dpkg's lock: wait for it
  const wait = "-o DPkg::Lock::Timeout=600";
  return {
    action: "install",
    packages,
    command: `apt-get update -qq ${wait} && apt-get install -y -qq ${wait} ${list} >/dev/null`,
  };
}

const runningAsRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

export function ensureEngines() {
  const found = findEngines();
  const plan = installPlan(found, runningAsRoot());
  if (plan.action === "none") return found;
  if (plan.action === "refuse") throw new Error(plan.message);
  console.log(`Installing Debian's ${plan.packages.join(", ")} for the journeys in three engines (apt-get)...`);
  execSync(plan.command, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    shell: "/bin/sh",
  });
  const installed = findEngines();
  const still = missingPackages(installed);
  if (still.length) throw new Error(`apt-get finished but ${still.join(", ")} left something missing`);
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  if (args.includes("--dry-run")) {
    const found = findEngines({
      path: option("path") ?? process.env.PATH ?? "/usr/bin",
      lib: option("lib") ?? "/usr/lib",
    });
    const isRoot = args.includes("--as-root") ? true : args.includes("--as-user") ? false : runningAsRoot();
    console.log(JSON.stringify({ found, root: isRoot, ...installPlan(found, isRoot) }, null, 2));
  } else {
    try {
      console.log(ensureEngines());
    } catch (e) {
      console.error(e.message);
      process.exit(1);
    }
  }
}
