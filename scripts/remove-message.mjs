#!/usr/bin/env node
// node scripts/remove-message.mjs <area> <id>...: deletes messages from locales/*/<area>.po
// (every language), e.g. after the code stopped using them. Then run `npm run i18n`.
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { LANGUAGES } from "./catalogs.mjs";

const [area, ...ids] = process.argv.slice(2);
if (!area || !ids.length) {
  console.error("usage: node scripts/remove-message.mjs <area> <id>...");
  process.exit(2);
}
const root = resolve(import.meta.dirname, "..");
for (const lang of LANGUAGES) {
  const file = join(root, "locales", lang, `${area}.po`);
  if (!existsSync(file)) continue;
  // an entry: optional comment lines, msgid, msgstr (possibly continued), then a blank line
  const entries = readFileSync(file, "utf8").split(/\n{2,}/);
  const kept = entries.filter((e) => !ids.some((id) => e.includes(`msgid "${id}"\n`)));
  writeFileSync(file, kept.join("\n\n").replace(/\n*$/, "\n"));
  console.log(`${lang}/${area}.po: ${entries.length - kept.length} removed`);
}
