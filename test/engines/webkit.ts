// WebKit: Debian's WebKitGTK MiniBrowser started by WebKitWebDriver (selenium-webdriver as the
// client) on an Xvfb display of its own (MiniBrowser has no headless mode). Tab skips links as in
// Safari's default setting ("Press Tab to highlight each item" off): --enable-tabs-to-links=false.
// Each page is a WebDriver session of its own (a fresh MiniBrowser: empty storage); the driver,
// the display and any MiniBrowser are ended by PID when the engine closes or the process exits.
// A session either starts or fails with what MiniBrowser said: no second try (see ./processes.ts,
// startXvfb, for the cause of the sessions that once did not start).
import { writeFile } from "node:fs/promises";
import { Builder, Capabilities, Key as K, type WebDriver, type WebElement } from "selenium-webdriver";
import { findEngines } from "../../scripts/ensure-engines.mjs";
import type { Driver, ElementRef, Engine, Key } from "./driver";
import { children, freePort, killTree, start, startXvfb, type Started } from "./processes";

const KEYS: Record<Exclude<Key, "Shift+Tab">, string> = {
  Tab: K.TAB,
  Enter: K.ENTER,
  Space: K.SPACE,
  Escape: K.ESCAPE,
  ArrowDown: K.ARROW_DOWN,
  ArrowUp: K.ARROW_UP,
  ArrowLeft: K.ARROW_LEFT,
  ArrowRight: K.ARROW_RIGHT,
};

/** Waits until WebKitWebDriver answers its status (the positive signal that it listens). */
async function ready(url: string, driverExited: () => boolean) {
  for (let i = 0; i < 600; i++) {
    if (driverExited()) throw new Error("WebKitWebDriver ended at start");
    const ok = await fetch(`${url}/status`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("WebKitWebDriver did not answer within 30 s");
}

/**
 * A new session. WebKitWebDriver never answers the request when the MiniBrowser it started ends
 * before its automation socket is reached (WebKitGTK 2.50: its connection loop just stops), so its
 * children are watched: the new MiniBrowser seen and then gone ends the wait, with what it said.
 */
async function session(url: string, binary: string, driver: Started) {
  const caps = new Capabilities({
    browserName: "MiniBrowser",
    "webkitgtk:browserOptions": { binary, args: ["--automation", "--enable-tabs-to-links=false"] },
  });
  const from = driver.written();
  const said = () => driver.said(from).trim() || "nothing";
  const earlier = new Set(children(driver.pid!));
  let watch: ReturnType<typeof setInterval> | undefined;
  const ended = new Promise<never>((_, reject) => {
    let browser: number | undefined;
    const started = performance.now();
    watch = setInterval(() => {
      const now = children(driver.pid!);
      if (browser === undefined) browser = now.find((pid) => !earlier.has(pid));
      else if (!now.includes(browser))
        reject(new Error(`MiniBrowser ended before its session started; it said: ${said()}`));
      if (performance.now() - started > 60_000)
        reject(new Error(`no WebKit session within 60 s; MiniBrowser said: ${said()}`));
    }, 100);
  });
  try {
    const created = new Builder().usingServer(url).withCapabilities(caps).build();
    created.catch(() => {}); // when `ended` came first
    const webdriver = await Promise.race([created, ended]);
    await webdriver.manage().window().setRect({ x: 0, y: 0, width: 1280, height: 900 });
    return webdriver;
  } finally {
    clearInterval(watch);
  }
}

function adapter(driver: WebDriver): Driver {
  const run = <T>(expression: string) => driver.executeScript<T>(`return (${expression});`);
  const actions = () => driver.actions({ async: true });
  return {
    goto: (url) => driver.get(url),
    reload: () => driver.navigate().refresh(),
    run,
    async element(expression) {
      const el = await run<WebElement | null>(expression);
      return el ? { ref: el } : null;
    },
    click: (el: ElementRef) => (el.ref as WebElement).click(),
    type: (text) => actions().sendKeys(text).perform(),
    async press(key) {
      if (key === "Shift+Tab") await actions().keyDown(K.SHIFT).sendKeys(K.TAB).keyUp(K.SHIFT).perform();
      else await actions().sendKeys(KEYS[key]).perform();
    },
    screenshot: async (path) => writeFile(path, await driver.takeScreenshot(), "base64"),
    close: () => driver.quit(),
  };
}

export async function launchWebKit(): Promise<Engine> {
  const { webdriver, minibrowser } = findEngines();
  if (!webdriver || !minibrowser) throw new Error("WebKitGTK not found: run `node scripts/ensure-engines.mjs`");
  const xvfb = await startXvfb();
  const port = await freePort();
  const child = start(webdriver, [`--port=${port}`], { ...process.env, DISPLAY: xvfb.display });
  let exited = false;
  child.once("exit", () => (exited = true));
  const url = `http://127.0.0.1:${port}`;
  await ready(url, () => exited);
  return {
    name: "webkit",
    page: async () => adapter(await session(url, minibrowser, child)),
    async close() {
      killTree(child.pid!);
      killTree(xvfb.pid);
    },
  };
}
