// The build joins the lines of the style blocks (scripts/compact-css.mjs); the code around them
// must come out as it went in, whatever templates and comments it holds.
import { describe, expect, it } from "vitest";
import { compactCss } from "../../scripts/compact-css.mjs";

const FILE = "/repo/src/ui/Example.tsx";

describe("the style blocks' compaction", () => {
  it("joins the lines of a style block", () => {
    const code = "const styles = defineStyles({\n  day: `display:block;\n    cursor:pointer`,\n});\n";
    expect(compactCss.transform(code, FILE)?.code).toBe(
      "const styles = defineStyles({\n  day: `display:block;cursor:pointer`,\n});\n",
    );
  });

  it("leaves the code between two templates with placeholders as it is, a line comment included", () => {
    const code = [
      "const styles = defineStyles({ a: `color:red;\n    margin:0` });",
      '    el.querySelector(`button[data-day="${focused}"]`)?.focus();',
      "  }, [focused]);",
      "  // the days are rendered again only when their own state changes:",
      "  const latest = useRef({ onKey, onSelect });",
      "  const label = `${name}, ${state}`;",
      "",
    ].join("\n");
    const out = compactCss.transform(code, FILE)!.code;
    expect(out.split("\n").slice(1)).toEqual(code.split("\n").slice(2));
    expect(out.split("\n")[0]).toBe("const styles = defineStyles({ a: `color:red;margin:0` });");
  });

  it("compacts BASE_CSS and leaves files without styles alone", () => {
    expect(
      compactCss.transform("export const BASE_CSS = `:host{\n  all:initial;\n}`;", "/r/src/styles/theme.ts")?.code,
    ).toBe("export const BASE_CSS = `:host{all:initial;}`;");
    expect(compactCss.transform("const x = `a:b;\n  c`;", FILE)).toBeNull();
  });
});
