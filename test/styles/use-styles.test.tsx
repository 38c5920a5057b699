// useStyles with the blocks the build compiled (scripts/compile-styles.mjs) beside goober's.
import { act, useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { StyleContext, defineStyles, useStyles } from "../../src/styles/use-styles";
import { createStyleTarget } from "../../src/styles/target";
import { checkoutStyles } from "../../src/features/checkout/styles";

// what the build makes of defineStyles({ base: `color:red`, tone: `color:${x}`, strong: `font-weight:bold` })
const styles = defineStyles({ tone: "color:blue" } as Record<"base" | "tone" | "strong", string>, {
  base: "&{color:red}",
  tone: 0 as const,
  strong: "&{font-weight:bold}",
});

function Probe() {
  const s = useStyles(styles);
  return <p className={`${s.base} ${s.tone} ${s.strong}`}>x</p>;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("useStyles with compiled blocks", () => {
  it("adds the blocks in their order, compiled or not, once per embed", () => {
    const target = createStyleTarget(document.createElement("div").attachShadow({ mode: "open" }));
    const host = document.createElement("div");
    const root = createRoot(host);
    act(() =>
      root.render(
        <StyleContext.Provider value={target}>
          <Probe />
          <Probe />
        </StyleContext.Provider>,
      ),
    );
    const [base, tone, strong] = host.querySelector("p")!.className.split(" ");
    act(() => root.unmount());
    expect(tone).toMatch(/^go/);
    expect(target.text()).toBe(`.${base}{color:red}.${tone}{color:blue;}.${strong}{font-weight:bold}`);
  });
});

describe("a render's new rules", () => {
  it("are in the root's sheets when the commit's effects run (a focus or a measure there sees them: one layout)", () => {
    const shadow = document.createElement("div").attachShadow({ mode: "open" });
    const target = createStyleTarget(shadow);
    const sheets = () =>
      shadow.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join("");
    let seen = "";
    function Measured() {
      const s = useStyles(styles);
      useLayoutEffect(() => void (seen = sheets()));
      return <p className={s.strong}>x</p>;
    }
    const root = createRoot(document.createElement("div"));
    act(() =>
      root.render(
        <StyleContext.Provider value={target}>
          <Measured />
        </StyleContext.Provider>,
      ),
    );
    act(() => root.unmount());
    expect(seen).toMatch(/font-weight: ?bold/);
  });
});

describe("the styles the tests run", () => {
  it("are those the build ships: a module's fixed blocks arrive compiled (vitest runs the build's style plugins)", () => {
    const compiled = Object.values(checkoutStyles.compiled ?? {});
    expect(compiled.length).toBeGreaterThan(0);
    for (const block of compiled) expect(block).toMatch(/^&\{|^&[^{]*\{|^@/);
    // compiled blocks leave nothing for goober to parse
    expect(Object.keys(checkoutStyles.rules)).toEqual([]);
  });
});
