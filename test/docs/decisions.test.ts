// docs/decisions.md keeps its shape (issue 36): the rules in force grouped by topic, found from its contents
// list. Each topic of the list is a `##` heading and each `##` heading is in the list, with the anchor a reader's
// click goes to; every topic holds at least one entry; and every file the page names by its path from the
// repository's root (or links to) exists, so a renamed or deleted file cannot leave a rule pointing nowhere.
import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const text = fs.readFileSync(path.join(ROOT, "docs/decisions.md"), "utf8");
const lines = text.split("\n");

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");

const start = lines.indexOf("## Contents");
const end = lines.findIndex((l, i) => i > start && l.startsWith("## "));
const contents = lines
  .slice(start + 1, end)
  .map((l) => /^- \[(.+)\]\((#.+)\)$/.exec(l))
  .filter((m) => m !== null)
  .map((m) => ({ title: m[1], href: m[2] }));
const topics = lines.filter((l, i) => i > start && l.startsWith("## ")).map((l) => l.slice(3));

/** The entries of a topic: its top-level bullets up to the next topic. */
const entries = (topic: string) => {
  const from = lines.indexOf(`## ${topic}`);
  const to = lines.findIndex((l, i) => i > from && l.startsWith("## "));
  return lines.slice(from + 1, to < 0 ? undefined : to).filter((l) => l.startsWith("- "));
};

const ROOTS = ["src", "test", "loader", "demo", "scripts", "docs", "locales", "eslint"];
const named = [
  // `src/app/shell.tsx`: a path from the root, without a pattern (`locales/<lang>/<area>.po`, `*.test.ts`)
  ...[...text.matchAll(/`((?:[\w.-]+\/)+[\w.-]+\.\w+)`/g)]
    .map((m) => m[1])
    .filter((p) => ROOTS.includes(p.split("/")[0])),
  // [text](relative/path.md)
  ...[...text.matchAll(/\]\(([^)#\s]+)\)/g)]
    .map((m) => m[1])
    .filter((p) => !/^[a-z]+:/.test(p))
    .map((p) => path.relative(ROOT, path.resolve(ROOT, "docs", p))),
];

describe("docs/decisions.md", () => {
  it("lists its topics, each a heading, in the order of the page", () => {
    expect(contents.length).toBeGreaterThan(5);
    expect(contents.map((c) => c.title)).toEqual(topics);
  });

  it.each(contents)("links '$title' to its heading's anchor", ({ title, href }) => {
    expect(href).toBe(`#${anchor(title)}`);
  });

  it.each(topics)("holds at least one entry under '%s'", (topic) => {
    expect(entries(topic).length).toBeGreaterThan(0);
  });

  it("names only files that exist", () => {
    expect(named.length).toBeGreaterThan(50);
    expect([...new Set(named)].filter((p) => !fs.existsSync(path.join(ROOT, p)))).toEqual([]);
  });

  it("reads an anchor as GitHub makes it", () => {
    expect(anchor("Areas: merchandise and annual passes")).toBe("areas-merchandise-and-annual-passes");
    expect(anchor("Service contract and sandbox")).toBe("service-contract-and-sandbox");
  });
});
