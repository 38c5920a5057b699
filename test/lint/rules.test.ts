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
    .filter((m) =>
      ["foyer/layers", "no-restricted-syntax", "no-restricted-globals", "max-lines-per-function"].includes(
        m.ruleId ?? "",
      ),
    )
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
    // issue 36: each "never" of DESIGN.md, planted
    ["src/ui/x.tsx", 'import { useShell } from "../stores/context";'],
    ["src/ui/x.tsx", 'import type { Embed } from "../stores/context";'],
    ["src/ui/x.tsx", 'import { untilCleanup } from "../stores/latest";'],
    ["src/ui/x.tsx", 'import { getShop } from "../api/shop";'],
    ["src/ui/x.tsx", 'import { Shell } from "../app/shell";'],
    ["src/features/tickets/x.tsx", 'import { Shell } from "../../app/shell";'],
    ["src/features/tickets/x.ts", 'import { createEmbed } from "../../mount/mount";'],
    ["src/features/tickets/x.ts", 'import { mount } from "../../main";'],
    ["src/domain/x.ts", 'import { readOptions } from "../../loader/options";'],
    ["src/domain/x.ts", 'import { createClock } from "../embed/clock";'],
    ["src/domain/x.ts", 'import { createI18n } from "../i18n/setup";'],
    ["src/api/x.ts", 'import { createClock } from "../embed/clock";'],
    ["src/embed/x.ts", 'import { App } from "../app/app";'],
    ["src/embed/x.ts", 'import { createShellStore } from "../stores/shell";'],
    ["src/stores/x.ts", 'import { App } from "../app/app";'],
    ["src/stores/x.ts", 'import { createEmbed } from "../mount/mount";'],
    ["src/app/x.ts", 'import { createEmbed } from "../mount/mount";'],
    ["src/app/x.ts", 'import { EventList } from "../features/tickets/screens/event-list";'],
    ["src/mount/x.ts", 'import { routes } from "../features/tickets";'],
    ["src/i18n/x.ts", 'import { useShell } from "../stores/context";'],
    ["src/ui/x.tsx", 'import { thing } from "../widgets/thing";'],
    ["demo/server/x.ts", 'import { wallClock } from "../../src/domain/dates";'],
    ["demo/server/x.ts", 'import type { AppConfig } from "../../src/domain/config";'],
    ["demo/server/x.ts", 'import { getShop } from "../../src/api/shop";'],
    ["demo/server/areas/x.ts", 'import { isValidEmail } from "../../../src/domain/account-validation";'],
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
    ["src/ui/x.tsx", 'import { UiContext } from "./ui-context";'],
    ["src/ui/x.tsx", 'import { loadNewBuild } from "../embed/new-build";'],
    ["src/domain/x.ts", 'import { LANGUAGES } from "../../loader/languages";'],
    ["src/stores/x.ts", 'import type { EmbedStorage } from "../embed/storage";'],
    ["src/app/x.tsx", 'import { UiContext } from "../ui/ui-context";'],
    ["src/mount/x.ts", 'import { App } from "../app/app";'],
    ["src/main.tsx", 'import { createEmbed } from "./mount/mount";'],
    ["src/features/tickets/x.tsx", 'import type { ApiClient } from "../../api/client";'],
    ["demo/server/x.ts", 'import type { EventListItem } from "../../src/api/events";'],
    ["demo/server/x.ts", 'import { LANGUAGES } from "../../loader/languages";'],
    ["demo/server/areas/x.ts", 'import { EMAIL } from "./accounts-customers";'],
  ])("%s: %s is allowed", async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});

describe("screens never call the HTTP client directly (DESIGN.md §1)", () => {
  it.each([
    ["src/features/tickets/screens/x.tsx", 'import { createApiClient } from "../../../api/client";'],
    ["src/app/x.tsx", 'import { createApiClient } from "../api/client";'],
  ])("%s: %s is refused", async (file, code) => {
    expect(await problems(file, code)).toEqual([
      expect.stringMatching(/^foyer\/layers: .*never calls the HTTP client/),
    ]);
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

describe("no function in src/ over 80 lines (issue 36)", () => {
  const body = (lines: number, extra = "") =>
    `export function f() {\n${Array.from({ length: lines - 2 }, (_, i) => `  g(${i});`).join("\n")}${extra}\n}\n`;

  it("81 lines are reported, 80 are not", async () => {
    expect(await problems("src/ui/x.ts", body(81))).toEqual([
      expect.stringMatching(/^max-lines-per-function: Function 'f' has too many lines \(81\)/),
    ]);
    expect(await problems("src/ui/x.ts", body(80))).toEqual([]);
  });

  it("blank lines and comments are not counted", async () => {
    expect(await problems("src/ui/x.ts", body(80, "\n\n  // why\n  /* and why */"))).toEqual([]);
  });

  it("a named exception is capped at its size today", async () => {
    expect(await problems("src/stores/shell.ts", body(104))).toEqual([]);
    expect(await problems("src/stores/shell.ts", body(105))).toEqual([
      expect.stringMatching(/^max-lines-per-function: .*\(105\)/),
    ]);
  });

  it("outside src/ it does not apply", async () => {
    expect(await problems("test/x.test.ts", body(120))).toEqual([]);
  });
});
