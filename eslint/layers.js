// The layers of DESIGN.md as a lint rule: which folder of src/ may import which, and which packages each may use.
// Relative imports are resolved against the importing file, so `../../tours/store` from a tickets screen is seen
// as features/tours, whatever the number of `../`.
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Folders of the code; a feature folder counts as its own layer ("features/tickets"). */
export function layerOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep);
  if (rel[0] === "loader") return "loader";
  if (rel[0] !== "src") return null;
  if (rel.length === 2) return "main";
  if (rel[1] === "features") return `features/${rel[2]}`;
  return rel[1];
}

const UI_LIBS = ["react", "react-dom", "wouter", "zustand", "goober", "@lingui", "dompurify"];

// Per layer: the layers it must not import, and the packages it must not use. `features` stands for every feature
// but the importer's own. Why each: DESIGN.md §1 and the "features meet only in the basket" rule.
const RULES = {
  domain: {
    layers: ["api", "app", "embed", "features", "i18n", "stores", "styles", "ui", "main"],
    packages: UI_LIBS,
    why: "domain/ is pure TypeScript: no React, store, API, Lingui or styles",
  },
  api: {
    layers: ["app", "embed", "features", "i18n", "stores", "styles", "ui", "main"],
    packages: ["react", "react-dom", "wouter", "zustand", "goober", "@lingui"],
    why: "api/ is HTTP and decoding only; it knows no store, screen or language setup",
  },
  ui: {
    layers: ["app", "features", "main", "api"],
    packages: [],
    why: "ui/ holds shared presentational parts; it knows no feature and calls no API",
  },
  stores: { layers: ["app", "features", "ui", "main"], packages: [], why: "stores are shared by features" },
  i18n: { layers: ["app", "features", "ui", "api", "stores", "main"], packages: [], why: "i18n/ is setup" },
  styles: { layers: ["app", "features", "ui", "api", "stores", "main"], packages: [], why: "styles/ is setup" },
  embed: {
    layers: ["features"],
    packages: [],
    why: "the embed mounts the app; it reaches features only through app/",
  },
  app: { layers: [], packages: [], why: "only api/ talks HTTP" },
  features: {
    layers: ["features", "main"],
    packages: [],
    why: "features never import each other; they meet in the basket and the shared stores",
  },
  loader: {
    layers: ["api", "app", "domain", "embed", "features", "i18n", "stores", "styles", "ui", "main"],
    packages: UI_LIBS,
    why: "the loader stays under 1 KB: it reaches the app only through its dynamic import",
  },
};

const bare = (source) => !source.startsWith(".") && !source.startsWith("/");
const matchesPackage = (source, name) => source === name || source.startsWith(`${name}/`);

function check(context, node, source) {
  const from = layerOf(context.filename);
  if (!from || typeof source !== "string") return;
  const rule = RULES[from.startsWith("features/") ? "features" : from];
  if (!rule) return;
  if (bare(source)) {
    const hit = rule.packages.find((name) => matchesPackage(source, name));
    if (hit) context.report({ node, messageId: "package", data: { from, target: source, why: rule.why } });
    return;
  }
  const to = layerOf(path.resolve(path.dirname(context.filename), source));
  if (!to || to === from) return;
  const group = to.startsWith("features/") ? "features" : to;
  if (rule.layers.includes(group))
    context.report({ node, messageId: "layer", data: { from, target: to, why: rule.why } });
}

export const layersRule = {
  meta: {
    type: "problem",
    docs: { description: "Imports follow the layers of DESIGN.md" },
    schema: [],
    messages: {
      layer: "{{from}} must not import {{target}}: {{why}}.",
      package: "{{from}} must not import '{{target}}': {{why}}.",
    },
  },
  create(context) {
    const visit = (node) => node.source && check(context, node.source, node.source.value);
    return {
      ImportDeclaration: visit,
      ExportNamedDeclaration: visit,
      ExportAllDeclaration: visit,
      ImportExpression: visit,
    };
  },
};

export default { rules: { layers: layersRule } };
