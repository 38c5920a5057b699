// The museum shop's seeded catalogue: merchandise in categories (books, posters, cards, gifts)
// with one item sold out and one with low stock, and annual passes (product kind 13) for one
// and for two people in two pass categories, one of them at a venue whose passes are always sent
// by post.
import type { Texts } from "../http";

export const ANNUAL_PASS_KIND = 13;

export interface SeedCategory {
  id: number;
  name: Texts;
  sequence_no: number;
  /** The product kind the category belongs to (null: ordinary merchandise). */
  kind: number | null;
}

export interface SeedArticle {
  id: number;
  name: Texts;
  description: Texts;
  price: number;
  vat_value: number;
  stock: number;
  sequence_no: number;
  product_kind_ref: number | null;
  categories: number[];
  /** File name of the generated picture under /static/merchandise/. */
  image: string;
  /** Colours of the generated picture. */
  art: { bg: string; fg: string; shape: "book" | "poster" | "cards" | "bag" | "pass" };
  venue?: string;
  persons?: number;
}

export const CATEGORIES: SeedCategory[] = [
  {
    id: 1,
    sequence_no: 1,
    kind: null,
    name: {
      de: "Bücher",
      en: "Books",
      fr: "Livres",
      it: "Libri",
      nl: "Boeken",
      es: "Libros",
      sv: "Böcker",
      da: "Bøger",
    },
  },
  {
    id: 2,
    sequence_no: 2,
    kind: null,
    name: {
      de: "Poster",
      en: "Posters",
      fr: "Affiches",
      it: "Poster",
      nl: "Posters",
      es: "Pósteres",
      sv: "Affischer",
      da: "Plakater",
    },
  },
  {
    id: 3,
    sequence_no: 3,
    kind: null,
    name: {
      de: "Karten und Papeterie",
      en: "Cards and stationery",
      fr: "Cartes et papeterie",
      it: "Cartoleria",
      nl: "Kaarten en papierwaren",
      es: "Tarjetas y papelería",
      sv: "Kort och pappersvaror",
      da: "Kort og papirvarer",
    },
  },
  {
    id: 4,
    sequence_no: 4,
    kind: null,
    name: {
      de: "Geschenke",
      en: "Gifts",
      fr: "Cadeaux",
      it: "Regali",
      nl: "Cadeaus",
      es: "Regalos",
      sv: "Presenter",
      da: "Gaver",
    },
  },
  {
    id: 10,
    sequence_no: 1,
    kind: ANNUAL_PASS_KIND,
    name: {
      de: "Einzelkarten",
      en: "Single passes",
      fr: "Pass individuels",
      it: "Abbonamenti singoli",
      nl: "Persoonlijke jaarkaarten",
      es: "Pases individuales",
      sv: "Årskort för en person",
      da: "Årskort til én person",
    },
  },
  {
    id: 11,
    sequence_no: 2,
    kind: ANNUAL_PASS_KIND,
    name: {
      de: "Partnerkarten",
      en: "Passes for two",
      fr: "Pass duo",
      it: "Abbonamenti per due",
      nl: "Duo-jaarkaarten",
      es: "Pases para dos",
      sv: "Årskort för två",
      da: "Årskort til to",
    },
  },
];

/** Venue codes whose annual passes always need the owners' addresses (the Garden House posts its passes). */
export const ADDRESS_VENUES = ["LHG"];

export function seedArticles(): SeedArticle[] {
  return [
    {
      id: 1,
      name: {
        de: "Katalog „Licht und Schatten“",
        en: "“Light and Shadow” exhibition catalogue",
        fr: "Catalogue « Lumière et ombre »",
        it: "Catalogo «Luce e ombra»",
        nl: "Catalogus ‘Licht en schaduw’",
        es: "Catálogo «Luz y sombra»",
        sv: "Katalogen ”Ljus och skugga”",
        da: "Kataloget “Lys og skygge”",
      },
      description: {
        de: "Der Katalog zur Ausstellung: 240 Seiten mit 180 Abbildungen, gebunden.",
        en: "The exhibition catalogue: 240 pages with 180 illustrations, hardback.",
        fr: "Le catalogue de l’exposition : 240 pages, 180 illustrations, relié.",
        it: "Il catalogo della mostra: 240 pagine con 180 illustrazioni, rilegato.",
        nl: "De tentoonstellingscatalogus: 240 pagina’s met 180 afbeeldingen, gebonden.",
        es: "El catálogo de la exposición: 240 páginas con 180 ilustraciones, tapa dura.",
        sv: "Utställningskatalogen: 240 sidor med 180 bilder, inbunden.",
        da: "Udstillingskataloget: 240 sider med 180 illustrationer, indbundet.",
      },
      price: 3490,
      vat_value: 7,
      stock: 40,
      sequence_no: 20,
      product_kind_ref: null,
      categories: [1],
      image: "catalogue.svg",
      art: { bg: "#2f3e46", fg: "#f2cc8f", shape: "book" },
    },
    {
      id: 2,
      name: {
        de: "Sammlungsführer",
        en: "Guide to the collection",
        fr: "Guide de la collection",
        it: "Guida alla collezione",
        nl: "Collectiegids",
        es: "Guía de la colección",
        sv: "Guide till samlingen",
        da: "Guide til samlingen",
      },
      description: {
        de: "Die wichtigsten Werke der Sammlung auf 96 Seiten, im Taschenformat.",
        en: "The highlights of the collection on 96 pages, pocket size.",
        fr: "Les œuvres majeures de la collection en 96 pages, format poche.",
        it: "Le opere principali della collezione in 96 pagine, formato tascabile.",
        nl: "De hoogtepunten van de collectie op 96 pagina’s, in zakformaat.",
        es: "Las obras más destacadas de la colección en 96 páginas, formato de bolsillo.",
        sv: "Samlingens höjdpunkter på 96 sidor, i fickformat.",
        da: "Samlingens hovedværker på 96 sider i lommeformat.",
      },
      price: 1490,
      vat_value: 7,
      stock: 3,
      sequence_no: 10,
      product_kind_ref: null,
      categories: [1],
      image: "guide.svg",
      art: { bg: "#8c3b14", fg: "#fdf0d5", shape: "book" },
    },
    {
      id: 3,
      name: {
        de: "Poster „Lindenblüte“",
        en: "Poster “Linden in Bloom”",
        fr: "Affiche « Tilleul en fleurs »",
        it: "Poster «Tiglio in fiore»",
        nl: "Poster ‘Bloeiende linde’",
        es: "Póster «Tilo en flor»",
        sv: "Affisch ”Blommande lind”",
        da: "Plakat “Lind i blomst”",
      },
      description: {
        de: "Kunstdruck, 50 × 70 cm, auf mattem Papier.",
        en: "Art print, 50 × 70 cm, on matt paper.",
        fr: "Reproduction d’art, 50 × 70 cm, papier mat.",
        it: "Stampa d’arte, 50 × 70 cm, su carta opaca.",
        nl: "Kunstdruk, 50 × 70 cm, op mat papier.",
        es: "Lámina artística, 50 × 70 cm, en papel mate.",
        sv: "Konsttryck, 50 × 70 cm, på matt papper.",
        da: "Kunsttryk, 50 × 70 cm, på mat papir.",
      },
      price: 1200,
      vat_value: 19,
      stock: 25,
      sequence_no: 30,
      product_kind_ref: null,
      categories: [2],
      image: "poster-linden.svg",
      art: { bg: "#e9edc9", fg: "#588157", shape: "poster" },
    },
    {
      id: 4,
      name: {
        de: "Poster „Nachtgarten“",
        en: "Poster “Night Garden”",
        fr: "Affiche « Jardin de nuit »",
        it: "Poster «Giardino notturno»",
        nl: "Poster ‘Nachttuin’",
        es: "Póster «Jardín nocturno»",
        sv: "Affisch ”Nattträdgård”",
        da: "Plakat “Nathave”",
      },
      description: {
        de: "Kunstdruck, 60 × 80 cm, limitierte Auflage.",
        en: "Art print, 60 × 80 cm, limited edition.",
        fr: "Reproduction d’art, 60 × 80 cm, édition limitée.",
        it: "Stampa d’arte, 60 × 80 cm, edizione limitata.",
        nl: "Kunstdruk, 60 × 80 cm, beperkte oplage.",
        es: "Lámina artística, 60 × 80 cm, edición limitada.",
        sv: "Konsttryck, 60 × 80 cm, begränsad upplaga.",
        da: "Kunsttryk, 60 × 80 cm, begrænset oplag.",
      },
      price: 1500,
      vat_value: 19,
      stock: 0,
      sequence_no: 35,
      product_kind_ref: null,
      categories: [2],
      image: "poster-night.svg",
      art: { bg: "#1d3557", fg: "#a8dadc", shape: "poster" },
    },
    {
      id: 5,
      name: {
        de: "Postkartenset (12 Karten)",
        en: "Postcard set (12 cards)",
        fr: "Lot de cartes postales (12 cartes)",
        it: "Set di cartoline (12 pezzi)",
        nl: "Set ansichtkaarten (12 kaarten)",
        es: "Juego de postales (12 postales)",
        sv: "Vykortsset (12 kort)",
        da: "Postkortsæt (12 kort)",
      },
      description: {
        de: "Zwölf Motive aus der Sammlung.",
        en: "Twelve motifs from the collection.",
        fr: "Douze motifs de la collection.",
        it: "Dodici soggetti della collezione.",
        nl: "Twaalf motieven uit de collectie.",
        es: "Doce motivos de la colección.",
        sv: "Tolv motiv ur samlingen.",
        da: "Tolv motiver fra samlingen.",
      },
      price: 890,
      vat_value: 19,
      stock: 100,
      sequence_no: 40,
      product_kind_ref: null,
      categories: [3],
      image: "postcards.svg",
      art: { bg: "#fefae0", fg: "#bc6c25", shape: "cards" },
    },
    {
      id: 6,
      name: {
        de: "Stofftasche „Linde“",
        en: "Tote bag “Linden”",
        fr: "Sac en toile « Tilleul »",
        it: "Borsa di tela «Tiglio»",
        nl: "Katoenen tas ‘Linde’",
        es: "Bolsa de tela «Tilo»",
        sv: "Tygkasse ”Lind”",
        da: "Mulepose “Lind”",
      },
      description: {
        de: "Bio-Baumwolle, bedruckt mit dem Lindenblatt des Museums.",
        en: "Organic cotton, printed with the museum’s linden leaf.",
        fr: "Coton bio, imprimé de la feuille de tilleul du musée.",
        it: "Cotone biologico, stampato con la foglia di tiglio del museo.",
        nl: "Biologisch katoen, bedrukt met het lindeblad van het museum.",
        es: "Algodón orgánico, estampado con la hoja de tilo del museo.",
        sv: "Ekologisk bomull, tryckt med museets lindlöv.",
        da: "Økologisk bomuld, trykt med museets lindeblad.",
      },
      price: 1950,
      vat_value: 19,
      stock: 12,
      sequence_no: 50,
      product_kind_ref: null,
      categories: [4],
      image: "tote-bag.svg",
      art: { bg: "#f4f1de", fg: "#3d405b", shape: "bag" },
    },
    {
      id: 7,
      name: {
        de: "Kinderbuch „Mia im Museum“",
        en: "Children’s book “Mia at the Museum”",
        fr: "Livre jeunesse « Mia au musée »",
        it: "Libro per bambini «Mia al museo»",
        nl: "Kinderboek ‘Mia in het museum’",
        es: "Libro infantil «Mia en el museo»",
        sv: "Barnboken ”Mia på museet”",
        da: "Børnebogen “Mia på museet”",
      },
      description: {
        de: "Eine Entdeckungsreise durch das Museum, ab 5 Jahren.",
        en: "A journey of discovery through the museum, from age 5.",
        fr: "Un voyage de découverte à travers le musée, dès 5 ans.",
        it: "Un viaggio alla scoperta del museo, dai 5 anni.",
        nl: "Een ontdekkingstocht door het museum, vanaf 5 jaar.",
        es: "Un viaje de descubrimiento por el museo, a partir de 5 años.",
        sv: "En upptäcktsresa genom museet, från 5 år.",
        da: "En opdagelsesrejse gennem museet, fra 5 år.",
      },
      price: 1290,
      vat_value: 7,
      stock: 8,
      sequence_no: 15,
      product_kind_ref: null,
      categories: [1],
      image: "childrens-book.svg",
      art: { bg: "#ffd166", fg: "#06d6a0", shape: "book" },
    },
    {
      id: 101,
      name: {
        de: "Jahreskarte",
        en: "Annual pass",
        fr: "Pass annuel",
        it: "Abbonamento annuale",
        nl: "Jaarkaart",
        es: "Pase anual",
        sv: "Årskort",
        da: "Årskort",
      },
      description: {
        de: "Ein Jahr freier Eintritt in alle Ausstellungen für eine Person.",
        en: "Free admission to every exhibition for one person for a year.",
        fr: "Entrée libre à toutes les expositions pendant un an pour une personne.",
        it: "Ingresso libero a tutte le mostre per un anno per una persona.",
        nl: "Een jaar lang gratis toegang tot alle tentoonstellingen voor één persoon.",
        es: "Entrada libre a todas las exposiciones durante un año para una persona.",
        sv: "Fri entré till alla utställningar i ett år för en person.",
        da: "Gratis adgang til alle udstillinger i et år for én person.",
      },
      price: 6500,
      vat_value: 7,
      stock: 500,
      sequence_no: 1,
      product_kind_ref: ANNUAL_PASS_KIND,
      categories: [10],
      image: "annual-pass.svg",
      art: { bg: "#8c3b14", fg: "#ffffff", shape: "pass" },
      venue: "LH",
      persons: 1,
    },
    {
      id: 102,
      name: {
        de: "Jahreskarte für zwei",
        en: "Annual pass for two",
        fr: "Pass annuel duo",
        it: "Abbonamento annuale per due",
        nl: "Jaarkaart voor twee",
        es: "Pase anual para dos",
        sv: "Årskort för två",
        da: "Årskort for to",
      },
      description: {
        de: "Ein Jahr freier Eintritt für zwei namentlich genannte Personen.",
        en: "Free admission for a year for two named people.",
        fr: "Entrée libre pendant un an pour deux personnes nommément désignées.",
        it: "Ingresso libero per un anno per due persone nominative.",
        nl: "Een jaar lang gratis toegang voor twee personen op naam.",
        es: "Entrada libre durante un año para dos personas nominativas.",
        sv: "Fri entré i ett år för två namngivna personer.",
        da: "Gratis adgang i et år for to navngivne personer.",
      },
      price: 11000,
      vat_value: 7,
      stock: 300,
      sequence_no: 2,
      product_kind_ref: ANNUAL_PASS_KIND,
      categories: [11],
      image: "annual-pass-two.svg",
      art: { bg: "#6b2c0d", fg: "#f2cc8f", shape: "pass" },
      venue: "LH",
      persons: 2,
    },
    {
      id: 103,
      name: {
        de: "Jahreskarte Gartenhaus",
        en: "Garden House annual pass",
        fr: "Pass annuel Maison du jardin",
        it: "Abbonamento annuale Casa del giardino",
        nl: "Jaarkaart Tuinhuis",
        es: "Pase anual Casa del Jardín",
        sv: "Årskort Trädgårdshuset",
        da: "Årskort Havehuset",
      },
      description: {
        de: "Ein Jahr freier Eintritt ins Gartenhaus. Die Karte wird per Post zugeschickt.",
        en: "Free admission to the Garden House for a year. The pass is sent by post.",
        fr: "Entrée libre à la Maison du jardin pendant un an. Le pass est envoyé par la poste.",
        it: "Ingresso libero alla Casa del giardino per un anno. La tessera viene spedita per posta.",
        nl: "Een jaar lang gratis toegang tot het Tuinhuis. De kaart wordt per post verstuurd.",
        es: "Entrada libre a la Casa del Jardín durante un año. El pase se envía por correo.",
        sv: "Fri entré till Trädgårdshuset i ett år. Kortet skickas med posten.",
        da: "Gratis adgang til Havehuset i et år. Kortet sendes med posten.",
      },
      price: 4500,
      vat_value: 7,
      stock: 200,
      sequence_no: 3,
      product_kind_ref: ANNUAL_PASS_KIND,
      categories: [10],
      image: "annual-pass-garden.svg",
      art: { bg: "#588157", fg: "#fefae0", shape: "pass" },
      venue: "LHG",
      persons: 1,
    },
  ];
}

const SHAPES: Record<SeedArticle["art"]["shape"], (fg: string) => string> = {
  book: (fg) =>
    `<rect x="110" y="50" width="180" height="200" rx="6" fill="${fg}"/><rect x="110" y="50" width="22" height="200" fill="#000" opacity=".15"/><rect x="150" y="90" width="110" height="12" rx="3" fill="#000" opacity=".2"/>`,
  poster: (fg) =>
    `<rect x="120" y="40" width="160" height="220" fill="#fff"/><circle cx="200" cy="130" r="50" fill="${fg}"/><path d="M140 240 L200 170 L260 240 Z" fill="${fg}" opacity=".7"/>`,
  cards: (fg) =>
    `<rect x="100" y="90" width="150" height="100" rx="4" fill="${fg}" transform="rotate(-8 175 140)"/><rect x="150" y="110" width="150" height="100" rx="4" fill="#fff" stroke="${fg}" stroke-width="4"/>`,
  bag: (fg) =>
    `<path d="M160 90 Q200 30 240 90" fill="none" stroke="${fg}" stroke-width="10"/><rect x="120" y="90" width="160" height="170" rx="8" fill="${fg}"/><ellipse cx="200" cy="175" rx="30" ry="45" fill="#fff" opacity=".8"/>`,
  pass: (fg) =>
    `<rect x="80" y="80" width="240" height="150" rx="14" fill="${fg}"/><circle cx="140" cy="150" r="30" fill="#000" opacity=".15"/><rect x="190" y="125" width="100" height="12" rx="3" fill="#000" opacity=".2"/><rect x="190" y="155" width="70" height="12" rx="3" fill="#000" opacity=".2"/>`,
};

/** A product picture (decorative SVG; the product's name is always shown beside it). */
export function articleImage(article: SeedArticle): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300"><rect width="400" height="300" fill="${article.art.bg}"/>${SHAPES[article.art.shape](article.art.fg)}</svg>`;
}
