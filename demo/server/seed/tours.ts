// The seeded guided tours (issue 4): several tour languages, categories and venues, and one tour
// for each booking mode the specification knows: places with tickets, places without tickets,
// single ticketing, whole tours, whole tours with single ticketing. Texts in all eight languages.
import type { Texts } from "../http";

const t = (de: string, en: string, fr: string, it: string, nl: string, es: string, sv: string, da: string): Texts => ({ de, en, fr, it, nl, es, sv, da });

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
  { id: 1, name: t("Sammlung", "Collection", "Collection", "Collezione", "Collectie", "Colección", "Samling", "Samling") },
  { id: 2, name: t("Familien", "Families", "Familles", "Famiglie", "Gezinnen", "Familias", "Familjer", "Familier") },
  { id: 3, name: t("Gruppen und Schulen", "Groups and schools", "Groupes et écoles", "Gruppi e scuole", "Groepen en scholen", "Grupos y escuelas", "Grupper och skolor", "Grupper og skoler") },
  { id: 4, name: t("Im Freien", "Outdoors", "En plein air", "All’aperto", "Buiten", "Al aire libre", "Utomhus", "Udendørs") },
];

const GARDEN = t("Skulpturengarten", "Sculpture garden", "Jardin des sculptures", "Giardino delle sculture", "Beeldentuin", "Jardín de esculturas", "Skulpturparken", "Skulpturhaven");

export const VENUES: { id: string; name: Texts }[] = [
  { id: "MAIN", name: t("Hauptgebäude", "Main building", "Bâtiment principal", "Edificio principale", "Hoofdgebouw", "Edificio principal", "Huvudbyggnaden", "Hovedbygningen") },
  { id: "GARDEN", name: GARDEN },
];

/** The first and last day of every tour's season, in days from today. */
export const SEASON = { first: -14, last: 90 };

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const COLLECTION = t("Dauerausstellung", "Permanent collection", "Collection permanente", "Collezione permanente", "Vaste collectie", "Colección permanente", "Permanent samling", "Permanent samling");
const TOUR_FEE = t("Führungsentgelt", "Tour fee", "Supplément visite guidée", "Supplemento visita guidata", "Toeslag rondleiding", "Suplemento visita guiada", "Visningsavgift", "Omvisningsgebyr");
const ADULT = t("Erwachsene", "Adult", "Adulte", "Adulto", "Volwassene", "Adulto", "Vuxen", "Voksen");
const REDUCED = t("Ermäßigt", "Reduced", "Tarif réduit", "Ridotto", "Korting", "Reducida", "Rabatterad", "Rabat");
const CHILD = t("Kind (6–17 Jahre)", "Child (6–17)", "Enfant (6–17 ans)", "Bambino (6–17 anni)", "Kind (6–17 jaar)", "Niño (6–17 años)", "Barn (6–17 år)", "Barn (6–17 år)");
const HIGHLIGHTS = t(
  "Highlights der Sammlung",
  "Highlights of the collection",
  "Les chefs-d’œuvre de la collection",
  "I capolavori della collezione",
  "Hoogtepunten van de collectie",
  "Lo más destacado de la colección",
  "Samlingens höjdpunkter",
  "Samlingens højdepunkter",
);
const HIGHLIGHTS_TEXT = t(
  "Ein einstündiger Rundgang zu den bekanntesten Werken des Hauses.",
  "A one-hour walk to the best-known works in the museum.",
  "Une visite d’une heure vers les œuvres les plus célèbres du musée.",
  "Un percorso di un’ora tra le opere più famose del museo.",
  "Een rondleiding van een uur langs de bekendste werken van het museum.",
  "Un recorrido de una hora por las obras más conocidas del museo.",
  "En timslång vandring till museets mest kända verk.",
  "En times rundgang til museets mest kendte værker.",
);

const GROUP_QUESTIONS: SeedQuestion[] = [
  {
    id: 1,
    type: "text",
    required: true,
    label: t("Name der Gruppe", "Name of the group", "Nom du groupe", "Nome del gruppo", "Naam van de groep", "Nombre del grupo", "Gruppens namn", "Gruppens navn"),
  },
  {
    id: 2,
    type: "number",
    required: true,
    min: 1,
    max: 20,
    label: t("Anzahl der Teilnehmenden", "Number of participants", "Nombre de participants", "Numero di partecipanti", "Aantal deelnemers", "Número de participantes", "Antal deltagare", "Antal deltagere"),
  },
  {
    id: 3,
    type: "select",
    required: true,
    label: t("Altersgruppe", "Age group", "Tranche d’âge", "Fascia d’età", "Leeftijdsgroep", "Grupo de edad", "Åldersgrupp", "Aldersgruppe"),
    options: [
      { value: "adults", label: t("Erwachsene", "Adults", "Adultes", "Adulti", "Volwassenen", "Adultos", "Vuxna", "Voksne") },
      { value: "school", label: t("Schulklasse", "School class", "Classe scolaire", "Classe scolastica", "Schoolklas", "Clase escolar", "Skolklass", "Skoleklasse") },
      { value: "seniors", label: t("Seniorinnen und Senioren", "Seniors", "Seniors", "Anziani", "Senioren", "Personas mayores", "Seniorer", "Seniorer") },
    ],
  },
  {
    id: 4,
    type: "radio",
    required: false,
    label: t("Schwerpunkt der Führung", "Focus of the tour", "Thème de la visite", "Tema della visita", "Thema van de rondleiding", "Tema de la visita", "Visningens tema", "Omvisningens tema"),
    options: [
      { value: "old-masters", label: t("Alte Meister", "Old masters", "Maîtres anciens", "Antichi maestri", "Oude meesters", "Maestros antiguos", "Gamla mästare", "Gamle mestre") },
      { value: "modern", label: t("Moderne Kunst", "Modern art", "Art moderne", "Arte moderna", "Moderne kunst", "Arte moderno", "Modern konst", "Moderne kunst") },
      { value: "architecture", label: t("Architektur", "Architecture", "Architecture", "Architettura", "Architectuur", "Arquitectura", "Arkitektur", "Arkitektur") },
    ],
  },
  {
    id: 5,
    type: "checkbox",
    required: false,
    label: t("Barrierefreiheit", "Accessibility", "Accessibilité", "Accessibilità", "Toegankelijkheid", "Accesibilidad", "Tillgänglighet", "Tilgængelighed"),
    options: [
      {
        value: "wheelchair",
        label: t("Rollstuhlnutzende in der Gruppe", "Wheelchair users in the group", "Personnes en fauteuil roulant dans le groupe", "Persone in sedia a rotelle nel gruppo", "Rolstoelgebruikers in de groep", "Personas en silla de ruedas en el grupo", "Rullstolsanvändare i gruppen", "Kørestolsbrugere i gruppen"),
      },
      {
        value: "hearing-loop",
        label: t("Induktionsschleife benötigt", "Hearing loop needed", "Boucle magnétique nécessaire", "Serve un sistema a induzione magnetica", "Ringleiding nodig", "Se necesita bucle magnético", "Hörslinga behövs", "Teleslynge nødvendig"),
      },
    ],
  },
  {
    id: 6,
    type: "textarea",
    required: false,
    label: t("Hinweise für die Führung", "Notes for the guide", "Remarques pour le guide", "Note per la guida", "Opmerkingen voor de gids", "Notas para el guía", "Meddelande till guiden", "Bemærkninger til guiden"),
  },
];

const SCHOOL_QUESTIONS: SeedQuestion[] = [
  {
    id: 7,
    type: "text",
    required: true,
    label: t("Name der Schule", "Name of the school", "Nom de l’école", "Nome della scuola", "Naam van de school", "Nombre del centro escolar", "Skolans namn", "Skolens navn"),
  },
  {
    id: 8,
    type: "select",
    required: true,
    label: t("Klassenstufe", "School year", "Niveau", "Classe", "Leerjaar", "Curso", "Årskurs", "Klassetrin"),
    options: ["1–4", "5–8", "9–13"].map((v) => ({ value: v, label: t(v, v, v, v, v, v, v, v) })),
  },
];

export const TOURS: SeedTour[] = [
  {
    // places on a public tour, admission tickets required, two times a day
    id: 101,
    langIdentifier: "de",
    name: HIGHLIGHTS,
    eventName: COLLECTION,
    description: HIGHLIGHTS_TEXT,
    custom_groups: [1],
    museumId: 1,
    venue: "MAIN",
    max_participants: 25,
    min_group_size: 0,
    single_ticketing: 0,
    book_complete_tour: 0,
    booking_without_tickets: 0,
    priceList: [{ id: 1, name: TOUR_FEE, price: 400, vat_value: 19, sequence_no: 1 }],
    tickets: [
      { id: 11, name: ADULT, price: 1200, vat_value: 7, sequence_no: 1 },
      { id: 12, name: REDUCED, price: 800, vat_value: 7, sequence_no: 2 },
      { id: 13, name: CHILD, price: 0, vat_value: 7, sequence_no: 3 },
    ],
    questions: [],
    times: [
      { time: "11:00", capacity: 25, tourCount: 1 },
      { time: "15:00", capacity: 25, tourCount: 1 },
    ],
    weekdays: EVERY_DAY,
    soldOutSlots: [{ day: 2, time: "15:00" }],
  },
  {
    // the same tour in English: one time a day, few places per slot
    id: 102,
    langIdentifier: "en",
    name: HIGHLIGHTS,
    eventName: COLLECTION,
    description: HIGHLIGHTS_TEXT,
    custom_groups: [1],
    museumId: 1,
    venue: "MAIN",
    max_participants: 25,
    min_group_size: 0,
    single_ticketing: 0,
    book_complete_tour: 0,
    booking_without_tickets: 0,
    priceList: [{ id: 2, name: TOUR_FEE, price: 400, vat_value: 19, sequence_no: 1 }],
    tickets: [
      { id: 21, name: ADULT, price: 1200, vat_value: 7, sequence_no: 1 },
      { id: 22, name: REDUCED, price: 800, vat_value: 7, sequence_no: 2 },
    ],
    questions: [],
    times: [{ time: "14:00", capacity: 10, tourCount: 1, booked: 2 }],
    weekdays: EVERY_DAY,
  },
  {
    // whole tours only, no tickets, group questions of every type
    id: 103,
    langIdentifier: "de",
    name: t("Private Gruppenführung", "Private group tour", "Visite privée pour groupes", "Visita guidata privata per gruppi", "Privérondleiding voor groepen", "Visita guiada privada para grupos", "Privat gruppvisning", "Privat gruppeomvisning"),
    eventName: COLLECTION,
    description: t(
      "Ihre eigene Führung für bis zu 20 Personen, zu einem Thema Ihrer Wahl.",
      "Your own guide for up to 20 people, on a theme of your choice.",
      "Votre propre guide pour 20 personnes maximum, sur le thème de votre choix.",
      "Una guida tutta per voi, fino a 20 persone, sul tema che preferite.",
      "Uw eigen gids voor maximaal 20 personen, over een thema naar keuze.",
      "Su propio guía para hasta 20 personas, sobre el tema que elija.",
      "En egen guide för upp till 20 personer, på ett tema ni väljer.",
      "Jeres egen guide for op til 20 personer, om et emne efter eget valg.",
    ),
    custom_groups: [3],
    museumId: 1,
    venue: "MAIN",
    max_participants: 20,
    min_group_size: 0,
    single_ticketing: 0,
    book_complete_tour: 1,
    booking_without_tickets: 1,
    priceList: [
      { id: 31, name: t("Gruppenführung, 60 Minuten", "Group tour, 60 minutes", "Visite de groupe, 60 minutes", "Visita di gruppo, 60 minuti", "Groepsrondleiding, 60 minuten", "Visita de grupo, 60 minutos", "Gruppvisning, 60 minuter", "Gruppeomvisning, 60 minutter"), price: 9000, vat_value: 19, sequence_no: 1 },
      { id: 32, name: t("Gruppenführung, 90 Minuten", "Group tour, 90 minutes", "Visite de groupe, 90 minutes", "Visita di gruppo, 90 minuti", "Groepsrondleiding, 90 minuten", "Visita de grupo, 90 minutos", "Gruppvisning, 90 minuter", "Gruppeomvisning, 90 minutter"), price: 12000, vat_value: 19, sequence_no: 2 },
    ],
    tickets: [],
    questions: GROUP_QUESTIONS,
    times: [
      { time: "10:00", capacity: 2, tourCount: 2 },
      { time: "13:00", capacity: 1, tourCount: 1, prices: [31] },
    ],
    weekdays: [1, 2, 3, 4, 5, 6],
  },
  {
    // single ticketing: the tour is paid per ticket; a family ticket has subtickets
    id: 104,
    langIdentifier: "de",
    name: t("Familienführung: Tiere in der Kunst", "Family tour: animals in art", "Visite en famille : les animaux dans l’art", "Visita per famiglie: gli animali nell’arte", "Familierondleiding: dieren in de kunst", "Visita en familia: animales en el arte", "Familjevisning: djur i konsten", "Familieomvisning: dyr i kunsten"),
    eventName: COLLECTION,
    description: t(
      "Auf Spurensuche nach Tieren in Gemälden – für Kinder ab 5 Jahren und ihre Familien.",
      "Tracking down animals in paintings – for children aged 5 and up and their families.",
      "À la recherche des animaux dans les tableaux – pour les enfants dès 5 ans et leur famille.",
      "Alla ricerca degli animali nei dipinti – per bambini dai 5 anni e le loro famiglie.",
      "Op zoek naar dieren in schilderijen – voor kinderen vanaf 5 jaar en hun familie.",
      "En busca de animales en los cuadros: para niños a partir de 5 años y sus familias.",
      "På jakt efter djur i målningar – för barn från 5 år och deras familjer.",
      "På jagt efter dyr i malerier – for børn fra 5 år og deres familier.",
    ),
    custom_groups: [1, 2],
    museumId: 1,
    venue: "MAIN",
    max_participants: 30,
    min_group_size: 2,
    single_ticketing: 1,
    book_complete_tour: 0,
    booking_without_tickets: 0,
    priceList: [{ id: 41, name: t("Führung pro Person", "Tour per person", "Visite par personne", "Visita a persona", "Rondleiding per persoon", "Visita por persona", "Visning per person", "Omvisning pr. person"), price: 300, vat_value: 19, sequence_no: 1 }],
    tickets: [
      { id: 42, name: ADULT, price: 1000, vat_value: 7, sequence_no: 1 },
      { id: 43, name: CHILD, price: 500, vat_value: 7, sequence_no: 2 },
      {
        id: 44,
        name: t("Familienkarte", "Family ticket", "Billet famille", "Biglietto famiglia", "Gezinsticket", "Entrada familiar", "Familjebiljett", "Familiebillet"),
        price: 0,
        vat_value: 7,
        sequence_no: 3,
        subtickets: [
          { id: 441, name: ADULT, price: 900, vat_value: 7 },
          { id: 442, name: CHILD, price: 400, vat_value: 7 },
        ],
      },
    ],
    questions: [],
    times: [{ time: "11:30", capacity: 30, tourCount: 1 }],
    weekdays: EVERY_DAY,
  },
  {
    // places without tickets, in French, in the garden; sold out for the next three days
    id: 105,
    langIdentifier: "fr",
    name: t("Spaziergang durch den Skulpturengarten", "Walk through the sculpture garden", "Promenade dans le jardin des sculptures", "Passeggiata nel giardino delle sculture", "Wandeling door de beeldentuin", "Paseo por el jardín de esculturas", "Promenad i skulpturparken", "Tur gennem skulpturhaven"),
    eventName: GARDEN,
    description: t(
      "Eine Führung unter freiem Himmel zu den Skulpturen im Park.",
      "An open-air tour of the sculptures in the park.",
      "Une visite en plein air parmi les sculptures du parc.",
      "Una visita all’aperto tra le sculture del parco.",
      "Een rondleiding in de open lucht langs de beelden in het park.",
      "Una visita al aire libre entre las esculturas del parque.",
      "En visning utomhus bland skulpturerna i parken.",
      "En omvisning under åben himmel blandt skulpturerne i parken.",
    ),
    custom_groups: [4],
    museumId: 1,
    venue: "GARDEN",
    max_participants: 15,
    min_group_size: 0,
    single_ticketing: 0,
    book_complete_tour: 0,
    booking_without_tickets: 1,
    priceList: [{ id: 51, name: TOUR_FEE, price: 600, vat_value: 19, sequence_no: 1 }],
    tickets: [],
    questions: [],
    times: [
      { time: "10:30", capacity: 15, tourCount: 1 },
      { time: "16:00", capacity: 15, tourCount: 1 },
    ],
    weekdays: EVERY_DAY,
    soldOutDays: [0, 1, 2],
  },
  {
    // whole tour with single ticketing: a workshop paid per participant, from 10 participants
    id: 106,
    langIdentifier: "en",
    name: t("Schulworkshop: Bildhauerei", "School workshop: sculpture", "Atelier scolaire : la sculpture", "Laboratorio per scuole: la scultura", "Schoolworkshop: beeldhouwen", "Taller escolar: escultura", "Skolworkshop: skulptur", "Skoleworkshop: skulptur"),
    eventName: t("Kunstvermittlung", "Learning", "Médiation culturelle", "Didattica museale", "Educatie", "Educación", "Pedagogik", "Formidling"),
    description: t(
      "Schulklassen gestalten nach einem Rundgang eigene kleine Skulpturen.",
      "After a short tour, school classes make small sculptures of their own.",
      "Après une courte visite, les classes réalisent leurs propres petites sculptures.",
      "Dopo una breve visita, le classi realizzano piccole sculture proprie.",
      "Na een korte rondleiding maken schoolklassen zelf kleine beelden.",
      "Tras una breve visita, las clases crean sus propias pequeñas esculturas.",
      "Efter en kort visning gör skolklasserna egna små skulpturer.",
      "Efter en kort omvisning laver skoleklasserne deres egne små skulpturer.",
    ),
    custom_groups: [3],
    museumId: 1,
    venue: "MAIN",
    max_participants: 30,
    min_group_size: 10,
    single_ticketing: 1,
    book_complete_tour: 1,
    booking_without_tickets: 0,
    priceList: [{ id: 61, name: t("Workshop pro Person", "Workshop per person", "Atelier par personne", "Laboratorio a persona", "Workshop per persoon", "Taller por persona", "Workshop per person", "Workshop pr. person"), price: 250, vat_value: 19, sequence_no: 1 }],
    tickets: [
      {
        id: 62,
        name: t("Schulklasse", "School class", "Classe", "Classe scolastica", "Schoolklas", "Clase escolar", "Skolklass", "Skoleklasse"),
        price: 0,
        vat_value: 0,
        sequence_no: 1,
        subtickets: [
          { id: 621, name: t("Schülerin oder Schüler", "Pupil", "Élève", "Alunno", "Leerling", "Alumno", "Elev", "Elev"), price: 300, vat_value: 0 },
          { id: 622, name: t("Begleitende Lehrkraft", "Accompanying teacher", "Enseignant accompagnateur", "Insegnante accompagnatore", "Begeleidende leerkracht", "Docente acompañante", "Medföljande lärare", "Ledsagende lærer"), price: 0, vat_value: 0 },
        ],
      },
    ],
    questions: SCHOOL_QUESTIONS,
    times: [{ time: "09:30", capacity: 30, tourCount: 1 }],
    weekdays: [1, 2, 3, 4, 5],
  },
];
