// Every account screen speaks the visitor's language: the same screen in all eight, with the
// catalogue's own texts (no English fallback).
import { describe, expect, it } from "vitest";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop } from "../../helpers/render-shop";
import type { Language } from "../../../src/domain/config";

const service = useSandbox();

const LOGIN: [Language, string, string, string][] = [
  // language, e-mail label, forgot link, 'You must fill all fields'
  ["de", "E-Mail-Adresse", "Passwort vergessen?", "Bitte füllen Sie alle Felder aus."],
  ["en", "E-mail address", "Forgot your password?", "You must fill all fields."],
  ["fr", "Adresse e-mail", "Mot de passe oublié\u202f?", "Vous devez remplir tous les champs."],
  ["it", "Indirizzo e-mail", "Password dimenticata?", "Deve compilare tutti i campi."],
  ["nl", "E-mailadres", "Wachtwoord vergeten?", "Vul alle velden in."],
  ["es", "Correo electrónico", "¿Ha olvidado su contraseña?", "Debe rellenar todos los campos."],
  ["sv", "E-postadress", "Glömt lösenordet?", "Du måste fylla i alla fält."],
  ["da", "E-mailadresse", "Glemt adgangskoden?", "Du skal udfylde alle felter."],
];

describe("account screens in eight languages", () => {
  it.each(LOGIN)("login in %s", async (lang, email, forgot, fillAll) => {
    const shop = await renderShop({ service, route: "/login", lang });
    expect(await shop.screen.findByRole("link", { name: forgot })).toBeTruthy();
    expect(shop.screen.getByLabelText(new RegExp(`^${email}`))).toBeTruthy();
    await shop.user.click(shop.root.querySelector("form button[type=submit]")!);
    expect(await shop.screen.findByText(fillAll)).toBeTruthy();
    if (lang !== "en") expect(shop.root.textContent).not.toContain("Forgot your password?");
    shop.handle.unmount();
  });

  const REGISTER: [Language, string, string][] = [
    ["de", "Vorname", "Deutschland"],
    ["fr", "Prénom", "Allemagne"],
    ["it", "Nome", "Germania"],
    ["nl", "Voornaam", "Duitsland"],
    ["es", "Nombre", "Alemania"],
    ["sv", "Förnamn", "Tyskland"],
    ["da", "Fornavn", "Tyskland"],
  ];
  it.each(REGISTER)(
    "register in %s, with the service's country names in that language",
    async (lang, fname, germany) => {
      const shop = await renderShop({ service, route: "/register", lang });
      expect(await shop.screen.findByLabelText(new RegExp(`^${fname}`))).toBeTruthy();
      expect(shop.screen.getByRole("option", { name: germany })).toBeTruthy();
      shop.handle.unmount();
    },
  );
});
