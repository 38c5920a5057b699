// Types for scripts/compact-css.mjs (the build plugin, read by a unit test).
export declare const compactCss: {
  name: string;
  transform(code: string, id: string): { code: string; map: null } | null;
};
