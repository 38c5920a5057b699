// The sandbox's line handlers are a table over the widget's line types (issue 36): LINE_HANDLERS does not compile
// without an entry for every LineType; here each entry is the one checkout finds, and every type but the day
// ticket (which no screen adds) is checked, priced and booked by an area.
import { describe, expect, it } from "vitest";
import { createClock } from "../../demo/server/clock";
import { createFaults } from "../../demo/server/faults";
import { createState } from "../../demo/server/state";
import { AREAS, LINE_HANDLERS } from "../../demo/server/areas";
import { LINE_TYPES } from "../../src/domain/lines";
import { TEST_NOW } from "../helpers/clock";

describe("the sandbox's line handlers", () => {
  const state = createState(createClock(TEST_NOW), createFaults(), AREAS);

  it("name every line type of the widget, and only those", () => {
    expect(Object.keys(LINE_HANDLERS).sort()).toEqual([...LINE_TYPES].sort());
  });

  it("are the handlers checkout uses", () => {
    for (const type of LINE_TYPES) expect(state.lineHandler(type), type).toBe(LINE_HANDLERS[type]);
    expect(LINE_TYPES.filter((t) => LINE_HANDLERS[t] === null)).toEqual(["dayTicket"]);
  });

  it("find no handler for a type no area owns, nor for an object's own property names", () => {
    for (const type of ["course", "constructor", "toString", "__proto__"]) expect(state.lineHandler(type)).toBeNull();
  });
});
