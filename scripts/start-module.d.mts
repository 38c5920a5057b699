// Types for scripts/start-module.mjs (the build plugin and its route list, read by a unit test).
export declare function routeList(root: string): [name: string, module: string, catalog: string, firstRead: string][];
export declare function startModule(options: { root?: string; manifest: unknown }): unknown;
export declare function menuScreens(root: string): Set<string>;
