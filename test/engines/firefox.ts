// Firefox ESR (Debian's) through puppeteer-core over WebDriver BiDi, headless. puppeteer-core
// never downloads a browser; playwright-core cannot drive this Firefox (every new context fails
// with "emulation.setMediaFeaturesOverride: unknown command").
import puppeteer, { type ElementHandle, type KeyInput } from "puppeteer-core";
import { findEngines } from "../../scripts/ensure-engines.mjs";
import type { Driver, ElementRef, Engine } from "./driver";
import { killTree, track } from "./processes";

const evaluate = (expression: string) => (0, eval)(expression) as unknown;

export async function launchFirefox(): Promise<Engine> {
  const { firefox } = findEngines();
  if (!firefox) throw new Error("Firefox not found: run `node scripts/ensure-engines.mjs`");
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: firefox,
    headless: true,
    defaultViewport: { width: 1280, height: 900 },
    extraPrefsFirefox: {
      // nothing of the test run goes to the internet
      "app.update.enabled": false,
      "browser.safebrowsing.malware.enabled": false,
      "browser.safebrowsing.phishing.enabled": false,
      "network.captive-portal-service.enabled": false,
      "network.connectivity-service.enabled": false,
    },
  });
  const pid = browser.process()?.pid;
  track(pid);
  return {
    name: "firefox",
    async page(): Promise<Driver> {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      return {
        goto: async (url) => void (await page.goto(url, { waitUntil: "load" })),
        reload: async () => void (await page.reload({ waitUntil: "load" })),
        run: <T>(expression: string) => page.evaluate(evaluate, expression) as Promise<T>,
        async element(expression) {
          const handle = await page.evaluateHandle(evaluate, expression);
          const el = handle.asElement();
          if (!el) await handle.dispose();
          return el ? { ref: el } : null;
        },
        click: (el: ElementRef) => (el.ref as ElementHandle).click(),
        type: (text) => page.keyboard.type(text),
        async press(key) {
          if (key === "Shift+Tab") {
            await page.keyboard.down("Shift");
            await page.keyboard.press("Tab");
            await page.keyboard.up("Shift");
          } else await page.keyboard.press((key === "Space" ? " " : key) as KeyInput);
        },
        screenshot: async (path) => void (await page.screenshot({ path })),
        close: () => context.close(),
      };
    },
    async close() {
      await browser.close().catch(() => {});
      if (pid) killTree(pid);
    },
  };
}
