// Day and month arithmetic of the calendars (the ticket and tour calendars, their keyboard and
// the months they ask for), in the browser's local time: days and months added at the same time
// of day, a month's first and last moment, a week's Monday. The few lines the calendars took from
// date-fns (docs/decisions.md, "The calendars' date arithmetic"); a property test holds them
// equal to it.

type DateLike = Date | number;

/** `d` plus `n` days, at the same time of day. */
export function addDays(d: DateLike, n: number): Date {
  const r = new Date(d);
  r.setDate(r.getDate() + n);
  return r;
}

/**
 * `d` plus `n` months, at the same time of day; a day the month lacks is its last (31 January + 1
 * = the end of February). Set in one step from `d`: a step through the month's 1st would move the
 * time where that day has no midnight (a clock change at midnight).
 */
export function addMonths(d: DateLike, n: number): Date {
  const r = new Date(d);
  const last = new Date(r.getTime());
  last.setMonth(r.getMonth() + n + 1, 0);
  if (r.getDate() >= last.getDate()) return last;
  r.setFullYear(last.getFullYear(), last.getMonth(), r.getDate());
  return r;
}

/** The month's first day, at midnight. */
export const startOfMonth = (d: DateLike): Date => {
  const r = new Date(d);
  return new Date(r.getFullYear(), r.getMonth(), 1);
};

/** The month's last moment (its last day at 23:59:59.999). */
export const endOfMonth = (d: DateLike): Date => {
  const r = new Date(d);
  return new Date(r.getFullYear(), r.getMonth() + 1, 0, 23, 59, 59, 999);
};

/** The Monday of the week, at midnight (the calendars' weeks start on Monday). */
export const startOfWeek = (d: DateLike): Date => {
  const r = new Date(d);
  return new Date(r.getFullYear(), r.getMonth(), r.getDate() - ((r.getDay() + 6) % 7));
};

/** Whether two days are in the same month of the same year. */
export const isSameMonth = (a: DateLike, b: DateLike): boolean => {
  const x = new Date(a);
  const y = new Date(b);
  return x.getFullYear() === y.getFullYear() && x.getMonth() === y.getMonth();
};
