// The project's lint rules, run through the real eslint.config.js: the layers of DESIGN.md hold as import rules
// (a broken rule lets a forbidden import through and fails here), and the widget reads time through its clock.
import { beforeAll, describe, expect, it } from "vitest";
import { ESLint } from "eslint";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: ROOT });

// the first lint loads the config, its plugins and the TypeScript parser: seconds on a busy machine,
// paid here rather than by the first test
beforeAll(() => eslint.lintText("", { filePath: path.join(ROOT, "src/domain/x.ts") }), 120_000);

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  // only the two rules under test: an unused import in these snippets is not the point
  return result.messages
    .filter((m) => ["foyer/layers", "no-restricted-syntax", "no-restricted-globals"].includes(m.ruleId ?? ""))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe("import boundaries (DESIGN.md layers)", () => {
  it.each([
    ["src/domain/x.ts", 'import { useState } from "react";'],
    ["src/domain/x.ts", 'import { createStore } from "zustand/vanilla";'],
    ["src/domain/x.ts", 'import { setup } from "goober";'],
    ["src/domain/x.ts", 'import { i18n } from "@lingui/core";'],
    ["src/domain/x.ts", 'import { useBasket } from "../stores/context";'],
    ["src/domain/x.ts", 'import { getShop } from "../api/shop";'],
    ["src/api/x.ts", 'import { useBasket } from "../stores/context";'],
    ["src/features/checkout/screens/x.tsx", 'import { VoucherCodeEntry } from "../../vouchers";'],
    ["src/features/tickets/parts/x.tsx", 'import { useTours } from "../../tours/use-tours";'],
    ["src/features/tickets/x.ts", 'export { routes } from "../tours";'],
    ["src/features/tickets/x.ts", 'const m = () => import("../tours/store");'],
    ["src/ui/x.tsx", 'import { routes } from "../features/tours";'],
    ["loader/x.ts", 'import { money } from "../src/domain/money";'],
  ])("%s: %s is refused", async (file, code) => {
    expect(await problems(file, code)).toEqual([expect.stringMatching(/^foyer\/layers: /)]);
  });

  it.each([
    ["src/domain/x.ts", 'import { addDays } from "date-fns/addDays";'],
    ["src/domain/x.ts", 'import { keyDate } from "./dates";'],
    ["src/features/tickets/screens/x.tsx", 'import { TicketRow } from "../components/ticket-row";'],
    ["src/features/checkout/x.ts", 'import { useBasket } from "../../stores/context";'],
    ["src/app/x.ts", 'import { routes } from "../features/tours";'],
    ["src/ui/x.tsx", 'import { keyDate } from "../domain/dates";'],
  ])("%s: %s is allowed", async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});

describe("only api/ talks HTTP", () => {
  it.each([
    ["src/app/x.ts", 'fetch("/api/en/shopinfo");'],
    ["src/features/tickets/x.ts", "const r = new XMLHttpRequest();"],
    ["src/stores/x.ts", 'fetch("/api/en/shopinfo");'],
  ])("%s: %s is refused", async (file, code) => {
    expect(await problems(file, code)).toEqual([
      expect.stringMatching(/^no-restricted-globals: .*Only src\/api\/ talks HTTP/),
    ]);
  });

  it.each([
    ["src/api/x.ts", 'fetch("/api/en/shopinfo");'],
    ["src/embed/new-build.ts", 'fetch("/foyer/loader.js");'],
  ])("%s: %s is allowed", async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});

describe("one clock in the widget (issue 11)", () => {
  it.each(["const t = new Date();", "const t = Date.now();"])("%s in src/ is reported", async (code) => {
    expect(await problems("src/features/tours/x.ts", code)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Read the time through the embed's clock/),
    ]);
  });

  it.each([
    ["src/features/tours/x.ts", "const t = new Date(2026, 0, 1);"],
    ["src/features/tours/x.ts", 'const t = new Date("2026-01-01");'],
    ["src/embed/clock.ts", "const t = new Date();"],
    ["demo/server/x.ts", "const t = Date.now();"],
    ["test/browser/harness.ts", "const t = Date.now();"],
  ])("%s: %s is allowed", async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });

  it.each(["test/features/tours/x.test.tsx", "test/browser/x.test.ts", "test/browser/x-helpers.ts"])(
    "Date.now() in %s is reported: tests pin their clock",
    async (file) => {
      expect(await problems(file, "const t = Date.now();")).toEqual([
        expect.stringMatching(/^no-restricted-syntax: Tests pin their clock/),
      ]);
    },
  );
});

describe("waits that hold on a busy machine (issue 11)", () => {
  it("vi.waitFor without a timeout is reported", async () => {
    expect(await problems("test/features/x.test.ts", "await vi.waitFor(() => check());")).toEqual([
      expect.stringMatching(/^no-restricted-syntax: vi.waitFor gives up after 1 s/),
    ]);
  });

  it.each([
    ["test/features/x.test.tsx", 'await screen.findByText("Paid", {}, { timeout: 5000 });', "10"],
    ["test/browser/x.test.ts", 'await toast.waitFor({ state: "detached", timeout: 15_000 });', "30"],
    ["test/browser/harness.ts", 'await page.locator("main").waitFor({ timeout: 15_000 });', "30"],
  ])("%s: a wait shorter than its tool's default is reported: %s", async (file, code, seconds) => {
    expect(await problems(file, code)).toEqual([
      expect.stringMatching(new RegExp(`^no-restricted-syntax: A wait shorter than ${seconds} s`)),
    ]);
  });

  it.each([
    ["test/features/x.test.tsx", 'await screen.findByText("Paid", {}, { timeout: 15_000 });'],
    ["test/browser/x.test.ts", 'await toast.waitFor({ state: "detached", timeout: 30_000 });'],
  ])("%s: a wait of the default or longer is allowed: %s", async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });

  it("vi.waitFor with a timeout is allowed", async () => {
    expect(await problems("test/features/x.test.ts", "await vi.waitFor(() => check(), { timeout: 10_000 });")).toEqual(
      [],
    );
  });
});
