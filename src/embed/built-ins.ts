// A host page may have replaced built-ins before the loader ran (an old polyfill, a library that
// "extends" Array). The engine's own Promise is always at hand (domain/native.ts); for the rest,
// the widget checks at mount that what it relies on still does what the standard says, and does
// not start on a page where one does not: a shop that silently drops basket lines or misreads
// an answer is worse than a message (issue 33, host hostility).

/** Each built-in the widget relies on, with a probe any standard implementation passes. */
const PROBES: [name: string, works: () => boolean][] = [
  // a then on every object makes each answer, option bag or module result a thenable that never
  // settles: the shop would wait for ever
  ["Object.prototype.then", () => typeof ({} as { then?: unknown }).then !== "function"],
  ["Array.isArray", () => Array.isArray([]) && !Array.isArray({ length: 0 })],
  ["Array.prototype.includes", () => [1, NaN].includes(NaN) && ![1, 2].includes(3) && ["a"].includes("a")],
  ["Array.prototype.indexOf", () => [1, 2].indexOf(2) === 1 && [1].indexOf(3) === -1],
  ["Array.prototype.find", () => [1, 2, 3].find((x) => x > 1) === 2],
  ["Array.prototype.findIndex", () => [1, 2, 3].findIndex((x) => x > 1) === 1],
  ["Array.prototype.some", () => [1, 2].some((x) => x === 2) && ![1].some((x) => x === 2)],
  ["Array.prototype.every", () => [1, 2].every((x) => x > 0) && ![1, 2].every((x) => x > 1)],
  ["Array.prototype.map", () => [1, 2].map((x) => x * 2).join() === "2,4"],
  ["Array.prototype.filter", () => [1, 2, 3].filter((x) => x !== 2).join() === "1,3"],
  ["Array.prototype.reduce", () => [1, 2, 3].reduce((a, x) => a + x, 0) === 6],
  [
    "Array.prototype.forEach",
    () => {
      let n = 0;
      [1, 2].forEach((x) => (n += x));
      return n === 3;
    },
  ],
  ["Array.prototype.slice", () => [1, 2, 3].slice(1).join() === "2,3"],
  ["Array.prototype.flatMap", () => [1, 2].flatMap((x) => [x, x]).length === 4],
  ["Array.from", () => Array.from(new Set([1, 2])).join() === "1,2" && Array.from({ length: 2 }).length === 2],
  ["Object.keys", () => Object.keys({ a: 1, b: 2 }).join() === "a,b"],
  ["Object.values", () => Object.values({ a: 1, b: 2 }).join() === "1,2"],
  ["Object.entries", () => Object.entries({ a: 1 }).join() === "a,1"],
  ["Object.fromEntries", () => Object.fromEntries([["a", 1]]).a === 1],
  ["Object.assign", () => Object.assign({ a: 1 }, { b: 2 }).b === 2],
  ["String.prototype.includes", () => "abc".includes("b") && !"abc".includes("d")],
  ["String.prototype.trim", () => " a ".trim() === "a"],
  ["String.prototype.endsWith", () => "abc".endsWith("bc") && !"abc".endsWith("b")],
  ["String.prototype.startsWith", () => "abc".startsWith("ab") && !"abc".startsWith("b")],
  // (parse with a reviver: the client's guard against "__proto__" keys; no object is stringified
  // here, since a host's toJSON on built-ins is handled by domain/json.ts)
  [
    "JSON",
    () => JSON.parse('{"a":[1,"x"]}', (k, v) => (k === "1" ? "y" : v)).a[1] === "y" && JSON.stringify("x") === '"x"',
  ],
];

/** The names of the built-ins the page has broken; empty when the widget can run. */
export function brokenBuiltIns(): string[] {
  const broken: string[] = [];
  for (const [name, works] of PROBES) {
    let ok = false;
    try {
      ok = works();
    } catch {
      // a probe that throws is a broken built-in too
    }
    if (!ok) broken.push(name);
  }
  return broken;
}
