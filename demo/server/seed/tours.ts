// The seeded guided tours (issue 4): several tour languages, categories and venues, and one tour
// for each booking mode the specification knows: places with tickets, places without tickets,
// single ticketing, whole tours, whole tours with single ticketing. Texts in all eight languages.
import type { Texts } from "../http";

export const t = (
  de: string,
  en: string,
  fr: string,
  it: string,
  nl: string,
  es: string,
  sv: string,
  da: string,
): Texts => ({ de, en, fr, it, nl, es, sv, da });

export interface SeedPrice {
  id: number;
  name: Texts;
  price: number;
  vat_value: number;
  sequence_no: number;
}

export interface SeedTicket {
  id: number;
  name: Texts;
  price: number;
  vat_value: number;
  sequence_no: number;
  /** Each subticket is one participant; the ticket's amount is the sum of its subtickets. */
  subtickets?: { id: number; name: Texts; price: number; vat_value: number }[];
}

export type QuestionType = "radio" | "select" | "checkbox" | "text" | "textarea" | "number";

export interface SeedQuestion {
  id: number;
  type: QuestionType;
  label: Texts;
  required: boolean;
  options?: { value: string; label: Texts }[];
  min?: number;
  max?: number;
}

export interface SeedTime {
  time: string;
  /** Places per slot; for whole-tour booking without single ticketing, tours per slot. */
  capacity: number;
  /** The schedule's tour count: tours (guides) at this time. */
  tourCount: number;
  /** Price ids offered at this time; all of the tour's when absent. */
  prices?: number[];
  /** Places (or tours) already booked in every slot of this time. */
  booked?: number;
}

export interface SeedTour {
  id: number;
  langIdentifier: string;
  name: Texts;
  eventName: Texts;
  description: Texts;
  custom_groups: number[];
  museumId: number;
  venue: string;
  max_participants: number;
  /** Participants a booking needs at least (per tour for whole-tour booking); 0: none. */
  min_group_size: number;
  single_ticketing: 0 | 1;
  book_complete_tour: 0 | 1;
  booking_without_tickets: 0 | 1;
  priceList: SeedPrice[];
  tickets: SeedTicket[];
  questions: SeedQuestion[];
  times: SeedTime[];
  /** Weekdays it runs on (0 Sunday … 6 Saturday). */
  weekdays: number[];
  /** Days from today on which every slot is fully booked. */
  soldOutDays?: number[];
  /** Single slots that are fully booked: days from today and time. */
  soldOutSlots?: { day: number; time: string }[];
}

export const CATEGORIES: { id: number; name: Texts }[] = [
  {
    id: 1,
    name: t("Sammlung", "Collection", "Collection", "Collezione", "Collectie", "Colección", "Samling", "Samling"),
  },
  { id: 2, name: t("Familien", "Families", "Familles", "Famiglie", "Gezinnen", "Familias", "Familjer", "Familier") },
  {
    id: 3,
    name: t(
      "Gruppen und Schulen",
      "Groups and schools",
      "Groupes et écoles",
      "Gruppi e scuole",
      "Groepen en scholen",
      "Grupos y escuelas",
      "Grupper och skolor",
      "Grupper og skoler",
    ),
  },
  {
    id: 4,
    name: t("Im Freien", "Outdoors", "En plein air", "All’aperto", "Buiten", "Al aire libre", "Utomhus", "Udendørs"),
  },
];

export const GARDEN = t(
  "Skulpturengarten",
  "Sculpture garden",
  "Jardin des sculptures",
  "Giardino delle sculture",
  "Beeldentuin",
  "Jardín de esculturas",
  "Skulpturparken",
  "Skulpturhaven",
);

export const VENUES: { id: string; name: Texts }[] = [
  {
    id: "MAIN",
    name: t(
      "Hauptgebäude",
      "Main building",
      "Bâtiment principal",
      "Edificio principale",
      "Hoofdgebouw",
      "Edificio principal",
      "Huvudbyggnaden",
      "Hovedbygningen",
    ),
  },
  { id: "GARDEN", name: GARDEN },
];

/** The first and last day of every tour's season, in days from today. */
export const SEASON = { first: -14, last: 90 };

export const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
export const COLLECTION = t(
  "Dauerausstellung",
  "Permanent collection",
  "Collection permanente",
  "Collezione permanente",
  "Vaste collectie",
  "Colección permanente",
  "Permanent samling",
  "Permanent samling",
);
export const TOUR_FEE = t(
  "Führungsentgelt",
  "Tour fee",
  "Supplément visite guidée",
  "Supplemento visita guidata",
  "Toeslag rondleiding",
  "Suplemento visita guiada",
  "Visningsavgift",
  "Omvisningsgebyr",
);
export const ADULT = t("Erwachsene", "Adult", "Adulte", "Adulto", "Volwassene", "Adulto", "Vuxen", "Voksen");
export const REDUCED = t(
  "Ermäßigt",
  "Reduced",
  "Tarif réduit",
  "Ridotto",
  "Korting",
  "Reducida",
  "Rabatterad",
  "Rabat",
);
export const CHILD = t(
  "Kind (6–17 Jahre)",
  "Child (6–17)",
  "Enfant (6–17 ans)",
  "Bambino (6–17 anni)",
  "Kind (6–17 jaar)",
  "Niño (6–17 años)",
  "Barn (6–17 år)",
  "Barn (6–17 år)",
);
export const HIGHLIGHTS = t(
  "Highlights der Sammlung",
  "Highlights of the collection",
  "Les chefs-d’œuvre de la collection",
  "I capolavori della collezione",
  "Hoogtepunten van de collectie",
  "Lo más destacado de la colección",
  "Samlingens höjdpunkter",
  "Samlingens højdepunkter",
);
export const HIGHLIGHTS_TEXT = t(
  "Ein einstündiger Rundgang zu den bekanntesten Werken des Hauses.",
  "A one-hour walk to the best-known works in the museum.",
  "Une visite d’une heure vers les œuvres les plus célèbres du musée.",
  "Un percorso di un’ora tra le opere più famose del museo.",
  "Een rondleiding van een uur langs de bekendste werken van het museum.",
  "Un recorrido de una hora por las obras más conocidas del museo.",
  "En timslång vandring till museets mest kända verk.",
  "En times rundgang til museets mest kendte værker.",
);

export const GROUP_QUESTIONS: SeedQuestion[] = [
  {
    id: 1,
    type: "text",
    required: true,
    label: t(
      "Name der Gruppe",
      "Name of the group",
      "Nom du groupe",
      "Nome del gruppo",
      "Naam van de groep",
      "Nombre del grupo",
      "Gruppens namn",
      "Gruppens navn",
    ),
  },
  {
    id: 2,
    type: "number",
    required: true,
    min: 1,
    max: 20,
    label: t(
      "Anzahl der Teilnehmenden",
      "Number of participants",
      "Nombre de participants",
      "Numero di partecipanti",
      "Aantal deelnemers",
      "Número de participantes",
      "Antal deltagare",
      "Antal deltagere",
    ),
  },
  {
    id: 3,
    type: "select",
    required: true,
    label: t(
      "Altersgruppe",
      "Age group",
      "Tranche d’âge",
      "Fascia d’età",
      "Leeftijdsgroep",
      "Grupo de edad",
      "Åldersgrupp",
      "Aldersgruppe",
    ),
    options: [
      {
        value: "adults",
        label: t("Erwachsene", "Adults", "Adultes", "Adulti", "Volwassenen", "Adultos", "Vuxna", "Voksne"),
      },
      {
        value: "school",
        label: t(
          "Schulklasse",
          "School class",
          "Classe scolaire",
          "Classe scolastica",
          "Schoolklas",
          "Clase escolar",
          "Skolklass",
          "Skoleklasse",
        ),
      },
      {
        value: "seniors",
        label: t(
          "Seniorinnen und Senioren",
          "Seniors",
          "Seniors",
          "Anziani",
          "Senioren",
          "Personas mayores",
          "Seniorer",
          "Seniorer",
        ),
      },
    ],
  },
  {
    id: 4,
    type: "radio",
    required: false,
    label: t(
      "Schwerpunkt der Führung",
      "Focus of the tour",
      "Thème de la visite",
      "Tema della visita",
      "Thema van de rondleiding",
      "Tema de la visita",
      "Visningens tema",
      "Omvisningens tema",
    ),
    options: [
      {
        value: "old-masters",
        label: t(
          "Alte Meister",
          "Old masters",
          "Maîtres anciens",
          "Antichi maestri",
          "Oude meesters",
          "Maestros antiguos",
          "Gamla mästare",
          "Gamle mestre",
        ),
      },
      {
        value: "modern",
        label: t(
          "Moderne Kunst",
          "Modern art",
          "Art moderne",
          "Arte moderna",
          "Moderne kunst",
          "Arte moderno",
          "Modern konst",
          "Moderne kunst",
        ),
      },
      {
        value: "architecture",
        label: t(
          "Architektur",
          "Architecture",
          "Architecture",
          "Architettura",
          "Architectuur",
          "Arquitectura",
          "Arkitektur",
          "Arkitektur",
        ),
      },
    ],
  },
  {
    id: 5,
    type: "checkbox",
    required: false,
    label: t(
      "Barrierefreiheit",
      "Accessibility",
      "Accessibilité",
      "Accessibilità",
      "Toegankelijkheid",
      "Accesibilidad",
      "Tillgänglighet",
      "Tilgængelighed",
    ),
    options: [
      {
        value: "wheelchair",
        label: t(
          "Rollstuhlnutzende in der Gruppe",
          "Wheelchair users in the group",
          "Personnes en fauteuil roulant dans le groupe",
          "Persone in sedia a rotelle nel gruppo",
          "Rolstoelgebruikers in de groep",
          "Personas en silla de ruedas en el grupo",
          "Rullstolsanvändare i gruppen",
          "Kørestolsbrugere i gruppen",
        ),
      },
      {
        value: "hearing-loop",
        label: t(
          "Induktionsschleife benötigt",
          "Hearing loop needed",
          "Boucle magnétique nécessaire",
          "Serve un sistema a induzione magnetica",
          "Ringleiding nodig",
          "Se necesita bucle magnético",
          "Hörslinga behövs",
          "Teleslynge nødvendig",
        ),
      },
    ],
  },
  {
    id: 6,
    type: "textarea",
    required: false,
    label: t(
      "Hinweise für die Führung",
      "Notes for the guide",
      "Remarques pour le guide",
      "Note per la guida",
      "Opmerkingen voor de gids",
      "Notas para el guía",
      "Meddelande till guiden",
      "Bemærkninger til guiden",
    ),
  },
];

export const SCHOOL_QUESTIONS: SeedQuestion[] = [
  {
    id: 7,
    type: "text",
    required: true,
    label: t(
      "Name der Schule",
      "Name of the school",
      "Nom de l’école",
      "Nome della scuola",
      "Naam van de school",
      "Nombre del centro escolar",
      "Skolans namn",
      "Skolens navn",
    ),
  },
  {
    id: 8,
    type: "select",
    required: true,
    label: t("Klassenstufe", "School year", "Niveau", "Classe", "Leerjaar", "Curso", "Årskurs", "Klassetrin"),
    options: ["1–4", "5–8", "9–13"].map((v) => ({ value: v, label: t(v, v, v, v, v, v, v, v) })),
  },
];
