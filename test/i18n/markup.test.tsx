// Messages with markup (src/i18n/markup.tsx): numbered tags become the given elements, with the
// message's text inside, in every language's order; a tag without an element keeps its text.
import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../src/i18n/setup";
import { ensureArea } from "../../src/i18n/catalogs";
import { I18nScope } from "../../src/i18n/provider";
import { T, withElements } from "../../src/i18n/markup";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function html(node: React.ReactNode): Promise<string> {
  const host = document.createElement("div");
  const root = createRoot(host);
  await act(async () => root.render(node));
  const out = host.innerHTML;
  act(() => root.unmount());
  return out;
}

describe("a message with markup", () => {
  it("puts the message's text into paired tags' elements, keeping their attributes", async () => {
    const out = await html(
      <>{withElements("I accept the <0>terms</0> and <1>privacy</1>.", { 0: <a href="/t" />, 1: <b /> })}</>,
    );
    expect(out).toBe('I accept the <a href="/t">terms</a> and <b>privacy</b>.');
  });

  it("nests tags, keeps a self-closing tag's element whole, and keeps the text of a tag it has no element for", async () => {
    const out = await html(<>{withElements("<0>a <1>b</1></0><2/> <3>c</3>", { 0: <em />, 1: <b />, 2: <i>x</i> })}</>);
    expect(out).toBe("<em>a <b>b</b></em><i>x</i> c");
  });

  it("reads the text from the catalogue in the shop's language, whatever the order of the tags", async () => {
    const i18n = await createI18n("de");
    await ensureArea(i18n, "de", "checkout");
    const links = { 0: <a href="#terms" />, 1: <a href="#privacy" /> };
    const de = await html(
      <I18nScope i18n={i18n}>
        <T id="checkout.terms" components={links} />
      </I18nScope>,
    );
    expect(de).toBe(
      'Ich akzeptiere die <a href="#terms">Allgemeinen Geschäftsbedingungen</a> und habe die <a href="#privacy">Datenschutzerklärung</a> gelesen.',
    );
  });
});
