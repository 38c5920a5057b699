// An annual pass with its owners (each pass may go by post to its owner's address).
import type { LineKind, Obj, Read } from "./kind";
import { asHeld, atOwnRate, byName, named } from "./parts";
import type { PassOwner } from "./types";

/** A pass owner; `byPost` is a basket of before per-owner posting, whose line said it for all owners with an
 * address. */
function owner(o: Obj, r: Read, byPost: boolean): PassOwner {
  const a = r.isObj(o.address) ? o.address : null;
  return {
    title: r.str(o.title) ?? "",
    fname: r.need(r.text(o.fname)),
    lname: r.need(r.text(o.lname)),
    send_to_custom_addr: o.send_to_custom_addr === true || (byPost && !!a),
    ...(a
      ? {
          address: {
            street: r.str(a.street) ?? "",
            zip: r.str(a.zip) ?? "",
            city: r.str(a.city) ?? "",
            country: r.str(a.country) ?? "",
          },
        }
      : {}),
  };
}

export const annualPass: LineKind<"annualPass"> = {
  type: "annualPass",
  storedName: byName,
  decode(o, r, base) {
    const owners = r.all(o.owners, (x) => owner(x, r, o.send_to_custom_addr === true));
    return { ...base, type: "annualPass", owners: r.need(owners.length ? owners : undefined) };
  },
  prepare: asHeld,
  gross: atOwnRate,
  label: named,
};
