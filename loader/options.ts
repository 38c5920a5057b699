// Embed options: read from data-* attributes (loader) or passed to Foyer.mount (host API).
// The loader hands the attributes over raw; the app validates both kinds with these rules.

import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "./languages";

export { LANGUAGES, type Language };

/** Option values by camelCase name, as `element.dataset` gives them. */
export interface RawOptions {
  [name: string]: string | undefined;
}

/** The options of one embed after validation; see docs/embedding.md for each one. */
export interface EmbedOptions {
  /** Starting language; a language in the hash wins. @default DEFAULT_LANGUAGE ("de") */
  lang: Language;
  /** Shop identifier sent on shop-info calls. @default "3" */
  shop: string;
  /** Partner code, kept for the session and sent with payments. */
  partner?: string;
  /** Service base; calls go to `{api}/{lang}/{endpoint}`. @default "/api" on the loader's origin */
  api: string;
  /** Override the remote configuration's showHeader. */
  showHeader?: boolean;
  /** Override the remote configuration's showFooter. */
  showFooter?: boolean;
  /** Route the embed opens on, e.g. "/tickets/12". */
  route?: string;
  /** "inline", or "button": a button that opens the shop in a dialog. @default "inline" */
  mode: "inline" | "button";
  /** Namespace of session storage; embeds with the same id share a basket. @default "shop{shop}" */
  embedId: string;
  /** "hash" (owns location.hash) or "memory"; only one embed per page owns the hash. */
  history?: "hash" | "memory";
  /** CSP nonce put on every style element the widget creates. */
  nonce?: string;
  /** Analytics consent: "all", "none", or adapters separated by spaces ("datalayer pixel ads"). @default "none" */
  consent?: string;
  /** Guest checkout prefill. */
  email?: string;
  fname?: string;
  lname?: string;
  /** The museum's time zone (IANA), in which the service's days and times are. @default "Europe/Berlin" */
  timeZone?: string;
  /** The embed sets document.title from its route. @default false */
  setTitle?: boolean;
  /** The embed's name in its landmarks' names (two shops on one page), in its language. */
  label?: string;
}

/** Every valid `name=value` pair; anything else is reported and ignored. One pattern is the
 * cheapest form for the loader. (data-foyer-shell is the widget's own mark (its value the shell's language and label), which a host's
 * copy of an embed element carries along: no option, and no error.) */
const VALID = RegExp(
  `^(lang=(${LANGUAGES.join("|")})|mode=(inline|button)|history=(hash|memory)|(show(Header|Footer)|setTitle)=(true|false)|(shop|partner|embedId|nonce)=[\\w.+/=-]+|(api=(https?:)?|route=)/\\S*|consent=[\\w ]*|(email|[fl]name|timeZone|label)=.+|foyer=.*|foyerShell=.*)$`,
);

/** Options as the loader reads them: valid values only, still strings. */
export type LoaderOptions = Record<string, string> & Pick<EmbedOptions, "lang" | "api" | "shop"> & { mode?: string };

/**
 * Keeps the valid options; an invalid or unknown one is reported with its attribute name and
 * value and left out, so the embed still starts with the default.
 */
export function readOptions(raw: RawOptions, defaultApi: string, report: (msg: string) => void): LoaderOptions {
  const out: Record<string, string> = { lang: DEFAULT_LANGUAGE, api: defaultApi, shop: "3" };
  // own names only: a polluted Object.prototype adds no bogus option
  for (const name of Object.keys(raw)) {
    if (VALID.test(name + "=" + raw[name])) out[name] = raw[name]!;
    else report(`Foyer: invalid data-${name.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase())}="${raw[name]}"`);
  }
  return out as LoaderOptions;
}

/** The app's view: booleans as booleans, the storage namespace filled in. */
export function toEmbedOptions(o: Record<string, string>): EmbedOptions {
  const out: Record<string, unknown> = { mode: "inline", ...o };
  for (const flag of ["showHeader", "showFooter", "setTitle"]) if (flag in o) out[flag] = o[flag] == "true";
  out.embedId ||= "shop" + o.shop;
  delete out.foyer;
  delete out.foyerShell;
  return out as unknown as EmbedOptions;
}
