// Dates: d.m.Y for display, YYYYMMDD in calendar paths, YYYY-MM-DD as keys.
import { lightFormat as format } from "date-fns/lightFormat";
import { parse } from "date-fns/parse";
import { isValid } from "date-fns/isValid";

/** d.m.Y with leading zeros, e.g. 05.03.2027. */
export const formatDate = (date: Date): string => format(date, "dd.MM.yyyy");
/** YYYYMMDD, as calendar calls expect it in their path. */
export const toPathDate = (date: Date): string => format(date, "yyyyMMdd");
/** YYYY-MM-DD, the key form of calendar answers. */
export const toKeyDate = (date: Date): string => format(date, "yyyy-MM-dd");

/** A YYYY-MM-DD (or YYYY-MM-DD HH:mm[:ss]) string as a local date, or null. */
export function parseKeyDate(value: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(?::\d{2})?)?$/.exec(value.trim());
  if (!m) return null;
  const d = m[2] ? parse(`${m[1]} ${m[2]}`, "yyyy-MM-dd HH:mm", new Date(0)) : parse(m[1], "yyyy-MM-dd", new Date(0));
  return isValid(d) ? d : null;
}

/** d.m.Y of a key date string, or the string itself when it is not a date. */
export function formatKeyDate(value: string): string {
  const d = parseKeyDate(value);
  return d ? formatDate(d) : value;
}
