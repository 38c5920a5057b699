// A shop article.
import type { LineKind } from "./kind";
import { asHeld, atOwnRate, byName, named } from "./parts";

export const merchandise: LineKind<"merchandise"> = {
  type: "merchandise",
  storedName: byName,
  decode: (o, r, base) => ({ ...base, type: "merchandise", ...(r.text(o.image) ? { image: r.text(o.image) } : {}) }),
  prepare: asHeld,
  gross: atOwnRate,
  label: named,
};
