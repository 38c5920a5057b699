// What the visitor is told, as messages: selection errors and day notices. Server codes never
// reach the screen; the calls' failures are states of the stores.
import type { Message } from "../../i18n/use-t";
import type { SelectionError } from "../../domain/tickets";
import { formatKeyDate } from "../../domain/dates";
import type { DayNotice } from "./event-store";

export function selectionMessage(e: SelectionError): Message {
  switch (e.kind) {
    case "nothingSelected":
      return { id: "tickets.errorNothing" };
    case "overbooked":
      return { id: "tickets.errorOverbooked", values: { requested: e.requested, available: e.available } };
    case "familyIncomplete":
      return { id: "tickets.errorFamily", values: { name: e.name } };
    case "subticketRange":
      return { id: "tickets.errorSubticket", values: { name: e.name, min: e.min, max: e.max } };
  }
}

/** Errors shown before the visitor tries to add: all but "nothing chosen yet". */
export const visibleErrors = (errors: SelectionError[], submitted: boolean): SelectionError[] =>
  submitted ? errors : errors.filter((e) => e.kind !== "nothingSelected");

export function noticeMessage(n: DayNotice): Message {
  switch (n.kind) {
    case "daySoldOut":
      return { id: "tickets.daySoldOut", values: { date: formatKeyDate(n.date) } };
    case "dayUnavailable":
      return { id: "tickets.dayUnavailable", values: { date: formatKeyDate(n.date) } };
    case "dayFailed":
      return { id: "tickets.dayFailed", values: { date: formatKeyDate(n.date) } };
    case "timeSoldOut":
      return { id: "tickets.timeSoldOut", values: { time: n.time } };
  }
}
