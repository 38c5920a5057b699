// The names, venues, groups and ticket shapes of the event programme (seed/tickets.ts).
import type { Texts } from "../http";

export type TicketMode = 1 | 3 | 5;

export const t8 = (
  de: string,
  en: string,
  fr: string,
  it: string,
  nl: string,
  es: string,
  sv: string,
  da: string,
): Texts => ({ de, en, fr, it, nl, es, sv, da });

export interface SeedNamed {
  id: number;
  name: Texts;
}

export interface SeedSubticket {
  id: number;
  name: Texts;
  price: number;
  vat_value: number;
  min_quantity: number;
  max_quantity: number;
}

export interface SeedTicket {
  id: number;
  name: Texts;
  price: number;
  vat_value: number;
  family: 0 | 1;
  subtickets: SeedSubticket[];
  /** Ticket group id. */
  group: number;
  /** Tickets of this kind for the whole run (event-long tickets only). */
  quota?: number;
  /** The ticket's own mode where it differs from its event's: an event-long (3) ticket of a timed event. */
  mode?: TicketMode;
  flags: {
    book_with_cost: 0 | 1;
    book_with_cost_warn: 0 | 1;
    print_separately: 0 | 1;
    unique_barcode: 0 | 1;
    scan_separately: 0 | 1;
  };
}

export interface SeedSlot {
  /** "YYYY-MM-DD HH:mm:00" */
  datetime: string;
  datetime_end: string;
  capacity: number;
}

export interface SeedEvent {
  id: number;
  name: Texts;
  description: Texts;
  venue: number;
  groups: number[];
  sequence_no: number;
  sorting_datetime: string;
  /** First and last day of the run (local midnight). */
  start: Date;
  end: Date;
  mode: TicketMode;
  /** Mode 1: the days of the week it opens (0 Sunday … 6 Saturday), its slots and capacities. */
  weekdays?: number[];
  slots?: { time: [number, number]; minutes: number }[];
  slotCapacity?: number;
  dayCapacity?: number;
  /** Mode 5: the scheduled performances. */
  performances?: SeedSlot[];
  /** Mode 3 (or a timed event's event-long tickets): tickets for the whole run, and the opening hours each day. */
  runCapacity?: number;
  hours?: [number, number];
  tickets: SeedTicket[];
}

export interface TicketsSeed {
  venues: SeedNamed[];
  groups: SeedNamed[];
  ticketGroups: SeedNamed[];
  events: SeedEvent[];
  /** Tickets sold so far, by capacity key (see areas/tickets.ts). */
  sold: Record<string, number>;
}

export const VENUES: SeedNamed[] = [
  {
    id: 1,
    name: t8(
      "Haupthaus am Lindenplatz",
      "Main building on Lindenplatz",
      "Bâtiment principal, Lindenplatz",
      "Sede principale in Lindenplatz",
      "Hoofdgebouw aan de Lindenplatz",
      "Edificio principal en Lindenplatz",
      "Huvudbyggnaden vid Lindenplatz",
      "Hovedbygningen på Lindenplatz",
    ),
  },
  {
    id: 2,
    name: t8(
      "Hafenhaus",
      "Harbour House",
      "Maison du port",
      "Casa del porto",
      "Havenhuis",
      "Casa del Puerto",
      "Hamnhuset",
      "Havnehuset",
    ),
  },
  {
    id: 3,
    name: t8(
      "Pavillon im Lindenpark",
      "Lindenpark Pavilion",
      "Pavillon du Lindenpark",
      "Padiglione del Lindenpark",
      "Paviljoen in het Lindenpark",
      "Pabellón del Lindenpark",
      "Paviljongen i Lindenpark",
      "Pavillonen i Lindenpark",
    ),
  },
];

export const GROUPS: SeedNamed[] = [
  {
    id: 1,
    name: t8(
      "Ausstellungen",
      "Exhibitions",
      "Expositions",
      "Mostre",
      "Tentoonstellingen",
      "Exposiciones",
      "Utställningar",
      "Udstillinger",
    ),
  },
  {
    id: 2,
    name: t8(
      "Für Familien",
      "For families",
      "Pour les familles",
      "Per le famiglie",
      "Voor gezinnen",
      "Para familias",
      "För familjer",
      "For familier",
    ),
  },
  {
    id: 3,
    name: t8(
      "Veranstaltungen",
      "Events",
      "Événements",
      "Eventi",
      "Evenementen",
      "Eventos",
      "Evenemang",
      "Arrangementer",
    ),
  },
];

export const TICKET_GROUPS: SeedNamed[] = [
  {
    id: 1,
    name: t8(
      "Einzeltickets",
      "Single tickets",
      "Billets individuels",
      "Biglietti singoli",
      "Losse tickets",
      "Entradas individuales",
      "Enkelbiljetter",
      "Enkeltbilletter",
    ),
  },
  {
    id: 2,
    name: t8(
      "Familien- und Gruppentickets",
      "Family and group tickets",
      "Billets famille et groupe",
      "Biglietti famiglia e gruppo",
      "Gezins- en groepstickets",
      "Entradas familiares y de grupo",
      "Familje- och gruppbiljetter",
      "Familie- og gruppebilletter",
    ),
  },
  {
    id: 3,
    name: t8(
      "Festivalpässe",
      "Festival passes",
      "Pass festival",
      "Pass per il festival",
      "Festivalpassen",
      "Abonos del festival",
      "Festivalpass",
      "Festivalpas",
    ),
  },
];

export const N = {
  adult: t8("Erwachsene", "Adult", "Adulte", "Adulto", "Volwassene", "Adulto", "Vuxen", "Voksen"),
  reduced: t8("Ermäßigt", "Reduced", "Tarif réduit", "Ridotto", "Korting", "Reducida", "Rabatterad", "Rabat"),
  child: t8(
    "Kinder (6–17 Jahre)",
    "Child (6–17)",
    "Enfant (6–17 ans)",
    "Bambino (6–17 anni)",
    "Kind (6–17 jaar)",
    "Niño (6–17 años)",
    "Barn (6–17 år)",
    "Barn (6–17 år)",
  ),
  family: t8(
    "Familienticket",
    "Family ticket",
    "Billet famille",
    "Biglietto famiglia",
    "Gezinsticket",
    "Entrada familiar",
    "Familjebiljett",
    "Familiebillet",
  ),
  adults: t8("Erwachsene", "Adults", "Adultes", "Adulti", "Volwassenen", "Adultos", "Vuxna", "Voksne"),
  children: t8("Kinder", "Children", "Enfants", "Bambini", "Kinderen", "Niños", "Barn", "Børn"),
  booklet: t8(
    "Familien-Rätselheft",
    "Family puzzle booklet",
    "Livret de jeux en famille",
    "Libretto di giochi per famiglie",
    "Puzzelboekje voor gezinnen",
    "Cuaderno de juegos familiar",
    "Pysselhäfte för familjer",
    "Opgavehæfte til familier",
  ),
  group: t8(
    "Gruppenticket (ab 10 Personen)",
    "Group ticket (10 people or more)",
    "Billet de groupe (à partir de 10 personnes)",
    "Biglietto di gruppo (da 10 persone)",
    "Groepsticket (vanaf 10 personen)",
    "Entrada de grupo (desde 10 personas)",
    "Gruppbiljett (från 10 personer)",
    "Gruppebillet (fra 10 personer)",
  ),
  people: t8("Personen", "People", "Personnes", "Persone", "Personen", "Personas", "Personer", "Personer"),
  leader: t8(
    "Gruppenleitung (frei)",
    "Group leader (free)",
    "Accompagnateur (gratuit)",
    "Accompagnatore (gratuito)",
    "Groepsbegeleider (gratis)",
    "Guía del grupo (gratis)",
    "Gruppledare (gratis)",
    "Gruppeleder (gratis)",
  ),
  pass: t8(
    "Festivalpass",
    "Festival pass",
    "Pass festival",
    "Pass festival",
    "Festivalpas",
    "Abono del festival",
    "Festivalpass",
    "Festivalpas",
  ),
  passWorkshop: t8(
    "Festivalpass mit Laternenwerkstatt",
    "Festival pass with lantern workshop",
    "Pass festival avec atelier de lanternes",
    "Pass festival con laboratorio di lanterne",
    "Festivalpas met lampionnenworkshop",
    "Abono del festival con taller de farolillos",
    "Festivalpass med lyktverkstad",
    "Festivalpas med lygteværksted",
  ),
  yearPass: t8(
    "Werkstatt-Jahrespass",
    "Studio year pass",
    "Pass annuel de l’atelier",
    "Pass annuale del laboratorio",
    "Atelier-jaarpas",
    "Pase anual del taller",
    "Årskort till verkstaden",
    "Værkstedets årspas",
  ),
  concert: t8(
    "Konzertkarte",
    "Concert ticket",
    "Billet de concert",
    "Biglietto per il concerto",
    "Concertkaart",
    "Entrada de concierto",
    "Konsertbiljett",
    "Koncertbillet",
  ),
  concertReduced: t8(
    "Konzertkarte ermäßigt",
    "Concert ticket, reduced",
    "Billet de concert, tarif réduit",
    "Biglietto per il concerto, ridotto",
    "Concertkaart met korting",
    "Entrada de concierto reducida",
    "Konsertbiljett, rabatterad",
    "Koncertbillet, rabat",
  ),
};

export const FLAGS = {
  book_with_cost: 1,
  book_with_cost_warn: 0,
  print_separately: 0,
  unique_barcode: 1,
  scan_separately: 0,
} as const;
export const VAT = 7;

export const ticket = (
  id: number,
  name: Texts,
  price: number,
  group = 1,
  more: Partial<SeedTicket> = {},
): SeedTicket => ({
  id,
  name,
  price,
  vat_value: VAT,
  family: 0,
  subtickets: [],
  group,
  flags: { ...FLAGS },
  ...more,
});

export const sub = (id: number, name: Texts, min: number, max: number, price = 0): SeedSubticket => ({
  id,
  name,
  price,
  vat_value: VAT,
  min_quantity: min,
  max_quantity: max,
});
