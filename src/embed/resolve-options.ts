// Options passed to Foyer.mount by a host page go through the same validation as data-*
// attributes, so a wrong value is reported with its attribute name either way.
import { readOptions, toEmbedOptions, type EmbedOptions, type RawOptions } from "../../loader/options";

export function resolveOptions(input: Partial<EmbedOptions> & { config?: unknown; location?: unknown }, defaultApi: string): EmbedOptions {
  const raw: RawOptions = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null || key === "config" || key === "location") continue;
    raw[key] = String(value);
  }
  return toEmbedOptions(readOptions(raw, defaultApi, (msg) => console.error(msg)));
}
