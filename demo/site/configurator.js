// The configurator: builds the snippet from the choices and previews it live through the
// host API (Foyer.mount / Foyer.unmount), in memory routing so this page's address stays put.
(function () {
  const form = document.getElementById("choices");
  const code = document.getElementById("snippet");
  const preview = document.getElementById("preview");
  // the snippet points where this page loads the widget from (the widget's own origin)
  const loader = document.querySelector('script[src$="/foyer/loader.js"]').src;
  let element = null;

  const escape = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

  // an entry its field refuses (e.g. "my shop!" as basket name) stays out of the snippet and says why
  function valid(name) {
    const input = form.elements.namedItem(name);
    const ok = input.validity.valid;
    input.setAttribute("aria-invalid", String(!ok));
    document.getElementById(`${name}-error`).textContent = ok
      ? ""
      : "Only letters, digits, “_”, “.” and “-”: left out of the snippet.";
    return ok;
  }

  // the link for visitors without JavaScript follows the button label, else "Tickets" in the language
  const TICKETS = {
    de: "Tickets",
    en: "Tickets",
    fr: "Billets",
    it: "Biglietti",
    nl: "Tickets",
    es: "Entradas",
    sv: "Biljetter",
    da: "Billetter",
  };

  function choices() {
    const data = new FormData(form);
    const get = (name) => String(data.get(name) || "").trim();
    return {
      lang: get("lang"),
      route: get("route"),
      mode: get("mode"),
      label: get("label"),
      showHeader: data.get("header") ? null : "false",
      showFooter: data.get("footer") ? null : "false",
      embedId: valid("embedId") ? get("embedId") : "",
      partner: valid("partner") ? get("partner") : "",
      consent: get("consent"),
      accent: get("accent"),
    };
  }

  function attributes(c) {
    const attrs = [
      ["lang", c.lang],
      ["route", c.route],
      ["mode", c.mode === "button" ? "button" : ""],
      ["show-header", c.showHeader],
      ["show-footer", c.showFooter],
      ["embed-id", c.embedId],
      ["partner", c.partner],
      ["consent", c.consent],
    ];
    return attrs
      .filter(([, v]) => v)
      .map(([k, v]) => ` data-${k}="${escape(v)}"`)
      .join("");
  }

  // the shop's own pages for visitors without JavaScript are on the widget's origin, not the host's
  const shopHome = new URL("/", loader).href;

  function snippet(c) {
    const style = c.accent && c.accent !== "#8c3b14" ? ` style="--foyer-accent: ${escape(c.accent)}"` : "";
    const label = c.mode === "button" ? escape(c.label) : "";
    const code =
      `<div data-foyer${attributes(c)}${style}>${label}</div>\n<script async src="${loader}"></script>\n` +
      `<noscript><a href="${shopHome}">${escape(c.label || TICKETS[c.lang] || "Tickets")}</a></noscript>`;
    // an inline shop reserves its first screen's height, so the page below it does not move (embedding guide)
    return c.mode === "button" ? code : `<div style="min-height: 75rem">\n${code.replace(/^/gm, "  ")}\n</div>`;
  }

  function render() {
    const c = choices();
    code.textContent = snippet(c);
    if (element) window.Foyer.unmount(element);
    element = document.createElement("div");
    if (c.mode === "button") element.textContent = c.label;
    element.style.setProperty("--foyer-accent", c.accent);
    preview.replaceChildren(element);
    const options = { lang: c.lang, mode: c.mode, history: "memory", embedId: "configurator" };
    if (c.route) options.route = c.route;
    if (c.showHeader) options.showHeader = false;
    if (c.showFooter) options.showFooter = false;
    if (c.partner) options.partner = c.partner;
    window.Foyer.mount(element, options);
  }

  form.addEventListener("input", render);
  form.addEventListener("change", render);
  document.getElementById("copy").addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(code.textContent);
      document.getElementById("copied").textContent = "Copied.";
    } catch {
      document.getElementById("copied").textContent = "Select the snippet and copy it by hand.";
    }
  });
  render();
})();
