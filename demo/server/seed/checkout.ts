// Checkout's seeded data: shipping costs per country (one country without), the upselling
// rules, and orders for the order review (one open and payable, one paid, one cancelled), with
// dates computed from the clock's today and texts in all eight languages.
import type { Texts } from "../http";
import { addDays, dateTime, keyDate } from "../clock";

const t = (de: string, en: string, fr: string, it: string, nl: string, es: string, sv: string, da: string): Texts => ({
  de,
  en,
  fr,
  it,
  nl,
  es,
  sv,
  da,
});

/** Shipping per destination country, minor units. The United States have none: the shop does not ship there. */
export const SHIPPING_COSTS: Record<string, number> = {
  DE: 495,
  AT: 990,
  NL: 990,
  FR: 990,
  IT: 990,
  ES: 990,
  DK: 990,
  SE: 990,
  CH: 1490,
};

/** The country whose shipping costs the shop has not stored (tests rely on it). */
export const COUNTRY_WITHOUT_SHIPPING = "US";

/** Upselling: what is suggested for a basket holding a line of a type (merchandise or pass ids). */
export const SUGGESTIONS: { when: string[]; articles: number[] }[] = [
  { when: ["ticket", "guidedTour"], articles: [1, 101, 5] },
  { when: ["merchandise", "annualPass"], articles: [5, 6, 7] },
  { when: ["voucher", "voucherCode"], articles: [101, 1] },
];
export const MAX_SUGGESTIONS = 3;

export interface SeedOrderItem {
  description: Texts;
  count: number;
  /** Line amount, minor units. */
  amount: number;
  /** Event tickets or tours: the order has tickets to print. */
  tickets?: boolean;
  /** When the visit begins, the museum's wall clock (a timed ticket, a tour, a workshop). */
  starts?: string;
}

export interface SeedOrder {
  id: string;
  status: "open" | "paid" | "canceled";
  created: string;
  /** An open order is to be paid by this day. */
  due: string | null;
  paidAt: string | null;
  payart: number | string | null;
  items: SeedOrderItem[];
  shipping: number;
  customer: {
    salutation: string;
    fname: string;
    lname: string;
    company: string;
    email: string;
    addrBilling: { street: string; zip: string; city: string; country: string };
  };
}

const SCHOOL = {
  salutation: "mr",
  fname: "Jonas",
  lname: "Becker",
  company: "Grundschule am Lindenpark",
  email: "j.becker@grundschule-lindenpark.example",
  addrBilling: { street: "Parkweg 4", zip: "10119", city: "Berlin", country: "DE" },
};

const ERIKA = {
  salutation: "ms",
  fname: "Erika",
  lname: "Mustermann",
  company: "",
  email: "erika.mustermann@example.org",
  addrBilling: { street: "Lindenallee 12", zip: "10115", city: "Berlin", country: "DE" },
};

const dmy = (d: Date) => keyDate(d).split("-").reverse().join(".");

/** Open R7K2M9Q4 (a school's workshop, payable online), paid P3H8N5W2, cancelled X5C1V6B9. */
export function seedOrders(today: Date): SeedOrder[] {
  const workshop = dmy(addDays(today, 14));
  const visit = dmy(addDays(today, 5));
  return [
    {
      id: "R7K2M9Q4",
      status: "open",
      created: dateTime(addDays(today, -2, 9, 30)),
      due: keyDate(addDays(today, 7)),
      paidAt: null,
      payart: null,
      shipping: 0,
      customer: SCHOOL,
      items: [
        {
          description: t(
            `Schulworkshop „Licht und Farbe“, Klasse 4b, ${workshop} 10:00`,
            `School workshop “Light and Colour”, class 4b, ${workshop} 10:00`,
            `Atelier scolaire « Lumière et couleur », classe 4b, ${workshop} 10:00`,
            `Laboratorio scolastico «Luce e colore», classe 4b, ${workshop} 10:00`,
            `Schoolworkshop ‘Licht en kleur’, klas 4b, ${workshop} 10:00`,
            `Taller escolar «Luz y color», clase 4b, ${workshop} 10:00`,
            `Skolworkshop ”Ljus och färg”, klass 4b, ${workshop} 10:00`,
            `Skoleworkshop “Lys og farve”, klasse 4b, ${workshop} 10:00`,
          ),
          count: 1,
          amount: 9000,
          tickets: true,
          starts: `${keyDate(addDays(today, 14))} 10:00:00`,
        },
        {
          description: t(
            "Eintritt Schülerinnen und Schüler",
            "Admission, pupils",
            "Entrée élèves",
            "Ingresso alunni",
            "Toegang leerlingen",
            "Entrada alumnos",
            "Entré elever",
            "Entré elever",
          ),
          count: 24,
          amount: 24 * 200,
          tickets: true,
        },
      ],
    },
    {
      id: "P3H8N5W2",
      status: "paid",
      created: dateTime(addDays(today, -3, 18, 5)),
      due: null,
      paidAt: dateTime(addDays(today, -3, 18, 9)),
      payart: 80,
      shipping: 495,
      customer: ERIKA,
      items: [
        {
          description: t(
            `Erwachsene – Licht und Schatten, ${visit} 11:00`,
            `Adult – Light and Shadow, ${visit} 11:00`,
            `Adulte – Lumière et ombre, ${visit} 11:00`,
            `Adulto – Luce e ombra, ${visit} 11:00`,
            `Volwassene – Licht en schaduw, ${visit} 11:00`,
            `Adulto – Luz y sombra, ${visit} 11:00`,
            `Vuxen – Ljus och skugga, ${visit} 11:00`,
            `Voksen – Lys og skygge, ${visit} 11:00`,
          ),
          count: 2,
          amount: 2 * 1400,
          tickets: true,
          starts: `${keyDate(addDays(today, 5))} 11:00:00`,
        },
        {
          description: t(
            "Postkartenset (12 Karten)",
            "Postcard set (12 cards)",
            "Lot de cartes postales (12 cartes)",
            "Set di cartoline (12 pezzi)",
            "Set ansichtkaarten (12 kaarten)",
            "Juego de postales (12 postales)",
            "Vykortsset (12 kort)",
            "Postkortsæt (12 kort)",
          ),
          count: 1,
          amount: 890,
        },
      ],
    },
    {
      id: "X5C1V6B9",
      status: "canceled",
      created: dateTime(addDays(today, -20, 11, 0)),
      due: null,
      paidAt: null,
      payart: null,
      shipping: 0,
      customer: ERIKA,
      items: [
        {
          description: t(
            "Führung",
            "Guided tour",
            "Visite guidée",
            "Visita guidata",
            "Rondleiding",
            "Visita guiada",
            "Guidad visning",
            "Omvisning",
          ),
          count: 1,
          amount: 6000,
          tickets: true,
        },
      ],
    },
  ];
}
