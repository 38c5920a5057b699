// Styles are declared at module level as plain CSS blocks and turned into class names per
// embed on first use, so every embed's shadow root gets its own copy of the rules. The build
// compiles the blocks whose CSS is fixed (scripts/compile-styles.mjs): they arrive as the CSS
// goober would make of them, with "&" for the class, and a first render only names the class and
// adds the text to the sheet.
import { createContext, useContext, useInsertionEffect } from "react";
import type { StyleTarget } from "./target";

export const StyleContext = createContext<StyleTarget | null>(null);

/** A block the build compiled: its CSS with "&" for its class. */
type CompiledRule = string;

export interface StyleDefinition<K extends string> {
  readonly rules: Readonly<Partial<Record<K, string>>>;
  readonly compiled?: Readonly<Record<K, CompiledRule | 0>>;
}

/** The build passes the compiled blocks as the second argument (and leaves the rest in the first). */
export const defineStyles = <K extends string>(
  rules: Record<K, string>,
  compiled?: Record<K, CompiledRule | 0>,
): StyleDefinition<K> => ({ rules, compiled });

export function useStyles<K extends string>(def: StyleDefinition<K>): Record<K, string> {
  const target = useContext(StyleContext);
  if (!target) throw new Error("useStyles outside an embed");
  // the rules this render added are in the sheet before the commit's effects run
  useInsertionEffect(target.flush);
  let classes = target.cache.get(def) as Record<K, string> | undefined;
  if (!classes) {
    classes = {} as Record<K, string>;
    // in the blocks' order (the compiled ones list every key, 0 for a block left to goober): of
    // two classes on one element, the later block wins
    const { rules, compiled } = def;
    for (const key of Object.keys(compiled ?? rules) as K[]) {
      const done = compiled?.[key];
      classes[key] = done ? target.add(done) : target.css(rules[key]!);
    }
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
