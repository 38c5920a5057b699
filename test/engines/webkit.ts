// WebKit: Debian's WebKitGTK MiniBrowser started by WebKitWebDriver (selenium-webdriver as the
// client) on an Xvfb display of its own (MiniBrowser has no headless mode). Tab skips links as in
// Safari's default setting ("Press Tab to highlight each item" off): --enable-tabs-to-links=false.
// Each page is a WebDriver session of its own (a fresh MiniBrowser: empty storage); the driver,
// the display and any MiniBrowser are ended by PID when the engine closes or the process exits.
import { writeFile } from "node:fs/promises";
import { Builder, Capabilities, Key as K, type WebDriver, type WebElement } from "selenium-webdriver";
import { findEngines } from "../../scripts/ensure-engines.mjs";
import type { Driver, ElementRef, Engine, Key } from "./driver";
import { freePort, killTree, start, startXvfb } from "./processes";

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

async function session(url: string, binary: string): Promise<WebDriver> {
  const caps = new Capabilities({
    browserName: "MiniBrowser",
    "webkitgtk:browserOptions": { binary, args: ["--automation", "--enable-tabs-to-links=false"] },
  });
  const driver = await new Builder().usingServer(url).withCapabilities(caps).build();
  await driver.manage().window().setRect({ x: 0, y: 0, width: 1280, height: 900 });
  return driver;
}

/**
 * A session within 30 s, else one more try: a MiniBrowser window now and then never answers its
 * first command on a loaded machine (the session after it starts as usual). Said on stderr.
 */
async function sessionAgain(url: string, binary: string): Promise<WebDriver> {
  for (let attempt = 1; ; attempt++) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("no session within 30 s")), 30_000);
    });
    try {
      return await Promise.race([session(url, binary), limit]);
    } catch (e) {
      if (attempt >= 2) throw e;
      console.warn(`WebKit: a session did not start (${(e as Error).message}); starting another`);
    } finally {
      clearTimeout(timer);
    }
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
    page: async () => adapter(await sessionAgain(url, minibrowser)),
    async close() {
      killTree(child.pid!);
      killTree(xvfb.pid);
    },
  };
}
