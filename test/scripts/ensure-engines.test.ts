// scripts/ensure-engines.mjs decides from what it finds whether to install Debian's packages for
// Firefox ESR and WebKitGTK: the decision (installPlan) and the search (findEngines) on a made-up
// machine, without touching the real one's packages.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findEngines, installPlan, missingPackages, type Engines } from "../../scripts/ensure-engines.mjs";

const ALL: Engines = {
  firefox: "/usr/bin/firefox-esr",
  webdriver: "/usr/bin/WebKitWebDriver",
  minibrowser: "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  xvfb: "/usr/bin/Xvfb",
};
const NONE: Engines = { firefox: null, webdriver: null, minibrowser: null, xvfb: null };

/** A machine's files: each path is created (empty) under a fresh root; returns the root. */
function machine(paths: string[]) {
  const root = mkdtempSync(join(tmpdir(), "foyer-engines-"));
  for (const p of paths) {
    mkdirSync(join(root, p, ".."), { recursive: true });
    writeFileSync(join(root, p), "");
  }
  return root;
}

describe("which Debian packages the engines need", () => {
  it.each([
    ["everything there", ALL, []],
    ["nothing there", NONE, ["firefox-esr", "webkit2gtk-driver", "xvfb"]],
    ["Firefox missing", { ...ALL, firefox: null }, ["firefox-esr"]],
    ["MiniBrowser missing (its library comes with the driver)", { ...ALL, minibrowser: null }, ["webkit2gtk-driver"]],
    [
      "driver and MiniBrowser missing: one package once",
      { ...ALL, webdriver: null, minibrowser: null },
      ["webkit2gtk-driver"],
    ],
    ["Xvfb missing", { ...ALL, xvfb: null }, ["xvfb"]],
  ] as const)("%s", (_, found, packages) => {
    expect(missingPackages(found)).toEqual(packages);
  });
});

describe("what ensureEngines does about them", () => {
  it("does nothing when everything is there, as root or not", () => {
    expect(installPlan(ALL, true)).toEqual({ action: "none", packages: [] });
    expect(installPlan(ALL, false)).toEqual({ action: "none", packages: [] });
  });

  it("as root installs exactly what is missing, waiting for apt's and dpkg's lock", () => {
    const plan = installPlan({ ...ALL, firefox: null, xvfb: null }, true);
    expect(plan.action).toBe("install");
    expect(plan.command).toBe(
      "apt-get update -qq -o DPkg::Lock::Timeout=600 && apt-get install -y -qq -o DPkg::Lock::Timeout=600 firefox-esr xvfb >/dev/null",
    );
  });

  it("as a user installs nothing and names the command to run", () => {
    const plan = installPlan({ ...ALL, webdriver: null, minibrowser: null }, false);
    expect(plan.action).toBe("refuse");
    expect(plan.command).toBeUndefined();
    expect(plan.message).toContain("sudo apt-get update && sudo apt-get install -y webkit2gtk-driver");
  });
});

describe("where it looks", () => {
  it("finds the engines on the PATH and MiniBrowser under the library directory", () => {
    const root = machine([
      "usr/bin/firefox-esr",
      "usr/bin/WebKitWebDriver",
      "usr/bin/Xvfb",
      "usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
    ]);
    expect(findEngines({ env: {}, path: `${root}/nowhere:${root}/usr/bin`, lib: `${root}/usr/lib` })).toEqual({
      firefox: `${root}/usr/bin/firefox-esr`,
      webdriver: `${root}/usr/bin/WebKitWebDriver`,
      minibrowser: `${root}/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser`,
      xvfb: `${root}/usr/bin/Xvfb`,
    });
  });

  it("takes Firefox when there is no firefox-esr, and reports the rest missing", () => {
    const root = machine(["bin/firefox"]);
    expect(findEngines({ env: {}, path: `${root}/bin`, lib: `${root}/lib` })).toEqual({
      ...NONE,
      firefox: `${root}/bin/firefox`,
    });
  });

  it("follows FIREFOX_PATH and MINIBROWSER_PATH only when they name a file that is there", () => {
    const root = machine(["opt/ff", "opt/mb"]);
    const env = { FIREFOX_PATH: `${root}/opt/ff`, MINIBROWSER_PATH: `${root}/opt/mb` };
    expect(findEngines({ env, path: "", lib: `${root}/lib` })).toMatchObject({
      firefox: `${root}/opt/ff`,
      minibrowser: `${root}/opt/mb`,
    });
    // a stale override is no engine: it would otherwise keep the package from being installed
    const stale = { FIREFOX_PATH: `${root}/gone`, MINIBROWSER_PATH: `${root}/gone` };
    expect(findEngines({ env: stale, path: "", lib: `${root}/lib` })).toEqual(NONE);
  });
});
