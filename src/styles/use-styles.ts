// Styles are declared at module level as plain CSS blocks and turned into class names per
// embed on first use, so every embed's shadow root gets its own copy of the rules.
import { createContext, useContext } from "react";
import type { StyleTarget } from "./target";

export const StyleContext = createContext<StyleTarget | null>(null);

export interface StyleDefinition<K extends string> {
  readonly rules: Readonly<Record<K, string>>;
}

export const defineStyles = <K extends string>(rules: Record<K, string>): StyleDefinition<K> => ({ rules });

export function useStyles<K extends string>(def: StyleDefinition<K>): Record<K, string> {
  const target = useContext(StyleContext);
  if (!target) throw new Error("useStyles outside an embed");
  let classes = target.cache.get(def) as Record<K, string> | undefined;
  if (!classes) {
    classes = {} as Record<K, string>;
    for (const key of Object.keys(def.rules) as K[]) classes[key] = target.css(def.rules[key]);
    target.cache.set(def, classes);
  }
  return classes;
}

/** Global rules a component needs in its embed's shadow root (added once, on first render). */
export function useGlobalCss(text: string): void {
  const target = useContext(StyleContext);
  if (!target) throw new Error("useGlobalCss outside an embed");
  target.global(text);
}

/** Joins class names, skipping falsy ones. */
export const cx = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(" ");
