// The layers of DESIGN.md as a lint rule: which folder of src/ may import which, and which packages each may use.
// Each layer names what it MAY import (anything else is refused), so a new folder is refused until it is placed.
// Relative imports are resolved against the importing file, so `../../tours/store` from a tickets screen is seen
// as features/tours, whatever the number of `../`. Type-only imports count like the others, except where a rule
// says so (the sandbox may know the service's answer types).
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Folders of the code; a feature folder counts as its own layer ("features/tickets"). */
export function layerOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep);
  if (rel[0] === "loader" || rel[0] === "demo") return rel[0];
  if (rel[0] !== "src") return null;
  if (rel.length === 2) return "main";
  if (rel[1] === "features") return `features/${rel[2]}`;
  return rel[1];
}

const UI_LIBS = ["react", "react-dom", "wouter", "zustand", "goober", "@lingui", "dompurify"];

/** The one language list (loader/languages.ts): the loader needs it before any app code, so it lives there and
 * the domain reads it from there (docs/decisions.md, "One language list"). */
export const LANGUAGE_LIST = path.join(ROOT, "loader/languages.ts");

// Per layer, lowest first: the layers it may import (its own always), and the packages it must not use. `features`
// stands for the importer's own feature only: features never import each other. Why each: DESIGN.md §1 and §3.
const RULES = {
  loader: {
    may: [],
    packages: UI_LIBS,
    why: "the loader stays under 1 KB: it reaches the app only through its dynamic import",
  },
  domain: {
    may: [],
    packages: UI_LIBS,
    why: "domain/ is pure TypeScript: no React, store, API, Lingui, styles or embed (the language list aside)",
  },
  api: {
    may: ["domain"],
    packages: ["react", "react-dom", "wouter", "zustand", "goober", "@lingui"],
    why: "api/ is HTTP and decoding only; it knows no store, screen or language setup",
  },
  embed: {
    may: ["domain", "loader"],
    packages: [],
    why: "embed/ is the embed's own services (options, storage, clock, location, host events); the mount composes them",
  },
  i18n: { may: ["domain"], packages: [], why: "i18n/ is the language setup" },
  styles: { may: ["domain"], packages: [], why: "styles/ is the style setup" },
  stores: {
    may: ["domain", "api", "embed", "i18n", "loader"],
    packages: [],
    why: "stores hold the embed's state; screens and the shell read them, never the other way round",
  },
  ui: {
    may: ["domain", "embed", "i18n", "styles"],
    packages: [],
    why: "ui/ holds shared presentational parts: it reads no store and calls no API, only what it is given (props, ui/ui-context.ts)",
  },
  features: {
    may: ["domain", "api", "embed", "i18n", "styles", "stores", "ui"],
    packages: [],
    why: "features never import each other or the shell; they meet in the stores and the slots the shell fills",
  },
  app: {
    may: ["domain", "api", "embed", "i18n", "styles", "stores", "ui", "features"],
    packages: [],
    why: "the shell composes the features; only the mount and main.tsx start it",
  },
  mount: {
    may: ["domain", "api", "embed", "i18n", "styles", "stores", "ui", "app", "loader"],
    packages: [],
    why: "the mount composes and runs one embed; main.tsx alone calls it",
  },
  main: {
    may: ["domain", "api", "embed", "i18n", "styles", "stores", "ui", "features", "app", "mount", "loader"],
    packages: [],
    why: "main.tsx is the entry",
  },
};

const bare = (source) => !source.startsWith(".") && !source.startsWith("/");
const matchesPackage = (source, name) => source === name || source.startsWith(`${name}/`);
const group = (layer) => (layer.startsWith("features/") ? "features" : layer);
const typeOnly = (node) =>
  node.importKind === "type" ||
  node.exportKind === "type" ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === "type" || s.exportKind === "type"));

/** Why an import from `from` (a layer of src/ or loader/) to the resolved file `target` is refused, or null. */
function codeProblem(from, target) {
  const to = layerOf(target);
  if (!to || to === from) return null;
  if (from === "domain" && target.replace(/\.ts$/, "") === LANGUAGE_LIST.replace(/\.ts$/, "")) return null;
  const rule = RULES[group(from)];
  if (!rule.may.includes(group(to))) return rule.why;
  // outside a feature, a feature is its index.ts: the routes and public types it exports (STYLE.md 5);
  // a feature whose index offers a React part keeps its routes in routes.ts, the route table's plain
  // data the start module imports before React is there (issue 37)
  if (to.startsWith("features/") && !from.startsWith("features/")) {
    const rest = path.relative(path.join(ROOT, "src", to), target);
    if (!/^((index|routes)(\.tsx?)?)?$/.test(rest))
      return "outside a feature, only its index.ts (and routes.ts) is public";
  }
  return null;
}

/** The sandbox is the museum's service: of the widget it may know only the contract, the answer types of src/api/. */
function demoProblem(node, target) {
  const to = layerOf(target);
  if (to === null || to === "demo" || to === "loader") return null;
  if (to === "api" && typeOnly(node)) return null;
  return "the sandbox stands for the museum's service: it imports only the contract's types (import type from src/api/)";
}

const HTTP_CLIENT = path.join(ROOT, "src/api/client");

function check(context, node, source) {
  const from = layerOf(context.filename);
  if (!from || typeof source !== "string") return;
  if (from === "demo") {
    if (bare(source)) return;
    const target = path.resolve(path.dirname(context.filename), source);
    const why = demoProblem(node, target);
    if (why) context.report({ node: node.source, messageId: "layer", data: { from, target: layerOf(target), why } });
    return;
  }
  const rule = RULES[group(from)];
  if (!rule) return;
  if (bare(source)) {
    const hit = rule.packages.find((name) => matchesPackage(source, name));
    if (hit) context.report({ node: node.source, messageId: "package", data: { from, target: source, why: rule.why } });
    return;
  }
  const target = path.resolve(path.dirname(context.filename), source);
  const why = codeProblem(from, target);
  if (why) context.report({ node: node.source, messageId: "layer", data: { from, target: layerOf(target), why } });
  // DESIGN.md: screens never call the HTTP client directly, they call api/ functions
  else if (
    context.filename.endsWith(".tsx") &&
    ["features", "app", "ui"].includes(group(from)) &&
    target.replace(/\.ts$/, "") === HTTP_CLIENT &&
    !typeOnly(node)
  )
    context.report({ node: node.source, messageId: "client", data: { from } });
}

export const layersRule = {
  meta: {
    type: "problem",
    docs: { description: "Imports follow the layers of DESIGN.md" },
    schema: [],
    messages: {
      layer: "{{from}} must not import {{target}}: {{why}}.",
      package: "{{from}} must not import '{{target}}': {{why}}.",
      client: "{{from}}: a component never calls the HTTP client (api/client); it calls an api/ function.",
    },
  },
  create(context) {
    const visit = (node) => node.source && check(context, node, node.source.value);
    return {
      ImportDeclaration: visit,
      ExportNamedDeclaration: visit,
      ExportAllDeclaration: visit,
      ImportExpression: visit,
    };
  },
};

/** The layers each may import, for the test that finds the table free of cycles. */
export const MAY_IMPORT = Object.fromEntries(Object.entries(RULES).map(([layer, rule]) => [layer, rule.may]));

export default { rules: { layers: layersRule } };
