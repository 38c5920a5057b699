// Seeded vouchers and voucher codes. Vouchers: fixed values in two groups, a variable amount,
// one out of stock and one whose sale has ended. Codes (valid, partly used, not yet valid,
// expired, used up, and one larger than most baskets) with dates computed from the clock's
// today, so they move with it. Times are the museum's (UTC+1), "YYYY-MM-DD HH:mm:ss".
import type { Texts } from "../http";
import { addDays, keyDate } from "../clock";

export interface SeedVoucherGroup {
  id: number;
  name: Texts;
  sequence_no: number;
}

export interface SeedVoucher {
  id: number;
  name: Texts;
  price: number;
  vat_value: number;
  variable_amount: 0 | 1;
  groupId: number;
  sequence_no: number;
  /** Left for sale; null: unlimited. */
  stock: number | null;
  /** Last day of sale (YYYY-MM-DD); null: no end. */
  sale_until: string | null;
}

export interface SeedVoucherCode {
  barcode: string;
  name: Texts;
  amount: number;
  used_amount: number;
  valid_from: string | null;
  valid_to: string | null;
}

/** A variable voucher's amount lies between 1 and 1,000 EUR. */
export const VARIABLE_MIN = 100;
export const VARIABLE_MAX = 100_000;

export const VOUCHER_GROUPS: SeedVoucherGroup[] = [
  {
    id: 1,
    sequence_no: 1,
    name: {
      de: "Wertgutscheine",
      en: "Gift vouchers",
      fr: "Bons cadeaux",
      it: "Buoni regalo",
      nl: "Waardebonnen",
      es: "Vales regalo",
      sv: "Presentkort",
      da: "Gavekort",
    },
  },
  {
    id: 2,
    sequence_no: 2,
    name: {
      de: "Erlebnisgutscheine",
      en: "Experience vouchers",
      fr: "Bons expérience",
      it: "Buoni esperienza",
      nl: "Belevingsbonnen",
      es: "Vales de experiencia",
      sv: "Upplevelsepresentkort",
      da: "Oplevelsesgavekort",
    },
  },
];

const valueName = (euros: number): Texts => ({
  de: `Wertgutschein ${euros} €`,
  en: `Gift voucher €${euros}`,
  fr: `Bon cadeau ${euros} €`,
  it: `Buono regalo ${euros} €`,
  nl: `Cadeaubon € ${euros}`,
  es: `Vale regalo ${euros} €`,
  sv: `Presentkort ${euros} €`,
  da: `Gavekort ${euros} €`,
});

export function seedVouchers(today: Date): SeedVoucher[] {
  const fixed = (id: number, euros: number, sequence_no: number): SeedVoucher => ({
    id,
    name: valueName(euros),
    price: euros * 100,
    vat_value: 0,
    variable_amount: 0,
    groupId: 1,
    sequence_no,
    stock: null,
    sale_until: null,
  });
  return [
    fixed(3, 100, 30),
    fixed(1, 25, 10),
    fixed(2, 50, 20),
    {
      id: 4,
      name: {
        de: "Gutschein mit Wunschbetrag",
        en: "Voucher, amount of your choice",
        fr: "Bon d’un montant au choix",
        it: "Buono con importo a scelta",
        nl: "Cadeaubon met bedrag naar keuze",
        es: "Vale por el importe que elijas",
        sv: "Presentkort med valfritt belopp",
        da: "Gavekort med valgfrit beløb",
      },
      price: 2500,
      vat_value: 0,
      variable_amount: 1,
      groupId: 1,
      sequence_no: 40,
      stock: null,
      sale_until: null,
    },
    {
      id: 5,
      name: {
        de: "Führung für zwei",
        en: "Guided tour for two",
        fr: "Visite guidée pour deux",
        it: "Visita guidata per due",
        nl: "Rondleiding voor twee",
        es: "Visita guiada para dos",
        sv: "Guidad visning för två",
        da: "Omvisning for to",
      },
      price: 3800,
      vat_value: 0,
      variable_amount: 0,
      groupId: 2,
      sequence_no: 10,
      stock: 50,
      sale_until: null,
    },
    {
      id: 6,
      name: {
        de: "Familientag (2 Erwachsene, 3 Kinder)",
        en: "Family day (2 adults, 3 children)",
        fr: "Journée en famille (2 adultes, 3 enfants)",
        it: "Giornata in famiglia (2 adulti, 3 bambini)",
        nl: "Familiedag (2 volwassenen, 3 kinderen)",
        es: "Día en familia (2 adultos, 3 niños)",
        sv: "Familjedag (2 vuxna, 3 barn)",
        da: "Familiedag (2 voksne, 3 børn)",
      },
      price: 4900,
      vat_value: 0,
      variable_amount: 0,
      groupId: 2,
      sequence_no: 20,
      stock: null,
      sale_until: null,
    },
    {
      id: 7,
      name: {
        de: "Adventsabend im Museum",
        en: "Advent evening at the museum",
        fr: "Soirée de l’Avent au musée",
        it: "Serata d’Avvento al museo",
        nl: "Adventsavond in het museum",
        es: "Velada de Adviento en el museo",
        sv: "Adventskväll på museet",
        da: "Adventsaften på museet",
      },
      price: 2900,
      vat_value: 0,
      variable_amount: 0,
      groupId: 2,
      sequence_no: 30,
      stock: 0,
      sale_until: null,
    },
    {
      id: 8,
      name: {
        de: "Sommernacht im Garten",
        en: "Summer night in the garden",
        fr: "Nuit d’été au jardin",
        it: "Notte d’estate in giardino",
        nl: "Zomernacht in de tuin",
        es: "Noche de verano en el jardín",
        sv: "Sommarnatt i trädgården",
        da: "Sommernat i haven",
      },
      price: 3200,
      vat_value: 0,
      variable_amount: 0,
      groupId: 2,
      sequence_no: 40,
      stock: null,
      sale_until: keyDate(addDays(today, -1)),
    },
  ];
}

const CODE_NAME: Texts = {
  de: "Wertgutschein",
  en: "Gift voucher",
  fr: "Bon cadeau",
  it: "Buono regalo",
  nl: "Cadeaubon",
  es: "Vale regalo",
  sv: "Presentkort",
  da: "Gavekort",
};

export function seedVoucherCodes(today: Date): SeedVoucherCode[] {
  const day = (days: number, time: string) => `${keyDate(addDays(today, days))} ${time}`;
  const code = (
    barcode: string,
    amount: number,
    used_amount: number,
    from: number,
    to: number,
    fromTime = "00:00:00",
  ): SeedVoucherCode => ({
    barcode,
    name: CODE_NAME,
    amount,
    used_amount,
    valid_from: day(from, fromTime),
    valid_to: day(to, "23:59:59"),
  });
  return [
    code("GIFT-VALID-50", 5000, 0, -30, 365),
    code("GIFT-PARTLY-30", 5000, 2000, -60, 300),
    code("GIFT-FUTURE-25", 2500, 0, 10, 375, "10:00:00"),
    code("GIFT-EXPIRED-25", 2500, 0, -400, -1),
    code("GIFT-USED-25", 2500, 2500, -90, 270),
    code("GIFT-BIG-500", 50000, 0, -10, 355),
  ];
}
