// The small driver layer the journeys are written against, once: an engine opens pages; a page
// navigates, evaluates an expression in the document, returns an element found by an
// expression, clicks it, types and presses keys into what has the focus, and takes a screenshot.
// Finding by role and name, reading text and focus are built on these in ./page.ts, the same for
// every engine. Adapters: ./chromium.ts (playwright-core), ./firefox.ts (puppeteer-core over
// WebDriver BiDi), ./webkit.ts (selenium-webdriver, WebKitWebDriver and MiniBrowser).

export type EngineName = "chromium" | "firefox" | "webkit";

export type Key =
  "Tab" | "Shift+Tab" | "Enter" | "Space" | "Escape" | "ArrowDown" | "ArrowUp" | "ArrowLeft" | "ArrowRight";

/** An element of the page, as the adapter refers to it. */
export interface ElementRef {
  readonly ref: unknown;
}

export interface Driver {
  /** Opens the address and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Reloads and waits for the load event. */
  reload(): Promise<void>;
  /** Evaluates a JavaScript expression in the page (a promise is awaited); JSON-like results. */
  run<T>(expression: string): Promise<T>;
  /** Evaluates an expression that gives an element or null. */
  element(expression: string): Promise<ElementRef | null>;
  /** A real click in the middle of the element (scrolled into view first). */
  click(element: ElementRef): Promise<void>;
  /** Types the text with real key events into the focused element. */
  type(text: string): Promise<void>;
  /** One key (or Shift+Tab) with real key events. */
  press(key: Key): Promise<void>;
  screenshot(path: string): Promise<void>;
  /** Ends the page and everything it holds (storage included). */
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** A fresh page with empty storage, 1280 x 900. */
  page(): Promise<Driver>;
  /** Ends the browser and every process it started. */
  close(): Promise<void>;
}
