// A build plugin (rollup.config.mjs, after compact-css.mjs): the style blocks whose CSS is fixed
// are turned at build time into the CSS goober makes of them in the browser (src/styles/target.ts),
// with "&" for the class the embed names. A first render then only adds text to the embed's sheet:
// goober's parsing of every block was a fifth of the first screen's render at 4x CPU (session
// 14). Blocks with a placeholder (${...}) stay as they are and go through goober at run time.
import { css } from "goober";

/** src/styles/target.ts `terminate`, which the browser applies before goober (a test holds them equal). */
const terminate = (rules) => (rules.trim() + ";").replace(/([^;{}\s])\s*}/g, "$1;}").replace(/};$/, "}");

/** The class name and CSS goober makes of a block in a sheet of its own. */
function compileRule(rules) {
  // goober writes to the target itself where there is no window (the build), else to the first
  // child of the element its querySelector returns (a test's DOM)
  const sheet = { data: "", querySelector: () => ({ firstChild: sheet, parentNode: true }) };
  const name = css.bind({ target: sheet })(terminate(rules));
  return [name, sheet.data];
}

/**
 * The block's CSS with "&" for its class (the embed names it: src/styles/target.ts), without
 * the ";" before a "}"; or null for a block whose CSS has an "&" of its own.
 */
export function shipped(rules) {
  const [name, text] = compileRule(rules);
  return text.includes("&")
    ? null
    : text
        .split("." + name)
        .join("&")
        .replace(/;}/g, "}");
}

/** Index just past the template literal that starts at `i` (a backtick), placeholders included. */
function skipTemplate(code, i) {
  for (let j = i + 1; j < code.length; j++) {
    if (code[j] === "\\") j++;
    else if (code[j] === "`") return j + 1;
    else if (code[j] === "$" && code[j + 1] === "{") j = skipBraces(code, j + 1) - 1;
  }
  return code.length;
}

/** Index just past the string literal that starts at `i`. */
function skipString(code, i) {
  for (let j = i + 1; j < code.length; j++) {
    if (code[j] === "\\") j++;
    else if (code[j] === code[i]) return j + 1;
  }
  return code.length;
}

/** Index just past a comment at `j` (`//` to its line's end, or a block), or -1 when none is there. */
function skipComment(code, j) {
  if (code[j] !== "/") return -1;
  if (code[j + 1] !== "/" && code[j + 1] !== "*") return -1;
  const end = code[j + 1] === "/" ? code.indexOf("\n", j) : code.indexOf("*/", j + 2);
  return end === -1 ? code.length : code[j + 1] === "/" ? end : end + 2;
}

/** Index just past the brace that closes the one at `i`; templates, strings and comments skipped. */
function skipBraces(code, i) {
  let depth = 0;
  for (let j = i; j < code.length;) {
    const c = code[j];
    if (c === "`") j = skipTemplate(code, j);
    else if (c === '"' || c === "'") j = skipString(code, j);
    else if (skipComment(code, j) !== -1) j = skipComment(code, j);
    else {
      if (c === "{" || c === "(" || c === "[") depth++;
      else if ((c === "}" || c === ")" || c === "]") && --depth === 0) return j + 1;
      j++;
    }
  }
  return code.length;
}

/** The entries of an object literal's text (without its braces), split at its top-level commas. */
function entries(body) {
  const out = [];
  let start = 0;
  for (let j = 0; j < body.length;) {
    const c = body[j];
    if (c === "`") j = skipTemplate(body, j);
    else if (c === '"' || c === "'") j = skipString(body, j);
    else if (c === "{" || c === "(" || c === "[") j = skipBraces(body, j);
    else if (skipComment(body, j) !== -1) j = skipComment(body, j);
    else if (c === ",") {
      out.push(body.slice(start, j));
      start = ++j;
    } else j++;
  }
  out.push(body.slice(start));
  return out.filter((e) => e.trim());
}

/** An entry's key after any comments before it (a spread or a computed key has none). */
const KEY = /^\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*([A-Za-z_$][\w$]*)\s*:/;

const FIXED = new RegExp(KEY.source + /\s*`([^`$\\]*)`\s*$/.source);

/** A `key: \`css\`` entry with fixed CSS: [key, css]; anything else: null. */
function fixedEntry(entry) {
  const m = FIXED.exec(entry);
  return m ? [m[1], m[2]] : null;
}

/** The fixed blocks of a module's defineStyles() calls, [key, css] (for a test). */
export const fixedBlocks = (code) =>
  [...code.matchAll(/defineStyles\(\{/g)].flatMap((m) => {
    const open = m.index + "defineStyles(".length;
    return entries(code.slice(open + 1, skipBraces(code, open) - 1))
      .map(fixedEntry)
      .filter(Boolean);
  });

/** Rewrites every `defineStyles({...})` of a module: fixed blocks compiled, the others kept. */
export function compileStyles(code) {
  let out = "";
  let at = 0;
  for (let i = code.indexOf("defineStyles({"); i !== -1; i = code.indexOf("defineStyles({", at)) {
    const open = i + "defineStyles(".length;
    const close = skipBraces(code, open);
    // only a call with the one object: defineStyles({...})
    if (code[close] !== ")") {
      out += code.slice(at, close);
      at = close;
      continue;
    }
    const kept = [];
    // every key in the blocks' order (src/styles/use-styles.ts), 0 for one left to goober
    const order = [];
    for (const entry of entries(code.slice(open + 1, close - 1))) {
      const fixed = fixedEntry(entry);
      const done = fixed && shipped(fixed[1]);
      const key = fixed?.[0] ?? KEY.exec(entry)?.[1];
      if (!key) {
        // a spread or a computed key: the whole call stays as it is
        order.length = 0;
        break;
      }
      if (done) order.push(`${key}:${JSON.stringify(done)}`);
      else {
        // as it was, line breaks included (a line comment at its end must not take the "}")
        kept.push(entry);
        order.push(`${key}:0`);
      }
    }
    if (!order.length || kept.length === order.length) {
      out += code.slice(at, close);
      at = close;
      continue;
    }
    out += code.slice(at, open) + `{${kept.join(",")}},{${order.join(",")}}`;
    at = close;
  }
  return out + code.slice(at);
}

export const compiledStyles = {
  name: "foyer-compile-styles",
  transform(code, id) {
    if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes("defineStyles({")) return null;
    const out = compileStyles(code);
    return out === code ? null : { code: out, map: null };
  },
};
