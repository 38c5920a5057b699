export interface Engines {
  firefox: string | null;
  webdriver: string | null;
  minibrowser: string | null;
  xvfb: string | null;
}
export function findEngines(): Engines;
export function ensureEngines(): Engines;
