// Answer helpers: every answer is JSON { data }; errors use the error catalogue's statuses with
// { error, message, code } (DESIGN.md section 4).
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

import { LANGUAGES, type Language } from "../../loader/languages";

// the widget's one language list (loader/languages.ts)
export const LANGS = LANGUAGES;
export type Lang = Language;
export type Texts = Record<Lang, string>;

export const ok = (c: Context, data: unknown) => c.json({ data });

export function fail(c: Context, status: number, error: string, extra: Record<string, unknown> = {}) {
  return c.json(
    { error, message: extra.message ?? error, code: extra.code ?? error, ...extra },
    status as ContentfulStatusCode,
  );
}

/** The request's language (the path segment after /api), German when unknown. */
export function langOf(c: Context): Lang {
  const lang = c.req.param("lang");
  return (LANGS as readonly string[]).includes(lang ?? "") ? (lang as Lang) : "de";
}

/** A text in the request's language. */
export const tr = (texts: Texts, lang: Lang) => texts[lang] ?? texts.de;

/**
 * The client as the service sees it: the address the request came from (the socket's, never a
 * header the client writes). In-process (no socket) every request is the same client.
 */
export function clientOf(c: Context): string {
  type Incoming = { incoming?: { socket?: { remoteAddress?: string } } };
  const env = c.env as (Incoming & { server?: Incoming }) | undefined;
  return (env?.server ?? env)?.incoming?.socket?.remoteAddress ?? "in-process";
}

/** Parses a JSON body; an unreadable body reads as {}. */
export async function body<T = Record<string, unknown>>(c: Context): Promise<T> {
  try {
    return (await c.req.json()) as T;
  } catch {
    return {} as T;
  }
}
