// The embed's i18n context (src/i18n/provider.tsx) is new only when the language changes: an
// area's messages added in the same language render nothing again (Lingui's own provider rendered
// every translating component once more per catalogue a first screen loaded).
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n, switchLanguage } from "../../src/i18n/setup";
import { ensureArea } from "../../src/i18n/catalogs";
import { I18nScope } from "../../src/i18n/provider";
import { useT } from "../../src/i18n/use-t";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renders = 0;
function Probe() {
  const t = useT();
  renders++;
  return <p>{t("brand.fallback")}</p>;
}

afterEach(() => {
  renders = 0;
});

describe("the embed's i18n context", () => {
  it("renders nothing again when an area's messages come, and everything in a new language", async () => {
    const i18n = await createI18n("de");
    const host = document.body.appendChild(document.createElement("div"));
    const root = createRoot(host);
    await act(async () => root.render(<I18nScope i18n={i18n}>{<Probe />}</I18nScope>));
    expect(host.textContent).toBe("Museumsshop");
    const before = renders;

    await act(async () => {
      await ensureArea(i18n, "de", "tickets");
      await ensureArea(i18n, "de", "tours");
    });
    expect(i18n._("tickets.ticketsHeading")).not.toBe("tickets.ticketsHeading");
    expect(renders).toBe(before);

    await act(async () => switchLanguage(i18n, "en"));
    expect(host.textContent).toBe("Museum shop");
    expect(renders).toBeGreaterThan(before);
    act(() => root.unmount());
  });

  it("says in the console when a message is asked for before its area is loaded", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const i18n = await createI18n("fr");
    expect(i18n._("tickets.ticketsHeading")).toBe("tickets.ticketsHeading");
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"tickets.ticketsHeading" is not loaded in fr'));
    await ensureArea(i18n, "fr", "tickets");
    error.mockClear();
    expect(i18n._("tickets.ticketsHeading")).not.toBe("tickets.ticketsHeading");
    expect(error).not.toHaveBeenCalled();
  });
});
