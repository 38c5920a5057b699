// A build plugin (rollup.config.mjs) that makes the style blocks of the sources smaller.
/**
 * Style blocks are written readably (one declaration group a line, indented); the build drops
 * the line breaks and indentation inside the CSS of defineStyles() blocks and of theme.ts.
 */
export const compactCss = {
  name: "foyer-compact-css",
  transform(code, id) {
    if (!/\/src\/.*\.tsx?$/.test(id) || !/defineStyles\(|BASE_CSS = /.test(code)) return null;
    // only a template that is a property's value or BASE_CSS: a pattern free to start anywhere
    // also matched the code between two templates with ${} (a closing backtick to the next
    // opening one) and joined its lines, a line comment there swallowing the code after it
    const out = code.replace(/(:\s*|BASE_CSS = )`([^`$]*)`/g, (whole, before, css) =>
      /[{};]\s*\n|:\s*[^;\n]+;/.test(css) && /\n\s+/.test(css) ? before + "`" + css.replace(/\n\s*/g, "") + "`" : whole,
    );
    return out === code ? null : { code: out, map: null };
  },
};
