// What a basket line shows under its name, by its type: a table over every LineType, so a new line type does
// not compile until it says how it is shown (its pure parts are its module in src/domain/lines/). The VAT
// rows follow for every line (parts/basket-line.tsx).
import type { BasketLine, LineOf, LineType, SubticketLine, TourPartLine } from "../../domain/basket";
import type { TFunction } from "../../i18n/use-t";

export interface DetailFormat {
  t: TFunction;
  money: (minor: number) => string;
  keyDate: (s: string) => string;
}

/** A row that is only a name the line was added with: shown in the line's own language (`lang`). */
export interface OwnRow {
  own: string;
}
export type DetailRow = string | OwnRow;

type Details = { [T in LineType]: (line: LineOf<T>, f: DetailFormat) => DetailRow[] };

const parts = (list: (SubticketLine | TourPartLine)[] | undefined) => (list ?? []).filter((p) => p.count > 0);
const when = ({ t, keyDate }: DetailFormat, date: string, time: string) =>
  time ? t("checkout.line.when", { date: keyDate(date), time }) : keyDate(date);
const quantity = ({ t, money }: DetailFormat, line: BasketLine) =>
  t("checkout.line.quantity", { count: line.count, price: money(line.price) });
const plain = (line: BasketLine, f: DetailFormat) => [quantity(f, line)];

const DETAILS: Details = {
  ticket: (line, f) => [
    ...(line.eventName && line.eventName !== line.name ? [{ own: line.eventName }] : []),
    when(f, line.date, line.time),
    quantity(f, line),
    ...parts(line.subtickets).map((p) => f.t("checkout.line.part", { count: p.count * line.count, name: p.name })),
  ],
  guidedTour: (line, f) => [
    when(f, line.date, line.time),
    ...[...parts(line.tours), ...parts(line.tickets)].map((p) =>
      f.t("checkout.line.part", { count: p.count, name: p.name }),
    ),
    ...(line.answered ?? []).map((a) => f.t("checkout.line.answer", { question: a.question, answer: a.answer })),
  ],
  dayTicket: (line, f) => [f.keyDate(line.date), quantity(f, line)],
  voucherCode: (line, f) => [
    f.t("checkout.line.code", { code: line.barcode }),
    f.t("checkout.line.codeLeft", { amount: f.money(line.remaining ?? line.amount) }),
  ],
  merchandise: plain,
  voucher: plain,
  annualPass: (line, f) => [
    quantity(f, line),
    ...(line.owners.length
      ? [f.t("checkout.line.owners", { names: line.owners.map((o) => `${o.fname} ${o.lname}`.trim()).join(", ") })]
      : []),
  ],
};

/** The rows of a line's details (TypeScript cannot tie `line.type` to its entry's parameter: widened once here). */
export const lineDetails = (line: BasketLine, f: DetailFormat): DetailRow[] =>
  (DETAILS[line.type] as (line: BasketLine, f: DetailFormat) => DetailRow[])(line, f);
