// Seeded customers and the texts of the password-reset mail, in all eight languages.
import { createHash } from "node:crypto";
import type { Lang, Texts } from "../http";
import { hashSecret, type SandboxCustomer } from "../areas/sessions";

/** A registered customer for demos and tests (password documented in docs/service-contract.md). */
export const SEEDED_EMAIL = "erika.mustermann@example.org";
export const SEEDED_PASSWORD = "Lindenhof-2024";

const md5 = (text: string) => createHash("md5").update(text, "utf8").digest("hex");

// hashing is slow on purpose: done once per process, not on every reset
let seededSecret: ReturnType<typeof hashSecret> | undefined;

export function seededCustomers(): Omit<SandboxCustomer, "id">[] {
  seededSecret ??= hashSecret(md5(SEEDED_PASSWORD));
  return [
    {
      salutation: "ms",
      fname: "Erika",
      lname: "Mustermann",
      company: "",
      email: SEEDED_EMAIL,
      phone: "+49 30 555 0101",
      addrBilling: { street: "Lindenallee 12", zip: "10115", city: "Berlin", country: "DE" },
      addrShipping: {
        id: 1,
        name: "Erika Mustermann",
        street: "Hafenstraße 3",
        zip: "20457",
        city: "Hamburg",
        country: "DE",
      },
      isGuest: false,
      send_invoice: true,
      ...seededSecret,
    },
  ];
}

/** How long a password-reset link stays valid. */
export const RESET_TTL_MS = 60 * 60_000;

const SUBJECT: Texts = {
  de: "Neues Passwort für Ihr Kundenkonto",
  en: "A new password for your account",
  fr: "Nouveau mot de passe pour votre compte",
  it: "Nuova password per il tuo account",
  nl: "Nieuw wachtwoord voor je account",
  es: "Nueva contraseña para tu cuenta",
  sv: "Nytt lösenord för ditt konto",
  da: "Ny adgangskode til din konto",
};

const BODY: Record<Lang, (name: string, link: string) => string> = {
  de: (n, l) =>
    `Guten Tag ${n},\n\nSie haben ein neues Passwort angefordert. Über diesen Link legen Sie es fest (60 Minuten gültig):\n${l}\n\nWenn Sie nichts angefordert haben, ignorieren Sie diese E-Mail.`,
  en: (n, l) =>
    `Hello ${n},\n\nYou asked for a new password. Set it with this link (valid for 60 minutes):\n${l}\n\nIf you did not ask for it, please ignore this e-mail.`,
  fr: (n, l) =>
    `Bonjour ${n},\n\nVous avez demandé un nouveau mot de passe. Définissez-le avec ce lien (valable 60 minutes) :\n${l}\n\nSi vous n’avez rien demandé, ignorez cet e-mail.`,
  it: (n, l) =>
    `Gentile ${n},\n\nhai richiesto una nuova password. Impostala con questo link (valido 60 minuti):\n${l}\n\nSe non l’hai richiesta, ignora questa e-mail.`,
  nl: (n, l) =>
    `Beste ${n},\n\nJe hebt een nieuw wachtwoord aangevraagd. Stel het in via deze link (60 minuten geldig):\n${l}\n\nHeb je niets aangevraagd? Dan kun je deze e-mail negeren.`,
  es: (n, l) =>
    `Hola, ${n}:\n\nHas solicitado una nueva contraseña. Establécela con este enlace (válido 60 minutos):\n${l}\n\nSi no lo has solicitado, ignora este correo.`,
  sv: (n, l) =>
    `Hej ${n},\n\nDu har begärt ett nytt lösenord. Välj det via den här länken (giltig i 60 minuter):\n${l}\n\nOm du inte har begärt något kan du bortse från det här mejlet.`,
  da: (n, l) =>
    `Hej ${n},\n\nDu har bedt om en ny adgangskode. Vælg den via dette link (gyldigt i 60 minutter):\n${l}\n\nHvis du ikke har bedt om det, kan du se bort fra denne e-mail.`,
};

export function resetMail(lang: Lang, name: string, link: string): { subject: string; text: string } {
  return { subject: SUBJECT[lang], text: BODY[lang](name, link) };
}
