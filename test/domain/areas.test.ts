// The area registry: every entry points at a real flag, route, catalogue and messages, and the configuration's
// flags switch exactly the registered areas on.
import { describe, expect, it } from "vitest";
import { resolve } from "node:path";
import { AREAS, areaOf } from "../../src/domain/areas";
import { enabledAreas } from "../../src/domain/config";
import { DEFAULT_CONFIG, normalizeConfig } from "../../src/domain/config";
import { paths } from "../../src/domain/paths";
import { areas as catalogAreas, loadLanguage, SOURCE_LANGUAGE } from "../../scripts/catalogs.mjs";

const ROOT = resolve(import.meta.dirname, "../..");

describe("the area registry", () => {
  const messages = loadLanguage(ROOT, SOURCE_LANGUAGE).messages;

  it.each(AREAS.map((a) => [a.key, a] as const))("%s: flag, route, catalogue and messages exist", (_, area) => {
    expect(typeof DEFAULT_CONFIG[area.flag]).toBe("boolean");
    expect(paths[area.route].href()).toMatch(/^\/\w/);
    expect(catalogAreas(ROOT)).toContain(area.catalog);
    expect(messages[area.label]?.text).toBeTruthy();
    expect(messages[area.tileText]?.text).toBeTruthy();
  });

  it("switches on exactly the areas whose flags are set, in the registry's order", () => {
    const all = Object.fromEntries(AREAS.map((a) => [a.flag, true]));
    expect(enabledAreas(normalizeConfig(all))).toEqual(AREAS.map((a) => a.key));
    expect(enabledAreas(normalizeConfig({ has_vouchers: true, has_tickets: true }))).toEqual(["tickets", "vouchers"]);
    expect(enabledAreas(DEFAULT_CONFIG)).toEqual([]);
  });

  it.each(AREAS.map((a) => [a.key, a.route] as const))("areaOf(%s) is its own entry (route %s)", (key, route) => {
    expect(areaOf(key)).toMatchObject({ key, route });
  });

  it("lets home_view name any registered area", () => {
    for (const a of AREAS) expect(normalizeConfig({ home_view: a.key }).home_view).toBe(a.key);
  });
});
