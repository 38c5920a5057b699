// The shop's remote configuration (every field of spec 000 section 3), meta data, static
// content, static pages, payment types and customer attributes.
import { LANGS, type Texts } from "../http";
import { nativeName } from "../../../loader/languages";

export const SITE_NAMES: Texts = {
  de: "Museum Lindenhof",
  en: "Lindenhof Museum",
  fr: "Musée Lindenhof",
  it: "Museo Lindenhof",
  nl: "Museum Lindenhof",
  es: "Museo Lindenhof",
  sv: "Lindenhofmuseet",
  da: "Lindenhof Museum",
};

export function seedConfig() {
  return {
    site_name: "Museum Lindenhof",
    siteNameTranslations: SITE_NAMES,
    nav_translations: {
      merchandise: {
        de: "Museumsshop",
        en: "Museum shop",
        fr: "Boutique",
        it: "Bookshop",
        nl: "Museumwinkel",
        es: "Tienda",
        sv: "Museibutik",
        da: "Museumsbutik",
      },
    },
    languages: [...LANGS],
    languagesFull: Object.fromEntries(LANGS.map((l) => [l, nativeName(l)])),
    has_tickets: true,
    has_guided_tours: true,
    has_merchandise: true,
    has_memcard: true,
    has_vouchers: true,
    has_voucher_code: true,
    hasUserRegistration: true,
    hasGuestRegistration: true,
    default_user_country_key: "DE",
    guided_tour_default_language: "de",
    home_view: "overview",
    show_progress_bar: true,
    show_breadcrumbs: true,
    short_breadcrumbs: false,
    cookie_disclaimer: true,
    custom_terms_links: {
      en: { terms: { url: "https://www.example.org/lindenhof/terms-en.html", title: "Terms of sale" } },
    },
    logoLinksToMainSite: false,
    museumMainUrl: "/",
    museumPerLanguageUrls: { en: "/?lang=en" },
    currencySymbol: "EUR",
    partnerLogos: [
      {
        name: {
          de: "Gefördert von",
          en: "Supported by",
          fr: "Avec le soutien de",
          it: "Con il sostegno di",
          nl: "Mede mogelijk gemaakt door",
          es: "Con el apoyo de",
          sv: "Med stöd av",
          da: "Støttet af",
        },
        logos: [
          { image: "/static/logos/city.svg", url: "https://www.example.org/city", alt: "Stadt Lindenhof" },
          { image: "/static/logos/foundation.svg", alt: "Kulturstiftung Nord" },
        ],
      },
    ],
    showHeader: true,
    showFooter: true,
    hasCheckoutDocumentNumber: false,
    confirmPaymentOnCheckout: true,
  };
}

export const META = {
  name: "Museum Lindenhof",
  support_email: "shop@museum-lindenhof.example",
  phone: "+49 30 1234567",
  address: "Lindenplatz 1, 10117 Berlin",
  currency: "EUR",
};

const COOKIE: Texts = {
  de: '<p>Dieser Shop speichert Ihren Warenkorb nur für diese Sitzung im Browser. Mehr dazu im <a href="#/de/page/data_protection">Datenschutz</a>.</p>',
  en: '<p>This shop keeps your basket in your browser for this session only. Read more in our <a href="#/en/page/data_protection">data protection notice</a>.</p>',
  fr: '<p>Cette boutique conserve votre panier dans votre navigateur pour cette session uniquement. En savoir plus dans notre <a href="#/fr/page/data_protection">politique de confidentialité</a>.</p>',
  it: '<p>Questo negozio conserva il carrello nel browser solo per questa sessione. Maggiori informazioni nell’<a href="#/it/page/data_protection">informativa sulla privacy</a>.</p>',
  nl: '<p>Deze winkel bewaart je winkelmand alleen voor deze sessie in je browser. Meer hierover in onze <a href="#/nl/page/data_protection">privacyverklaring</a>.</p>',
  es: '<p>Esta tienda guarda tu cesta en el navegador solo durante esta sesión. Más información en nuestra <a href="#/es/page/data_protection">política de privacidad</a>.</p>',
  sv: '<p>Butiken sparar din varukorg i webbläsaren endast under den här sessionen. Läs mer i vår <a href="#/sv/page/data_protection">integritetspolicy</a>.</p>',
  da: '<p>Butikken gemmer kun din kurv i browseren i denne session. Læs mere i vores <a href="#/da/page/data_protection">privatlivspolitik</a>.</p>',
};

export const staticContent = (lang: keyof Texts) => ({
  banners: [
    {
      id: 1,
      banners: [
        { image: "/static/banners/hall.svg", image_mobile: "/static/banners/hall-mobile.svg", alt: SITE_NAMES[lang] },
      ],
    },
  ],
  cookie_warning: COOKIE[lang],
  social_media: [
    { name: "YouTube", link: "https://www.youtube.com/@museum-lindenhof", sequence_no: 3 },
    { name: "Instagram", link: "https://www.instagram.com/museum.lindenhof", sequence_no: 1 },
    { name: "Facebook", link: "https://www.facebook.com/museum.lindenhof", sequence_no: 2 },
  ],
});

type PageTexts = Record<keyof Texts, { title: string; html: string }>;

export const PAGES: Record<string, PageTexts> = {
  imprint: {
    de: {
      title: "Impressum",
      html: "<p>Museum Lindenhof, Lindenplatz 1, 10117 Berlin. Vertreten durch die Direktorin Dr. Anna Weber.</p><p>E-Mail: shop@museum-lindenhof.example</p>",
    },
    en: {
      title: "Imprint",
      html: "<p>Lindenhof Museum, Lindenplatz 1, 10117 Berlin. Represented by its director, Dr Anna Weber.</p><p>Email: shop@museum-lindenhof.example</p>",
    },
    fr: {
      title: "Mentions légales",
      html: "<p>Musée Lindenhof, Lindenplatz 1, 10117 Berlin. Représenté par sa directrice, Dr Anna Weber.</p><p>E-mail : shop@museum-lindenhof.example</p>",
    },
    it: {
      title: "Note legali",
      html: "<p>Museo Lindenhof, Lindenplatz 1, 10117 Berlino. Rappresentato dalla direttrice, dott.ssa Anna Weber.</p><p>E-mail: shop@museum-lindenhof.example</p>",
    },
    nl: {
      title: "Colofon",
      html: "<p>Museum Lindenhof, Lindenplatz 1, 10117 Berlijn. Vertegenwoordigd door directeur dr. Anna Weber.</p><p>E-mail: shop@museum-lindenhof.example</p>",
    },
    es: {
      title: "Aviso legal",
      html: "<p>Museo Lindenhof, Lindenplatz 1, 10117 Berlín. Representado por su directora, Dra. Anna Weber.</p><p>Correo electrónico: shop@museum-lindenhof.example</p>",
    },
    sv: {
      title: "Om oss",
      html: "<p>Lindenhofmuseet, Lindenplatz 1, 10117 Berlin. Företrätt av museichefen dr Anna Weber.</p><p>E-post: shop@museum-lindenhof.example</p>",
    },
    da: {
      title: "Kolofon",
      html: "<p>Lindenhof Museum, Lindenplatz 1, 10117 Berlin. Repræsenteret af direktør dr. Anna Weber.</p><p>E-mail: shop@museum-lindenhof.example</p>",
    },
  },
  terms: {
    de: {
      title: "Allgemeine Geschäftsbedingungen",
      html: "<p>Tickets gelten für das gebuchte Datum und Zeitfenster. Eine Rückgabe ist bis 24 Stunden vor Beginn möglich.</p>",
    },
    en: {
      title: "Terms and conditions",
      html: "<p>Tickets are valid for the booked date and time slot. They can be returned up to 24 hours before the start.</p>",
    },
    fr: {
      title: "Conditions générales de vente",
      html: "<p>Les billets sont valables pour la date et le créneau réservés. Ils peuvent être retournés jusqu’à 24 heures avant le début.</p>",
    },
    it: {
      title: "Condizioni generali",
      html: "<p>I biglietti valgono per la data e la fascia oraria prenotate. Possono essere restituiti fino a 24 ore prima dell’inizio.</p>",
    },
    nl: {
      title: "Algemene voorwaarden",
      html: "<p>Tickets zijn geldig voor de geboekte datum en het geboekte tijdslot. Retourneren kan tot 24 uur voor aanvang.</p>",
    },
    es: {
      title: "Condiciones generales",
      html: "<p>Las entradas son válidas para la fecha y la franja horaria reservadas. Se pueden devolver hasta 24 horas antes del inicio.</p>",
    },
    sv: {
      title: "Allmänna villkor",
      html: "<p>Biljetterna gäller för det bokade datumet och tidsluckan. De kan lämnas tillbaka fram till 24 timmar före start.</p>",
    },
    da: {
      title: "Handelsbetingelser",
      html: "<p>Billetter gælder for den bookede dato og det bookede tidspunkt. De kan returneres indtil 24 timer før start.</p>",
    },
  },
  data_protection: {
    de: {
      title: "Datenschutz",
      html: "<p>Wir verarbeiten Ihre Daten nur zur Abwicklung Ihrer Bestellung. Der Warenkorb wird ausschließlich im Sitzungsspeicher Ihres Browsers gehalten.</p>",
    },
    en: {
      title: "Data protection",
      html: "<p>We process your data only to handle your order. The basket is kept solely in your browser’s session storage.</p>",
    },
    fr: {
      title: "Protection des données",
      html: "<p>Nous traitons vos données uniquement pour exécuter votre commande. Le panier est conservé exclusivement dans le stockage de session de votre navigateur.</p>",
    },
    it: {
      title: "Protezione dei dati",
      html: "<p>Trattiamo i tuoi dati solo per gestire il tuo ordine. Il carrello è conservato esclusivamente nella memoria di sessione del browser.</p>",
    },
    nl: {
      title: "Privacy",
      html: "<p>We verwerken je gegevens alleen om je bestelling af te handelen. De winkelmand wordt uitsluitend in de sessieopslag van je browser bewaard.</p>",
    },
    es: {
      title: "Protección de datos",
      html: "<p>Tratamos tus datos solo para gestionar tu pedido. La cesta se guarda únicamente en el almacenamiento de sesión de tu navegador.</p>",
    },
    sv: {
      title: "Dataskydd",
      html: "<p>Vi behandlar dina uppgifter endast för att hantera din beställning. Varukorgen sparas enbart i webbläsarens sessionslagring.</p>",
    },
    da: {
      title: "Databeskyttelse",
      html: "<p>Vi behandler kun dine oplysninger for at gennemføre din bestilling. Kurven gemmes udelukkende i browserens sessionslager.</p>",
    },
  },
  accessibility_statement: {
    de: {
      title: "Erklärung zur Barrierefreiheit",
      html: "<p>Der Shop ist mit der Tastatur bedienbar und für Screenreader ausgezeichnet. Hinweise auf Barrieren senden Sie bitte an shop@museum-lindenhof.example.</p><p>Wie der Shop WCAG 2.2 AA erfüllt, was die einbettende Seite tun muss und wie wir testen, steht in der <a href='/docs/accessibility.md'>Dokumentation zur Barrierefreiheit</a> (englisch).</p>",
    },
    en: {
      title: "Accessibility statement",
      html: "<p>The shop can be used with the keyboard alone and is marked up for screen readers. Please report any barrier to shop@museum-lindenhof.example.</p><p>How the shop meets WCAG 2.2 AA, what the embedding page must do and how we test it is described in the <a href='/docs/accessibility.md'>accessibility documentation</a>.</p>",
    },
    fr: {
      title: "Déclaration d’accessibilité",
      html: "<p>La boutique est utilisable au clavier et balisée pour les lecteurs d’écran. Signalez tout obstacle à shop@museum-lindenhof.example.</p><p>La façon dont la boutique respecte les WCAG 2.2 AA, ce que doit faire la page qui l’intègre et notre méthode de test sont décrites dans la <a href='/docs/accessibility.md'>documentation d’accessibilité</a> (en anglais).</p>",
    },
    it: {
      title: "Dichiarazione di accessibilità",
      html: "<p>Il negozio si può usare con la sola tastiera ed è strutturato per i lettori di schermo. Segnala eventuali barriere a shop@museum-lindenhof.example.</p><p>Come il negozio soddisfa le WCAG 2.2 AA, cosa deve fare la pagina che lo incorpora e come lo testiamo è descritto nella <a href='/docs/accessibility.md'>documentazione sull’accessibilità</a> (in inglese).</p>",
    },
    nl: {
      title: "Toegankelijkheidsverklaring",
      html: "<p>De winkel is volledig met het toetsenbord te bedienen en geschikt voor schermlezers. Meld drempels aan shop@museum-lindenhof.example.</p><p>Hoe de winkel aan WCAG 2.2 AA voldoet, wat de insluitende pagina moet doen en hoe we testen, staat in de <a href='/docs/accessibility.md'>toegankelijkheidsdocumentatie</a> (Engelstalig).</p>",
    },
    es: {
      title: "Declaración de accesibilidad",
      html: "<p>La tienda se puede usar solo con el teclado y está preparada para lectores de pantalla. Comunica cualquier barrera a shop@museum-lindenhof.example.</p><p>Cómo cumple la tienda las WCAG 2.2 AA, qué debe hacer la página que la integra y cómo lo comprobamos se describe en la <a href='/docs/accessibility.md'>documentación de accesibilidad</a> (en inglés).</p>",
    },
    sv: {
      title: "Tillgänglighetsredogörelse",
      html: "<p>Butiken kan användas med enbart tangentbord och är uppmärkt för skärmläsare. Rapportera hinder till shop@museum-lindenhof.example.</p><p>Hur butiken uppfyller WCAG 2.2 AA, vad den inbäddande sidan måste göra och hur vi testar beskrivs i <a href='/docs/accessibility.md'>tillgänglighetsdokumentationen</a> (på engelska).</p>",
    },
    da: {
      title: "Tilgængelighedserklæring",
      html: "<p>Butikken kan bruges med tastaturet alene og er opmærket til skærmlæsere. Rapportér venligst barrierer til shop@museum-lindenhof.example.</p><p>Hvordan butikken opfylder WCAG 2.2 AA, hvad den indlejrende side skal gøre, og hvordan vi tester, står i <a href='/docs/accessibility.md'>dokumentationen om tilgængelighed</a> (på engelsk).</p>",
    },
  },
  shipping: {
    de: {
      title: "Versandinformationen",
      html: "<p>Wir versenden Artikel aus dem Museumsshop innerhalb von 3 Werktagen. Die Versandkosten hängen vom Lieferland ab und werden im Warenkorb angezeigt.</p>",
    },
    en: {
      title: "Shipping information",
      html: "<p>We ship museum shop items within 3 working days. Shipping costs depend on the destination country and are shown in the basket.</p>",
    },
    fr: {
      title: "Informations de livraison",
      html: "<p>Nous expédions les articles de la boutique sous 3 jours ouvrés. Les frais de port dépendent du pays de livraison et sont indiqués dans le panier.</p>",
    },
    it: {
      title: "Informazioni sulla spedizione",
      html: "<p>Spediamo gli articoli del negozio entro 3 giorni lavorativi. Le spese di spedizione dipendono dal paese di destinazione e sono indicate nel carrello.</p>",
    },
    nl: {
      title: "Verzendinformatie",
      html: "<p>We verzenden artikelen uit de museumwinkel binnen 3 werkdagen. De verzendkosten hangen af van het land van bestemming en staan in de winkelmand.</p>",
    },
    es: {
      title: "Información de envío",
      html: "<p>Enviamos los artículos de la tienda en un plazo de 3 días laborables. Los gastos de envío dependen del país de destino y se muestran en la cesta.</p>",
    },
    sv: {
      title: "Leveransinformation",
      html: "<p>Vi skickar varor från museibutiken inom 3 arbetsdagar. Fraktkostnaden beror på leveranslandet och visas i varukorgen.</p>",
    },
    da: {
      title: "Forsendelsesoplysninger",
      html: "<p>Vi sender varer fra museumsbutikken inden for 3 hverdage. Forsendelsesprisen afhænger af leveringslandet og vises i kurven.</p>",
    },
  },
};

export const PAYMENT_TYPES = [
  {
    payartId: 80,
    name: {
      de: "Kreditkarte",
      en: "Credit card",
      fr: "Carte de crédit",
      it: "Carta di credito",
      nl: "Creditcard",
      es: "Tarjeta de crédito",
      sv: "Kreditkort",
      da: "Kreditkort",
    },
  },
  {
    payartId: 157,
    name: {
      de: "PayPal",
      en: "PayPal",
      fr: "PayPal",
      it: "PayPal",
      nl: "PayPal",
      es: "PayPal",
      sv: "PayPal",
      da: "PayPal",
    },
  },
  {
    payartId: 74,
    name: {
      de: "Lastschrift",
      en: "Direct debit",
      fr: "Prélèvement",
      it: "Addebito diretto",
      nl: "Automatische incasso",
      es: "Domiciliación bancaria",
      sv: "Autogiro",
      da: "Direkte debitering",
    },
  },
  {
    payartId: 164,
    name: {
      de: "SEPA-Lastschrift",
      en: "SEPA direct debit",
      fr: "Prélèvement SEPA",
      it: "Addebito diretto SEPA",
      nl: "SEPA-incasso",
      es: "Adeudo directo SEPA",
      sv: "SEPA-autogiro",
      da: "SEPA-debitering",
    },
  },
  {
    payartId: "applePay",
    name: {
      de: "Apple Pay",
      en: "Apple Pay",
      fr: "Apple Pay",
      it: "Apple Pay",
      nl: "Apple Pay",
      es: "Apple Pay",
      sv: "Apple Pay",
      da: "Apple Pay",
    },
  },
  {
    payartId: "googlePay",
    name: {
      de: "Google Pay",
      en: "Google Pay",
      fr: "Google Pay",
      it: "Google Pay",
      nl: "Google Pay",
      es: "Google Pay",
      sv: "Google Pay",
      da: "Google Pay",
    },
  },
];

const COUNTRY_NAMES: Record<string, Texts> = {
  DE: {
    de: "Deutschland",
    en: "Germany",
    fr: "Allemagne",
    it: "Germania",
    nl: "Duitsland",
    es: "Alemania",
    sv: "Tyskland",
    da: "Tyskland",
  },
  AT: {
    de: "Österreich",
    en: "Austria",
    fr: "Autriche",
    it: "Austria",
    nl: "Oostenrijk",
    es: "Austria",
    sv: "Österrike",
    da: "Østrig",
  },
  CH: {
    de: "Schweiz",
    en: "Switzerland",
    fr: "Suisse",
    it: "Svizzera",
    nl: "Zwitserland",
    es: "Suiza",
    sv: "Schweiz",
    da: "Schweiz",
  },
  FR: {
    de: "Frankreich",
    en: "France",
    fr: "France",
    it: "Francia",
    nl: "Frankrijk",
    es: "Francia",
    sv: "Frankrike",
    da: "Frankrig",
  },
  IT: {
    de: "Italien",
    en: "Italy",
    fr: "Italie",
    it: "Italia",
    nl: "Italië",
    es: "Italia",
    sv: "Italien",
    da: "Italien",
  },
  NL: {
    de: "Niederlande",
    en: "Netherlands",
    fr: "Pays-Bas",
    it: "Paesi Bassi",
    nl: "Nederland",
    es: "Países Bajos",
    sv: "Nederländerna",
    da: "Nederlandene",
  },
  ES: {
    de: "Spanien",
    en: "Spain",
    fr: "Espagne",
    it: "Spagna",
    nl: "Spanje",
    es: "España",
    sv: "Spanien",
    da: "Spanien",
  },
  SE: {
    de: "Schweden",
    en: "Sweden",
    fr: "Suède",
    it: "Svezia",
    nl: "Zweden",
    es: "Suecia",
    sv: "Sverige",
    da: "Sverige",
  },
  DK: {
    de: "Dänemark",
    en: "Denmark",
    fr: "Danemark",
    it: "Danimarca",
    nl: "Denemarken",
    es: "Dinamarca",
    sv: "Danmark",
    da: "Danmark",
  },
  US: {
    de: "Vereinigte Staaten",
    en: "United States",
    fr: "États-Unis",
    it: "Stati Uniti",
    nl: "Verenigde Staten",
    es: "Estados Unidos",
    sv: "USA",
    da: "USA",
  },
};

const SALUTATIONS: Record<string, Texts> = {
  ms: { de: "Frau", en: "Ms", fr: "Madame", it: "Signora", nl: "Mevrouw", es: "Sra.", sv: "Fru", da: "Fru" },
  mr: { de: "Herr", en: "Mr", fr: "Monsieur", it: "Signor", nl: "De heer", es: "Sr.", sv: "Herr", da: "Hr." },
  none: {
    de: "Keine Angabe",
    en: "Not specified",
    fr: "Non précisé",
    it: "Non specificato",
    nl: "Niet opgegeven",
    es: "Sin especificar",
    sv: "Ej angivet",
    da: "Ikke angivet",
  },
};

export const customerAttributes = (lang: keyof Texts) => ({
  countries: Object.fromEntries(Object.entries(COUNTRY_NAMES).map(([k, v]) => [k, v[lang]])),
  salutations: Object.fromEntries(Object.entries(SALUTATIONS).map(([k, v]) => [k, v[lang]])),
  required_fields: ["email", "password", "fname", "lname", "street", "zip", "city", "country"],
  visible_fields: [
    "email",
    "password",
    "salutation",
    "fname",
    "lname",
    "company",
    "phone",
    "street",
    "zip",
    "city",
    "country",
    "send_invoice",
  ],
});
