// Types for scripts/compile-styles.mjs (the build plugin, read by a unit test).
export declare function compileStyles(code: string): string;
export declare function fixedBlocks(code: string): [key: string, css: string][];
export declare function shipped(rules: string): string | null;
export declare const compiledStyles: {
  name: string;
  transform(code: string, id: string): { code: string; map: null } | null;
};
