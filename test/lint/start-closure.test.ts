// The start module runs before React is here (src/start.ts; docs/build.md): what it imports
// statically, and what those import, must not be React, a store, a component or a library that
// waits for the entry. Type-only imports and dynamic imports (a route's `load`) cost nothing at
// start and are left out. A planted import in a fake file shows the check would notice.
import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const STATIC = /^\s*import\s+(?!type\b)(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/gm;

function resolve(from: string, spec: string): string | null {
  const base = path.join(path.dirname(from), spec);
  const tries = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return tries.find((f) => fs.existsSync(path.join(ROOT, f)) && fs.statSync(path.join(ROOT, f)).isFile()) ?? null;
}

/** Every module the file runs at load: its static value imports, followed; packages by name. */
function closure(start: string, read = (f: string) => fs.readFileSync(path.join(ROOT, f), "utf8")) {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of read(file).matchAll(STATIC)) {
      if (!spec!.startsWith(".")) packages.add(spec!);
      else {
        const target = resolve(file, spec!);
        if (target) visit(target);
      }
    }
  };
  visit(start);
  return { files: [...seen], packages: [...packages] };
}

const forbidden = ({ files, packages }: ReturnType<typeof closure>) => [
  ...files.filter((f) => f.endsWith(".tsx") || /^src\/(stores|ui|app\/(?!route-table))/.test(f)),
  ...packages,
];

describe("the start module imports nothing that waits for React (issue 36)", () => {
  it("src/start.ts: no component, store, ui or app module but the route table, no package", () => {
    const c = closure("src/start.ts");
    expect(c.files).toContain("src/app/route-table.ts");
    expect(forbidden(c)).toEqual([]);
  });

  it("notices a planted import of React or a store", () => {
    const planted = (body: string) => (f: string) =>
      f === "src/start.ts"
        ? `${fs.readFileSync(path.join(ROOT, f), "utf8")}\n${body}\n`
        : fs.readFileSync(path.join(ROOT, f), "utf8");
    expect(forbidden(closure("src/start.ts", planted(`import { useState } from "react";`)))).toEqual(["react"]);
    expect(
      forbidden(closure("src/start.ts", planted(`import { createBasketStore } from "./stores/basket";`))),
    ).toContain("src/stores/basket.ts");
    // a type-only import costs nothing at start
    expect(forbidden(closure("src/start.ts", planted(`import type { BasketState } from "./stores/basket";`)))).toEqual(
      [],
    );
  });
});
