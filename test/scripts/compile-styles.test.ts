// The build compiles the style blocks whose CSS is fixed (scripts/compile-styles.mjs): what it
// ships must be what goober makes of the same block in the browser (src/styles/target.ts).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileStyles, fixedBlocks, shipped } from "../../scripts/compile-styles.mjs";
import { compactCss } from "../../scripts/compact-css.mjs";
import { createStyleTarget } from "../../src/styles/target";

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const path = join(dir, n);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(n) ? [path] : [];
  });

const shadow = () => document.createElement("div").attachShadow({ mode: "open" });

describe("the style blocks compiled at build time", () => {
  it("compiles the fixed blocks and keeps, in their place in the order, those with a placeholder", () => {
    const code = [
      "const styles = defineStyles({",
      "  // the grid",
      "  grid: `display:grid;.foyer-md &{gap:1em}`,",
      "  tone: `color:${TONE}`,",
      "  more: `margin:0`,",
      "});",
      "const label = `${a}, ${b}`;",
    ].join("\n");
    expect(compileStyles(code).split("\n")).toEqual([
      "const styles = defineStyles({",
      '  tone: `color:${TONE}`},{grid:"&{display:grid}.foyer-md &{gap:1em}",tone:0,more:"&{margin:0}"});',
      "const label = `${a}, ${b}`;",
    ]);
  });

  it("keeps a block with a placeholder as it was written, a line comment at its end included", () => {
    const code = "defineStyles({\n  a: `color:red`,\n  b: `color:${x}` // the tone\n});";
    expect(compileStyles(code)).toBe('defineStyles({\n  b: `color:${x}` // the tone\n},{a:"&{color:red}",b:0});');
  });

  it("leaves a call alone when none of its blocks is fixed, or when it has a spread", () => {
    const dynamic = "defineStyles({ a: `color:${x}` });";
    const spread = "defineStyles({ ...base, a: `color:red` });";
    expect(compileStyles(dynamic)).toBe(dynamic);
    expect(compileStyles(spread)).toBe(spread);
  });

  it("ships for every fixed block of the sources the CSS goober makes of it in an embed", () => {
    let blocks = 0;
    for (const file of sources("src")) {
      const code = readFileSync(file, "utf8");
      const compact = compactCss.transform(code, "/repo/" + file)?.code ?? code;
      for (const [key, rules] of fixedBlocks(compact)) {
        const css = shipped(rules);
        // a fixed block the build cannot compile would go to goober unnoticed: none may
        expect(css, `${file}: ${key} cannot be compiled`).not.toBeNull();
        const target = createStyleTarget(shadow());
        const name = target.css(rules);
        expect(css!.split("&").join("." + name), `${file}: ${key}`).toBe(target.text().replace(/;}/g, "}"));
        blocks++;
      }
    }
    expect(blocks).toBeGreaterThan(150);
  });

  it("adds a compiled block to the embed's sheet under a class of its own", () => {
    const target = createStyleTarget(shadow());
    const a = target.add("&{color:red}.foyer-md &{margin:0}");
    const b = target.add("&{color:blue}");
    expect(a).not.toBe(b);
    expect(a).not.toMatch(/^go/);
    expect(target.text()).toBe(`.${a}{color:red}.foyer-md .${a}{margin:0}.${b}{color:blue}`);
  });
});
