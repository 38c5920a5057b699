// Two builds: the app (ES modules, split per route area and per language) and then the loader
// (a tiny IIFE that learns the app entry's hashed file name from the first build).
import typescript from "@rollup/plugin-typescript";
import resolve from "@rollup/plugin-node-resolve";
import commonjs from "@rollup/plugin-commonjs";
import replace from "@rollup/plugin-replace";
import terser from "@rollup/plugin-terser";
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { resolve as resolvePath } from "node:path";
import { createHash } from "node:crypto";
import { areas, catalogPlugin, LANGUAGES } from "./scripts/catalogs.mjs";
import { compactCss } from "./scripts/compact-css.mjs";
import { compiledStyles } from "./scripts/compile-styles.mjs";

const OUT = "dist/foyer";
/** What the loader imports (`entry`: the start module, src/start.ts) and preloads beside it (the app's entry, src/main.tsx, with its imports). */
const manifest = { entry: "", preload: [] };

const ts = (include) =>
  typescript({
    tsconfig: "./tsconfig.json",
    include,
    compilerOptions: { noEmit: false, declaration: false, sourceMap: false, types: [] },
    noEmitOnError: true,
  });

const minify = (module, extra = {}) =>
  terser({
    module,
    ecma: 2020,
    compress: { passes: 2, pure_getters: true, ...extra },
    format: { comments: false },
  });

/**
 * One hash per catalogue area over every language (its .po files, the text variant's, the
 * compiler): the start module then names any language's catalogue from the area's hash alone.
 */
const areaHashes = new Map();
function areaHash(area) {
  if (!areaHashes.has(area)) {
    const h = createHash("sha256").update(readFileSync("scripts/catalogs.mjs"));
    h.update(process.env.FOYER_TEXT_VARIANT ?? "");
    const dirs = [
      "locales",
      ...(existsSync("locales/variants") ? readdirSync("locales/variants").map((v) => `locales/variants/${v}`) : []),
    ];
    for (const dir of dirs)
      for (const lang of LANGUAGES)
        if (existsSync(`${dir}/${lang}/${area}.po`)) h.update(readFileSync(`${dir}/${lang}/${area}.po`));
    areaHashes.set(area, h.digest("base64url").slice(0, 8).replace(/[-_]/g, "x"));
  }
  return areaHashes.get(area);
}

/**
 * The build's catalogue loaders: one import whose path names the language and the area (the
 * file names above), not the generated table of an import per language and area (64 of them,
 * 0.6 KB gzipped of the entry). Every catalogue is emitted as a chunk of its own, as the table's
 * imports made them. Tests run the generated table (src/i18n/catalog-loaders.ts).
 */
const catalogueLoaders = {
  name: "foyer-catalogue-loaders",
  buildStart() {
    for (const lang of LANGUAGES)
      for (const area of areas(".")) this.emitFile({ type: "chunk", id: `foyer-catalog:${lang}/${area}` });
  },
  transform(_, id) {
    if (!id.endsWith("/src/i18n/catalog-loaders.ts")) return null;
    const hashes = Object.fromEntries(areas(".").map((a) => [a, areaHash(a)]));
    return (
      `const H = ${JSON.stringify(hashes)}, L = ${JSON.stringify(LANGUAGES)};\n` +
      "export const catalogLoaders = Object.fromEntries(L.flatMap((l) => Object.keys(H).map((a) =>\n" +
      "  [`${l}/${a}`, () => import(`./i18n/${l}-${a}-${H[a]}.js`)])));\n"
    );
  },
};

/** wouter's useSyncExternalStore shim is for React 17; React 18.3 (the widget's) has the hook built in. */
const builtinSyncStore = {
  name: "foyer-builtin-sync-store",
  resolveId: (id) => (id.startsWith("use-sync-external-store/shim") ? "\0builtin-sync-store" : null),
  load: (id) => (id === "\0builtin-sync-store" ? 'export { useSyncExternalStore } from "react";' : null),
};

/**
 * The screens the museum's menu links to: the shop's start and each area's list (domain/areas.ts
 * `route`; a test names the files that carry the hint).
 */
const MENU_SCREENS = /\/src\/features\/(pages\/home|\w+\/screens\/[\w-]+-list)\.tsx$/;

/**
 * Chromium's explicit compile hint (issue 15): a file that starts with `//# allFunctionsCalledOnLoad`
 * is compiled whole on the background thread that parses it while it downloads, instead of each
 * function on the main thread at its first call. Given to the entry and the chunks it imports
 * (React), and to the screens the museum's menu links to (the start and the areas' lists): the
 * files a first visit renders right after their last byte, nearly all of whose code runs for it
 * (slow 4G, 4x CPU: 100 ms less from the last byte to the first content for the entry and React,
 * medians of 9; the event list's deep link 10 ms less of compiling after it). Each hint costs
 * about 40 bytes gzipped, so the other lazy files (the buttons page's event screen and calendar)
 * go without. Other browsers read it as a comment.
 */
const compileHints = {
  name: "foyer-compile-hints",
  renderChunk(code, chunk, _, { chunks }) {
    const entry = Object.values(chunks).find((c) => c.name === "main");
    const first = new Set();
    const add = (file) => !first.has(file) && (first.add(file), chunks[file]?.imports.forEach(add));
    if (entry) add(entry.fileName);
    const screen = chunk.moduleIds.some((id) => MENU_SCREENS.test(id));
    return first.has(chunk.fileName) || screen ? `//# allFunctionsCalledOnLoad\n${code}` : null;
  },
};

/**
 * Points the loader's manifest at the start module (src/start.ts, the build's entry) and lists the
 * app's entry (src/main.tsx, which the start module imports) with its imports for preloading.
 */
const loaderManifest = {
  name: "foyer-loader-manifest",
  generateBundle(_, bundle) {
    const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
    const start = chunks.find((c) => c.isEntry && c.name === "start");
    const main = chunks.find((c) => c.isEntry && c.name === "main");
    manifest.entry = start.fileName;
    manifest.preload = [...new Set([start.fileName, main.fileName, ...main.imports])];
  },
};

const quiet = (warning, warn) => {
  // "use client" directives of @lingui/react are meaningless in a client bundle
  if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
  warn(warning);
};

/**
 * Modules kept together in one file (issue 15: each file costs a request and gzip's overhead, and a
 * chunk's imports from the entry are repeated in every small file): what every first visit loads
 * before its first content goes into the entry; the shell's parts after the first content
 * (footer, breadcrumbs, cookie notice, focus keeper) are one file (the form field is a file of its own,
 * which the routes whose screen shows a field at once name among their parts: the first screen has none); the dialog of a button with its close
 * button; the calendar with the time picker; the booking screens' quantity, notice and basket
 * actions. A screen never loads another screen's code through a group.
 */
const GROUPS = [
  // what the event list and the event screen share (the events' read and decoder, the single-event
  // check): a file both routes name among their parts (a screen whose file imported the other's
  // would fetch it a round trip late on arrival: a deep link to an event, a button's dialog)
  ["tickets-shared", /\/src\/(features\/tickets\/single-event|api\/tickets)\.ts$/],
  ["event-list", /\/src\/features\/tickets\/screens\/event-list\.tsx$/],
  // (not what the start module imports: it would then wait for the entry)
  ["main", /\/src\/(main|api\/(request|options)|ui\/(page|price))\.tsx?$/],
  // the form field: a file of its own that every form screen imports (a route whose screen shows a
  // field at once names it among its parts); not in the entry, the first screen has no form
  ["field", /\/src\/ui\/field\.tsx$/],
  [
    "late",
    /\/src\/(app\/(footer|social-icon|breadcrumbs|cookie-notice|focus-keeper|route-intent)|ui\/safe-html)\.tsx?$/,
  ],
  ["dialog", /\/src\/(embed\/dialog-surface|app\/dialog-close)\.tsx?$/],
  [
    "calendar",
    /\/src\/(ui\/(time-picker|calendar|calendar-day|calendar-focus|calendar-css)|domain\/month-days)\.tsx?$/,
  ],
  // the checkout area's own modules (its screens' shared parts, store, actions, progress bar): one
  // file the basket asks for beside its screen; the shared pieces the basket takes from other layers
  // stay files of their own (the account and merchandise screens use them too), named as its parts
  // (with the tabs' record of paid baskets, which its payment writes and reads: an embed's mount
  // listens on the channel with stores/paid-channel.ts and loads this file when a report comes)
  ["checkout-parts", /\/src\/(features\/checkout\/(?!screens\/)[\w/-]+|stores\/paid-carts)\.tsx?$/],
  // what the catalogue areas' routes need besides their screens (RouteDef.needs) with their reads'
  // addresses: one small file, loaded at the visitor's first interaction with the shop, a
  // navigation to one of these routes, or in idle time (the idle loading of the menu's screens,
  // app/idle-preload.ts, is a file of its own: the checkout's and the account's screens import
  // this one for the merchandise reads' addresses)
  [
    "needs",
    /\/src\/(features\/(tours|merchandise|vouchers)\/needs|api\/(tour|merchandise|voucher)-reads|domain\/(tour-days|product-kinds))\.ts$/,
  ],
  // what the account routes need besides their screens: a file of its own (the checkout's screens,
  // which import the areas' needs file for the merchandise reads, do not carry it)
  ["account-needs", /\/src\/features\/account\/needs\.ts$/],
  ["cached", /\/src\/stores\/cached\.ts$/],
  ["stored-lines", /\/src\/stores\/stored-lines\.ts$/],
  ["account-form", /\/src\/domain\/account-form\.ts$/],
  [
    "basket-parts",
    /\/src\/(ui\/(quantity-stepper|added-notice|use-announce)|stores\/basket-actions|domain\/analytics)\.tsx?$/,
  ],
];

/**
 * The start module's file holds everything it imports statically (the route table, the paths, the
 * client's reads ahead), so that it runs as soon as it is here: a module of the entry's group
 * among them would make it wait for the entry. Read from the module graph, not from the sources.
 */
let startClosure;
function startImports(getModuleInfo) {
  if (!startClosure) {
    startClosure = new Set();
    const add = (id) => {
      if (startClosure.has(id)) return;
      startClosure.add(id);
      for (const dep of getModuleInfo(id)?.importedIds ?? []) add(dep);
    };
    add(resolvePath("src/start.ts"));
  }
  return startClosure;
}

/**
 * A host's window.Promise may be an old polyfill (without all or race, settling in timers): every
 * chunk that names Promise uses the engine's own instead, which any async function returns,
 * whatever the page did to the global before the loader ran (issue 33, host hostility).
 */
const nativePromise = {
  name: "foyer-native-promise",
  renderChunk: (code) =>
    /\bPromise\b/.test(code) ? { code: `const Promise=(async()=>{})().constructor;${code}`, map: null } : null,
};

rmSync(OUT, { recursive: true, force: true });

export default [
  {
    // two entries: the start module's static imports go into its own file (startImports), the
    // entry's into the entry's (a manual group takes its modules' imports that no group names)
    input: { start: "src/start.ts", main: "src/main.tsx" },
    preserveEntrySignatures: "allow-extension",
    onwarn: quiet,
    output: {
      dir: `${OUT}/app`,
      format: "es",
      entryFileNames: "[name]-[hash].js",
      chunkFileNames: (chunk) => {
        const catalog = /foyer-catalog:(\w+)\/(\w+)/.exec(chunk.facadeModuleId ?? "");
        return catalog ? `i18n/${catalog[1]}-${catalog[2]}-${areaHash(catalog[2])}.js` : "[name]-[hash].js";
      },
      manualChunks(id, { getModuleInfo }) {
        if (startImports(getModuleInfo).has(id)) return "start";
        if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return "react";
        for (const [name, re] of GROUPS) if (re.test(id)) return name;
      },
    },
    plugins: [
      replace({ preventAssignment: true, values: { "process.env.NODE_ENV": JSON.stringify("production") } }),
      catalogPlugin(),
      catalogueLoaders,
      builtinSyncStore,
      resolve({ browser: true, extensions: [".mjs", ".js", ".ts", ".tsx", ".json"] }),
      commonjs(),
      ts(["src/**/*", "loader/**/*"]),
      compactCss,
      compiledStyles,
      minify(true, { passes: 3, unsafe_arrows: true }),
      nativePromise,
      compileHints,
      loaderManifest,
    ],
  },
  {
    input: "loader/loader.ts",
    onwarn: quiet,
    output: { file: `${OUT}/loader.js`, format: "iife", strict: false },
    plugins: [
      replace({
        preventAssignment: true,
        delimiters: ["\\b", "\\b"],
        values: {
          __FOYER_ENTRY__: () => JSON.stringify(manifest.entry),
          __FOYER_PRELOAD__: () => JSON.stringify(manifest.preload),
        },
      }),
      ts(["loader/**/*"]),
      // the loader is small enough to check by hand; every byte of it counts
      minify(false, { passes: 3, unsafe: true, unsafe_arrows: true, toplevel: true }),
    ],
  },
];
