// A guided tour of a slot: its tour prices and admission tickets, and the visitor's answers.
import type { LineKind, Obj, Read } from "./kind";
import { byName, named, preparedSubtickets, subticket, tourPartGross, when } from "./parts";
import type { AnsweredQuestion, TourAnswer, TourPartLine } from "./types";

const ANSWER_TYPES: TourAnswer["type"][] = ["radio", "select", "checkbox", "text", "textarea", "number"];

const tourPart = (o: Obj, r: Read): TourPartLine => ({
  ...subticket(o, r),
  ...(o.subtickets !== undefined ? { subtickets: r.all(o.subtickets, (x) => subticket(x, r)) } : {}),
});

function answer(o: Obj, r: Read): TourAnswer {
  const type = r.need(ANSWER_TYPES.find((t) => t === o.type));
  const value = Array.isArray(o.value) ? o.value.map((v) => r.need(r.str(v))) : r.need(r.str(o.value));
  return { qId: r.need(r.whole(o.qId, 0)), type, value };
}

/** The answers in words are only shown: a damaged entry is left out, never the line. */
const answeredOf = (v: unknown): { answered?: AnsweredQuestion[] } =>
  Array.isArray(v)
    ? {
        answered: v.flatMap((x) =>
          !!x && typeof x === "object" && typeof x.question === "string" && typeof x.answer === "string"
            ? [{ question: x.question, answer: x.answer }]
            : [],
        ),
      }
    : {};

const flag = (v: unknown): 0 | 1 => (v === 1 || v === true ? 1 : 0);

export const guidedTour: LineKind<"guidedTour"> = {
  type: "guidedTour",
  storedName: byName,
  decode(o, r, base) {
    const tickets = r.all(o.tickets, (x) => tourPart(x, r));
    const tours = r.all(o.tours, (x) => tourPart(x, r));
    return {
      ...base,
      type: "guidedTour",
      tourId: r.need(r.whole(o.tourId, 0)),
      eventName: r.str(o.eventName) ?? "",
      ...when(o, r),
      ...r.optional("timeslotId", o.timeslotId),
      answers: r.all(o.answers, (x) => answer(x, r)),
      ...answeredOf(o.answered),
      tickets,
      tours: r.need(tickets.length || tours.length ? tours : undefined),
      single_ticketing: flag(o.single_ticketing),
      book_complete_tour: flag(o.book_complete_tour),
      totalCount: r.need(r.whole(o.totalCount, 0)),
      priceId: r.need(r.whole(o.priceId, 0)),
    };
  },
  prepare: (line) => ({
    type: "guidedTour",
    answers: line.answers,
    datetime: line.datetime,
    tourId: line.tourId,
    prices: line.tours.filter((p) => p.count > 0).map((p) => ({ id: p.id, count: p.count })),
    tickets: line.tickets
      .filter((t) => t.count > 0)
      .map((t) => ({ id: t.id, count: t.count, subtickets: preparedSubtickets(t.subtickets) })),
  }),
  /** Each part at its rate (a tour's fee at 19 %, its admission tickets at 7 %). */
  gross: (line) => [...line.tours, ...line.tickets].flatMap(tourPartGross),
  label: named,
};
