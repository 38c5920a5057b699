// Types of eslint/layers.js for the tests that import it.
import type { Rule } from "eslint";

/** The layers each layer of the code may import (its own always). */
export const MAY_IMPORT: Record<string, string[]>;
export function layerOf(file: string): string | null;
export const LANGUAGE_LIST: string;
export const layersRule: Rule.RuleModule;
declare const plugin: { rules: { layers: Rule.RuleModule } };
export default plugin;
