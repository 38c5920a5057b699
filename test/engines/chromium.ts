// Chromium through playwright-core, as the rest of the browser suite drives it.
import { chromium, type ElementHandle } from "playwright-core";
import { findChromium } from "../../scripts/ensure-chromium.mjs";
import { CHROMIUM_ARGS } from "../browser/harness";
import type { Driver, ElementRef, Engine, Key } from "./driver";

const KEYS: Record<Key, string> = {
  Tab: "Tab",
  "Shift+Tab": "Shift+Tab",
  Enter: "Enter",
  Space: "Space",
  Escape: "Escape",
  ArrowDown: "ArrowDown",
  ArrowUp: "ArrowUp",
  ArrowLeft: "ArrowLeft",
  ArrowRight: "ArrowRight",
};

const evaluate = (expression: string) => (0, eval)(expression) as unknown;

export async function launchChromium(): Promise<Engine> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("Chromium not found: run `node scripts/ensure-chromium.mjs`");
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  return {
    name: "chromium",
    async page(): Promise<Driver> {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      return {
        goto: async (url) => void (await page.goto(url)),
        reload: async () => void (await page.reload()),
        run: <T>(expression: string) => page.evaluate(evaluate, expression) as Promise<T>,
        async element(expression) {
          const handle = (await page.evaluateHandle(evaluate, expression)).asElement();
          return handle ? { ref: handle } : null;
        },
        click: (el: ElementRef) => (el.ref as ElementHandle).click(),
        type: (text) => page.keyboard.type(text),
        press: (key) => page.keyboard.press(KEYS[key]),
        screenshot: async (path) => void (await page.screenshot({ path })),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}
