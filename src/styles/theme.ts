// Theme tokens as CSS custom properties. A host page may override any `--foyer-*` property on
// the embed element; everything inherited from the host is reset at :host.
export const BASE_CSS = `
:host{all:initial!important;display:block!important;position:relative!important;
--f-accent:var(--foyer-accent,#8c3b14);--f-accent-strong:var(--foyer-accent-strong,#6b2c0d);
--f-on-accent:var(--foyer-on-accent,#fff);--f-text:var(--foyer-text,#1e1b18);--f-muted:var(--foyer-muted,#595550);
--f-bg:var(--foyer-bg,#fff);--f-surface:var(--foyer-surface,#f6f3ef);--f-border:var(--foyer-border,#cfc8bf);
--f-control-border:var(--foyer-control-border,#7d766e);
--f-danger:var(--foyer-danger,#a4001d);--f-danger-bg:#fdecee;--f-success:var(--foyer-success,#1a6b37);--f-success-bg:#e8f5ec;
--f-warning:#7a4d00;--f-warning-bg:#fff4dc;--f-info-bg:#e9f1fb;--f-info:#124a86;--f-focus:var(--foyer-focus,#1a5fb4);
--f-radius:var(--foyer-radius,6px);--f-font:var(--foyer-font,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif)}
.foyer-root{font-family:var(--f-font);font-size:16px;line-height:1.5;color:var(--f-text);background:var(--f-bg);
text-align:left;-webkit-font-smoothing:antialiased;min-height:120px;position:relative;hyphens:auto;overflow-wrap:break-word}
.foyer-root *,.foyer-root *::before,.foyer-root *::after{box-sizing:border-box}
.foyer-root button,.foyer-root input,.foyer-root select,.foyer-root textarea{font:inherit;color:inherit;letter-spacing:inherit}
.foyer-root h1,.foyer-root h2,.foyer-root h3,.foyer-root h4,.foyer-root label{overflow-wrap:anywhere;hyphens:auto}
.foyer-root h1,.foyer-root h2,.foyer-root h3,.foyer-root h4{line-height:1.25;margin:0 0 .5em;font-weight:650}
.foyer-root h1{font-size:1.75em}.foyer-root h2{font-size:1.375em}.foyer-root h3{font-size:1.125em}
.foyer-root p{margin:0 0 .75em}
.foyer-root a{color:var(--f-accent)}
.foyer-root img{max-width:100%;height:auto}
.foyer-root :focus-visible{outline:3px solid var(--f-focus);outline-offset:2px}
.foyer-root h1[tabindex="-1"]:focus-visible{outline:none;box-shadow:-.25em 0 0 var(--f-focus)}
.foyer-root .sr-only{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.foyer-boot{width:28px;height:28px;margin:2em auto;border-radius:50%;border:3px solid var(--f-border);border-top-color:var(--f-accent);animation:foyer-spin .8s linear infinite}
@keyframes foyer-spin{to{transform:rotate(360deg)}}
@keyframes foyer-busy{from{left:-40%}to{left:100%}}
@media (prefers-reduced-motion:reduce){.foyer-root *,.foyer-root *::before,.foyer-root *::after,.foyer-boot{
animation-duration:1ms!important;transition-duration:1ms!important;scroll-behavior:auto!important}}
`;
