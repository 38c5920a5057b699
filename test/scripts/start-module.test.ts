// The start module's route table is read from the features' sources (scripts/start-module.mjs): it
// must know every route the app has, with the catalogue the app loads for it, or a deep link
// waits for the entry before asking for its screen (a waterfall).
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { routeList } from "../../scripts/start-module.mjs";
import { ROUTE_TABLE } from "../../src/app/routes";

const ROOT = resolve(import.meta.dirname, "../..");

describe("the start module's route table", () => {
  const list = routeList(ROOT);

  it("has every route of the app, in the app's match order", () => {
    expect(list.map(([name]) => name)).toEqual(ROUTE_TABLE.map((r) => r.name));
  });

  it("gives each route the catalogue the app loads for it", () => {
    expect(list.map(([name, , catalog]) => [name, catalog])).toEqual(ROUTE_TABLE.map((r) => [r.name, r.catalog ?? ""]));
  });

  it("gives each route the first read the app declares for it (asked for beside the route's files)", () => {
    expect(list.map(([name, , , read]) => [name, read])).toEqual(ROUTE_TABLE.map((r) => [r.name, r.firstRead ?? ""]));
    expect(list.find(([name]) => name === "tickets")?.[3]).toBe("event/select");
  });

  it("finds each route's screen module", () => {
    for (const [name, module] of list)
      expect(existsSync(`${module}.tsx`) || existsSync(`${module}.ts`), `${name}: ${module}`).toBe(true);
  });
});
