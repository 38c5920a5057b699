// Styles shared by the checkout's parts.
import { defineStyles } from "../../styles/use-styles";

export const checkoutStyles = defineStyles({
  section: `margin:0 0 1.75em;padding:1.25em;border:1px solid var(--f-border);border-radius:var(--f-radius);background:var(--f-bg);
    & > h2{margin-bottom:.75em}`,
  note: `color:var(--f-muted);font-size:.9375em`,
  actions: `display:flex;flex-wrap:wrap;gap:.75em;align-items:center;margin-top:1em`,
  radio: `display:flex;gap:.6em;align-items:center;min-height:44px;padding:0 .5em;border-radius:var(--f-radius);
    & input{width:20px;height:20px;margin:0;accent-color:var(--f-accent)}&:hover{background:var(--f-surface)}`,
  fieldset: `border:0;margin:0 0 1em;padding:0;& > legend{font-weight:600;padding:0;margin-bottom:.35em}`,
  grid: `display:grid;gap:0 1em;.foyer-sm &{grid-template-columns:1fr 1fr}& > .wide{grid-column:1/-1}`,
  lines: `list-style:none;margin:0 0 1em;padding:0;border-top:1px solid var(--f-border)`,
  total: `font-size:1.125em;font-weight:700;margin:1em 0 .5em`,
  // a long address wraps anywhere rather than widen the page (320 px)
  sentTo: `overflow-wrap:anywhere`,
  error: `color:var(--f-danger);font-size:.875em;font-weight:600;margin:.25em 0 0`,
});
