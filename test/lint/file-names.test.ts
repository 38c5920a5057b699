// One file-naming convention (STYLE.md 7, issue 36): every file and folder of the code, its tests, scripts, docs
// and catalogues is named in kebab-case (lower-case words joined by hyphens, then its extensions): a component's
// file too (`ui/quantity-stepper.tsx` exports `QuantityStepper`), so a name is found without knowing its case.
import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FOLDERS = ["src", "loader", "demo", "test", "scripts", "eslint", "docs", "locales"];
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/;

const isKebab = (name: string) => KEBAB.test(name);

function names(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    return e.isDirectory() ? [rel, ...names(rel)] : [rel];
  });
}

describe("file names are kebab-case", () => {
  it.each([
    ["quantity-stepper.tsx", true],
    ["use-focus-keeper.ts", true],
    ["spec-000-decoders.test.ts", true],
    ["catalogs.d.mts", true],
    ["QuantityStepper.tsx", false],
    ["quantityStepper.ts", false],
    ["quantity_stepper.ts", false],
    ["quantity--stepper.ts", false],
    ["-stepper.ts", false],
  ])("%s: %s", (name, ok) => {
    expect(isKebab(name)).toBe(ok);
  });

  it("every file and folder of the project's own code, tests, scripts, docs and catalogues", () => {
    const all = FOLDERS.flatMap(names);
    expect(all.length).toBeGreaterThan(500);
    expect(all.filter((file) => !isKebab(path.basename(file)))).toEqual([]);
  });
});
