// How far ahead the tour list looks (spec 001 section 2), apart from domain/tours.ts: the tour
// list's first read (api/tour-reads.ts) is declared in the route table, which is part of the start
// module, and must not bring the tours' rules with it.

/** Days the tours-per-day flags cover: today and the next four (the fourth flag is today + 4). */
export const FLAG_DAYS = 5;
