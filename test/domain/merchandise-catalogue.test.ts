import { describe, expect, it } from "vitest";
import { bySequence, groupItems } from "../../src/domain/merchandise-catalogue";

const seq = (list: [string, number][]) => list.map(([name, sequence_no]) => ({ name, sequence_no }));

describe("bySequence: ascending sequence_no, ties keep the service's order", () => {
  it.each([
    [
      [
        ["c", 3],
        ["a", 1],
        ["b", 2],
      ],
      "abc",
    ],
    [
      [
        ["b", 1],
        ["a", 1],
        ["c", 0],
      ],
      "cba",
    ],
    [
      [
        ["x", Number.NaN],
        ["y", 5],
      ],
      "yx",
    ],
    [[], ""],
  ] as [[string, number][], string][])("%j -> %s", (input, order) => {
    expect(
      bySequence(seq(input))
        .map((i) => i.name)
        .join(""),
    ).toBe(order);
  });

  it("does not change its input", () => {
    const input = seq([
      ["b", 2],
      ["a", 1],
    ]);
    bySequence(input);
    expect(input.map((i) => i.name)).toEqual(["b", "a"]);
  });
});

describe("groupItems: groups and their items by sequence_no, empty groups left out, the rest last", () => {
  const groups = [
    { id: 2, name: "Experiences", sequence_no: 2 },
    { id: 1, name: "Gift", sequence_no: 1 },
    { id: 3, name: "Empty", sequence_no: 3 },
  ];
  const items = [
    { name: "g50", sequence_no: 20, groupId: 1 },
    { name: "tour", sequence_no: 10, groupId: 2 },
    { name: "g25", sequence_no: 10, groupId: 1 },
    { name: "odd", sequence_no: 1, groupId: 9 },
    { name: "none", sequence_no: 0, groupId: null },
  ];
  it("orders groups and items", () => {
    const out = groupItems(groups, items, (i) => i.groupId);
    expect(out.map((g) => [g.group?.name ?? null, g.items.map((i) => i.name)])).toEqual([
      ["Gift", ["g25", "g50"]],
      ["Experiences", ["tour"]],
      [null, ["none", "odd"]],
    ]);
  });
});
