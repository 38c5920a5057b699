// No import cycles (issue 36): between files (a cycle makes the order modules run in depend on which is imported
// first) and between the layers of DESIGN.md (eslint/layers.js names what each layer may import; a table with a
// cycle would let two layers lean on each other). The graph is read with TypeScript's own pre-processor: static,
// dynamic and type-only imports alike.
import { describe, expect, it } from "vitest";
import ts from "typescript";
import fs from "node:fs";
import path from "node:path";
import { MAY_IMPORT } from "../../eslint/layers.js";

const ROOT = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts") ? [rel] : [];
  });
}

function resolve(from: string, spec: string): string | null {
  const base = path.join(path.dirname(from), spec);
  const tries = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return tries.find((f) => fs.existsSync(path.join(ROOT, f)) && fs.statSync(path.join(ROOT, f)).isFile()) ?? null;
}

/** Each file's relative imports, resolved to files of the project. */
function importGraph(files: string[], read = (f: string) => fs.readFileSync(path.join(ROOT, f), "utf8")) {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(read(file), true, true);
    const targets = importedFiles
      .map((i) => i.fileName)
      .filter((spec) => spec.startsWith("."))
      .map((spec) => resolve(file, spec))
      .filter((f): f is string => f !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The cycles of a graph: its strongly connected components of more than one node, or one node importing itself
 * (Tarjan's algorithm). */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) !== order.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

describe("no import cycles", () => {
  it("finds a planted cycle, and none in a chain", () => {
    const planted = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(cycles(planted)).toEqual([["a", "b", "c"]]);
    expect(cycles(new Map([["x", ["x"]]]))).toEqual([["x"]]);
    expect(
      cycles(
        new Map([
          ["a", ["b"]],
          ["b", ["c"]],
          ["c", []],
        ]),
      ),
    ).toEqual([]);
  });

  it("reads static, dynamic and type-only imports", () => {
    const code: Record<string, string> = {
      "src/app/focus-keeper.ts": 'import { chainOf } from "./use-focus-keeper";',
      "src/app/use-focus-keeper.ts": 'export const later = () => import("./focus-keeper");',
      "src/app/routes.ts": 'import type { Embed } from "../stores/context";',
    };
    const graph = importGraph(Object.keys(code), (f) => code[f]);
    expect(graph.get("src/app/routes.ts")).toEqual(["src/stores/context.tsx"]);
    expect(cycles(graph)).toEqual([["src/app/focus-keeper.ts", "src/app/use-focus-keeper.ts"]]);
  });

  it("between the files of src/, loader/ and demo/", () => {
    const files = [...sourceFiles("src"), ...sourceFiles("loader"), ...sourceFiles("demo/server")];
    expect(files.length).toBeGreaterThan(300);
    expect(cycles(importGraph(files))).toEqual([]);
  });

  it("between the layers the lint rule allows", () => {
    const layers = new Map(Object.entries(MAY_IMPORT));
    expect(cycles(layers)).toEqual([]);
    // and the rule is no chain by accident: the planted back edge of issue 36 (stores -> the mount) is one
    expect(cycles(new Map([...layers, ["stores", [...layers.get("stores")!, "mount"]]]))).not.toEqual([]);
  });
});
