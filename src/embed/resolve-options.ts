// Options passed to Foyer.mount by a host page go through the same validation as data-*
// attributes, so a wrong value is reported with its attribute name either way.
import { readOptions, toEmbedOptions, type EmbedOptions, type RawOptions } from "../../loader/options";

/** Mount options that are not embed options (objects handed over by the loader or a test). */
const NOT_OPTIONS = ["config", "early", "location", "remountDelays", "timeouts", "now", "screenWait"];

/** The service beside the app: the app is at {origin}/foyer/app/, the service at {origin}/api. */
export const defaultApi = (): string =>
  new URL("/api", /^https?:/.test(import.meta.url) ? import.meta.url : location.href).href;

export function resolveOptions(input: object, api = defaultApi()): EmbedOptions {
  const raw: RawOptions = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null || NOT_OPTIONS.includes(key)) continue;
    raw[key] = String(value);
  }
  return toEmbedOptions(readOptions(raw, api, (msg) => console.error(msg)));
}
