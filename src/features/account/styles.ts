// Layout shared by the account screens (their pages are narrow: secondary-page styling).
import { defineStyles } from "../../styles/use-styles";

export const accountStyles = defineStyles({
  form: `display:block;margin:0 0 1.5em;& fieldset{border:1px solid var(--f-border);border-radius:var(--f-radius);padding:1em;margin:0 0 1em}
    & legend{font-weight:600;padding:0 .35em}`,
  note: `color:var(--f-muted);font-size:.875em;margin:0 0 1em`,
  actions: `display:flex;flex-wrap:wrap;gap:.75em;align-items:center;margin:.5em 0 1.5em`,
  links: `list-style:none;margin:1.5em 0 0;padding:1em 0 0;border-top:1px solid var(--f-border);display:grid;gap:.25em;
    & a{display:inline-flex;align-items:center;min-height:44px;color:var(--f-accent)}`,
  section: `margin:0 0 2em;padding:0 0 1em;border-bottom:1px solid var(--f-border);&:last-child{border-bottom:0}
    & h2{font-size:1.25em;margin:0 0 .75em}`,
});
