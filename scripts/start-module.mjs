// The start module (app/start-[hash].js): what the loader imports instead of the entry. It is
// about 2 KB and arrives one round trip after the loader, while the entry and React are still
// downloading (the loader preloads those): it reads the first queued mount and the address, and
// preloads everything that route needs (its screen with its imports, the shell's and its area's
// catalogue in the start language, the HTTP client, the dialog for a button), asks for the
// route's first read (RouteDef.firstRead) and sets up the browser's date formatting, so nothing
// waits for the entry to be evaluated. Then it imports the entry.
// The route table is read from the features' route lists (src/features/*/index.ts) and the
// paths (src/domain/paths.ts); a route it cannot read only loses its preload.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { LANGUAGES } from "./catalogs.mjs";

const LANGS = LANGUAGES.join("|");

/** The features in the route table's order, read from src/app/routes.ts: a new area needs no edit here. */
const featureOrder = (root) => [
  ...new Set(
    [...readFileSync(resolve(root, "src/app/routes.ts"), "utf8").matchAll(/from "\.\.\/features\/(\w+)"/g)].map(
      (m) => m[1],
    ),
  ),
];

/**
 * Every route of the features, in the route table's order: [route name, screen module,
 * catalogue, first read (RouteDef.firstRead, or "")].
 */
export const routeList = (root) => {
  const order = featureOrder(root);
  // static pages last, as in the route table (page/shipping before page/{id})
  return [...order.filter((f) => f !== "pages"), ...order.filter((f) => f === "pages")].flatMap((f) =>
    featureRoutes(root, f),
  );
};

/** [route name, screen module (absolute, no extension), catalogue area, first read] from a feature's index. */
function featureRoutes(root, feature) {
  const file = resolve(root, "src/features", feature, "index.ts");
  const text = readFileSync(file, "utf8");
  const consts = Object.fromEntries([...text.matchAll(/const (\w+) = ([^;]+);/g)].map((m) => [m[1], m[2]]));
  // the module a loader imports: its own import(), else that of a constant it calls or names
  const target = (source, depth = 0) => {
    const direct = /import\("([^"]+)"\)/.exec(source)?.[1];
    if (direct || depth > 3) return direct;
    for (const [, name] of source.matchAll(/\b(\w+)\b/g))
      if (consts[name] && consts[name] !== source) {
        const found = target(consts[name], depth + 1);
        if (found) return found;
      }
    return undefined;
  };
  return text
    .split(/\bname: "/)
    .slice(1)
    .map((part) => {
      const name = /^(\w+)"/.exec(part)[1];
      const load = /load: ([^\n]*)/.exec(part)?.[1] ?? "";
      const module = target(load);
      const spread = /\.\.\.(\w+)/.exec(part);
      const own = part + (spread ? (consts[spread[1]] ?? "") : "");
      // a route's own catalogue, else its area's (src/domain/areas.ts)
      const area = /area: "(\w+)"/.exec(own)?.[1];
      const catalog = /catalog: "(\w+)"/.exec(own)?.[1] ?? (area && areaCatalogs(root)[area]) ?? "";
      const read = /firstRead: "([\w/-]+)"/.exec(own)?.[1] ?? "";
      return module ? [name, resolve(dirname(file), module), catalog, read] : null;
    })
    .filter(Boolean);
}

/** Area key → its message catalogue, from the areas table. */
function areaCatalogs(root) {
  const text = readFileSync(resolve(root, "src/domain/areas.ts"), "utf8");
  return Object.fromEntries([...text.matchAll(/key: "(\w+)",[^}]*?catalog: "(\w+)"/g)].map((m) => [m[1], m[2]]));
}

/**
 * The screens the museum's menu links to: the shop's start and each area's list (the areas table's
 * `route`), as screen modules (absolute, no extension).
 */
export function menuScreens(root) {
  const text = readFileSync(resolve(root, "src/domain/areas.ts"), "utf8");
  const names = new Set(["home", ...[...text.matchAll(/\broute: "(\w+)"/g)].map((m) => m[1])]);
  return new Set(
    routeList(root)
      .filter(([name]) => names.has(name))
      .map(([, module]) => module),
  );
}

/** Route name → wouter pattern, from the paths table. */
function patterns(root) {
  const text = readFileSync(resolve(root, "src/domain/paths.ts"), "utf8");
  return Object.fromEntries([...text.matchAll(/^\s*(\w+): (?:fixed|route)\("([^"]+)"/gm)].map((m) => [m[1], m[2]]));
}

/** The museum's time zone when an embed names none (src/embed/clock.ts). */
const museumZone = (root) =>
  /MUSEUM_TIME_ZONE = "([^"]+)"/.exec(readFileSync(resolve(root, "src/embed/clock.ts"), "utf8"))?.[1] ?? "UTC";

const toRegExp = (pattern) => "^" + (pattern === "/" ? "/?" : pattern.replace(/:\w+/g, "[^/]+")) + "$";

/**
 * Writes the start module and points the loader's manifest at it: `manifest.entry` becomes the
 * start module, `manifest.preload` the entry with its static imports.
 */
export function startModule({ root = process.cwd(), manifest }) {
  return {
    name: "foyer-start-module",
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
      const entry = chunks.find((c) => c.isEntry && c.name === "main");
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (file, seen = new Set()) => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) closure(dep, seen);
        return seen;
      };
      const first = closure(entry.fileName);
      const facade = (suffix) => chunks.find((c) => c.facadeModuleId?.replace(/\.tsx?$/, "").endsWith(suffix));
      const screenFiles = (module) => {
        const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\.tsx?$/, "") === module);
        return chunk ? [...closure(chunk.fileName)].filter((f) => !first.has(f)) : null;
      };
      const paths = patterns(root);
      // files by index: most routes share a few chunks (Page, dates, money, ...)
      const files = [];
      const index = (f) => (files.includes(f) ? files : files.push(f) && files).indexOf(f);
      const table = routeList(root)
        .map(([name, module, catalog, read]) => [paths[name], screenFiles(module), catalog, read])
        .filter(([pattern, list]) => pattern && list)
        .map(([pattern, list, catalog, read]) => [
          toRegExp(pattern),
          list.map(index),
          catalog,
          ...(read ? [read] : []),
        ]);
      // catalogue chunks are named i18n/{lang}-{area}-{hash}.js with one hash per area (rollup.config.mjs)
      const catalogues = {};
      for (const c of chunks) {
        const m = /^i18n\/\w+-(\w+)-([\w-]+)\.js$/.exec(c.fileName);
        if (m) catalogues[m[1]] = m[2];
      }
      // a lazily loaded part with the chunks it imports (the HTTP client imports the error type's):
      // a file only its import names would be fetched one round trip later
      const withImports = (suffix) => {
        const file = facade(suffix)?.fileName;
        return file ? [...closure(file)].filter((f) => !first.has(f)) : [];
      };
      // the HTTP client for the route's first call (the bootstrap's calls wait for the first paint)
      const always = ["api/request"].flatMap(withImports);
      const dialog = withImports("embed/dialog-surface");
      const code =
        `const R=${JSON.stringify(table)},F=${JSON.stringify(files.map((f) => f.slice(0, -3)))},C=${JSON.stringify(catalogues)},` +
        `u=(f)=>new URL(f,import.meta.url).href,` +
        `p=(f)=>(document.body||document.head).append(Object.assign(document.createElement("link"),{rel:"modulepreload",href:u(f)}));` +
        // a preload is only a hint: whatever goes wrong here must not stop the entry
        `try{const c=((window.Foyer||{}).q||[]).find((x)=>x[0]=="mount");` +
        `if(c){const o=c[1][1]||{},h=/^#\\/(${LANGS})(\\/[^?]*)?/.exec(location.hash),` +
        `l=(h?h[1]:o.lang)||"de",a=(h?h[2]:o.route)||"/",` +
        `r=R.find((x)=>new RegExp(x[0]).test(a)),` +
        `f=${JSON.stringify(always)}.concat(o.mode=="button"?${JSON.stringify(dialog)}:[]);` +
        `f.push("i18n/"+l+"-shell-"+C.shell+".js");` +
        `if(r){for(const i of r[1])f.push(F[i]+".js");if(r[2])f.push("i18n/"+l+"-"+r[2]+"-"+C[r[2]]+".js");` +
        // the route's first read goes out beside its files (the loader's own mounts only: their
        // options object is the loader's, with its configuration request); mount.tsx hands it to
        // the client, which takes it for the same address only
        `if(r[3]&&o.config){const e=new URL(o.api.replace(/\\/+$/,"")+"/"+l+"/"+r[3],location.href).href,` +
        `w=fetch(e,{headers:{accept:"application/json"}}).then((r)=>{const t=r.text();t.catch(()=>0);return{status:r.status,text:()=>t,headers:r.headers}});w.catch(()=>0);o.early=[e,w]}}` +
        `f.filter(Boolean).forEach(p);` +
        // the configuration's body is read as soon as it arrives, not when the entry asks for it:
        // reading it then took a task, and a frame of the waiting embed came before the first content
        `for(const x of window.Foyer.q)if(x[0]=="mount"&&(x[1][1]||{}).config)x[1][1].config=x[1][1].config.then((r)=>{const j=r.ok?r.json():null;j&&j.catch(()=>0);return{ok:r.ok,url:r.url,json:()=>j,headers:r.headers}});` +
        // the browser's first date format sets up its time-zone and locale data: 20 to 40 ms, four
        // times that on a slow phone. Done now, in a task of its own, it overlaps the download of
        // React and the entry instead of following it (the embed's clock makes the first one); so
        // do the museum clock's format (English in the museum's zone, domain/dates.ts wallClock),
        // the first number format and plural rules (the messages' counts, the prices) and, last (a
        // page without storage throws), the first use of the session storage, which loads the
        // tab's stored values (embed/storage.ts)
        `setTimeout(()=>{try{new Intl.DateTimeFormat("en",{timeZone:o.timeZone||${JSON.stringify(museumZone(root))},hourCycle:"h23",year:"numeric",month:"2-digit",day:"2-digit",hour:"2-digit",minute:"2-digit"}).formatToParts();new Intl.DateTimeFormat(l,{timeZone:o.timeZone}).format();new Intl.NumberFormat(l).format(1);new Intl.PluralRules(l).select(1);sessionStorage.length}catch(e){}})}}catch(e){}` +
        `export const boot=(F)=>import(${JSON.stringify("./" + entry.fileName)}).then((m)=>m.boot(F));\n`;
      const fileName = `start-${createHash("sha256").update(code).digest("base64url").slice(0, 8)}.js`;
      this.emitFile({ type: "asset", fileName, source: code });
      manifest.entry = fileName;
      manifest.preload = [fileName, entry.fileName, ...entry.imports];
    },
  };
}
