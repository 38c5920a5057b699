export const LANGUAGES: string[];
export const SOURCE_LANGUAGE: string;
export function areas(root: string): string[];
export function loadLanguage(
  root: string,
  lang: string,
  variant?: string,
  area?: string,
): { messages: Record<string, { text: string; file: string }>; overridden: string[] };
export function catalogProblems(root: string, variant?: string, languages?: readonly string[]): string[];
export function compileLanguage(root: string, lang: string, variant?: string, area?: string): Record<string, unknown>;
export function catalogPlugin(options?: { root?: string; variant?: string }): { name: string };
