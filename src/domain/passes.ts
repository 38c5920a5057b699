// Annual pass owners (spec 001 sections 3-5): one row per person a pass is for, with title,
// first name and surname, each owner's own choice to get the pass by post (send_to_custom_addr),
// and an address when that owner chose it or the pass's venue always needs one. Pure.
import type { PassOwner } from "./basket";
import { nameRefusal, nameText, type NameRefusal } from "./names";

export type OwnerAddress = NonNullable<PassOwner["address"]>;

/** An owner row as the form holds it: the address is kept even while it is not asked for. */
export interface OwnerRow {
  title: string;
  fname: string;
  lname: string;
  /** This owner's pass is sent by post to the owner's address. */
  sendToCustomAddr: boolean;
  address: OwnerAddress;
}

export type OwnerField = "fname" | "lname" | "street" | "zip" | "city" | "country";

export const emptyOwner = (country = ""): OwnerRow => ({
  title: "",
  fname: "",
  lname: "",
  sendToCustomAddr: false,
  address: { street: "", zip: "", city: "", country },
});

/** Owners needed for `quantity` passes of a pass for `persons` people. */
export const ownerCount = (quantity: number, persons = 1): number =>
  Math.max(0, Math.floor(quantity)) * Math.max(1, Math.floor(persons) || 1);

/**
 * The owner rows for a new owner count: rows already filled in are kept in order, missing ones
 * are added empty (with the default country), extra ones at the end are dropped.
 */
export function ownerRows(rows: readonly OwnerRow[], count: number, country = ""): OwnerRow[] {
  const n = Math.max(0, Math.floor(count));
  return Array.from({ length: n }, (_, i) => rows[i] ?? emptyOwner(country));
}

/**
 * Whether an owner gives an address: always for a pass of one of the configured venues, otherwise
 * only when that owner's pass is sent to a custom address.
 */
export const needsAddress = (
  venue: string | null | undefined,
  sendToCustomAddr: boolean,
  addressVenues: readonly string[],
): boolean => sendToCustomAddr || (!!venue && addressVenues.includes(venue));

const filled = (value: string | undefined) => !!value && value.trim() !== "";

/** The required fields a row is missing (first name and surname always, the address when asked for). */
export function ownerErrors(row: OwnerRow, withAddress: boolean): OwnerField[] {
  const missing: OwnerField[] = [];
  if (!filled(row.fname)) missing.push("fname");
  if (!filled(row.lname)) missing.push("lname");
  if (withAddress)
    for (const f of ["street", "zip", "city", "country"] as const) if (!filled(row.address[f])) missing.push(f);
  return missing;
}

export type OwnerNameRefusals = Partial<Record<"fname" | "lname", Exclude<NameRefusal, "empty">>>;

/** The holder's names the one name rule refuses (domain/names.ts); empty ones are ownerErrors'. */
export function ownerNameRefusals(row: OwnerRow): OwnerNameRefusals {
  const out: OwnerNameRefusals = {};
  for (const f of ["fname", "lname"] as const) {
    const refusal = nameRefusal(row[f]);
    if (refusal) out[f] = refusal;
  }
  return out;
}

/**
 * The owners as the basket line holds them: trimmed (names as domain/names.ts keeps them), each with its send_to_custom_addr, and the
 * address only when it is asked for (`always`: the venue needs it, else the owner's choice).
 */
export function ownersForLine(rows: readonly OwnerRow[], always: boolean): PassOwner[] {
  return rows.map((r) => {
    const owner: PassOwner = {
      title: r.title.trim(),
      fname: nameText(r.fname),
      lname: nameText(r.lname),
      send_to_custom_addr: r.sendToCustomAddr,
    };
    if (always || r.sendToCustomAddr)
      owner.address = {
        street: r.address.street.trim(),
        zip: r.address.zip.trim(),
        city: r.address.city.trim(),
        country: r.address.country.trim(),
      };
    return owner;
  });
}
