// Analytics adapters: the embed's events sent to a tag manager's dataLayer (GA4 e-commerce
// events), a social pixel (Meta's fbq) and an ad tracker (Microsoft Advertising's uetq), each
// only when the host page has it and data-consent allows it. Amounts are in EUR.
import type { FoyerEventMap, FoyerEventName } from "./events";

export type Adapter = "datalayer" | "pixel" | "ads";
export const ADAPTERS: Adapter[] = ["datalayer", "pixel", "ads"];

/** The adapters data-consent allows: "all", "none" (the default) or a list ("datalayer ads"). */
export function allowedAdapters(consent: string | undefined): Adapter[] {
  const words = (consent ?? "none").toLowerCase().split(/\s+/).filter(Boolean);
  if (words.includes("all")) return ADAPTERS;
  return ADAPTERS.filter((a) => words.includes(a));
}

interface HostWindow {
  dataLayer?: unknown[];
  fbq?: (...args: unknown[]) => void;
  uetq?: { push: (...args: unknown[]) => void };
}

const GA4: Record<FoyerEventName, string | null> = {
  "foyer:ready": null,
  "foyer:error": null,
  "foyer:basket-add": "add_to_cart",
  "foyer:basket-remove": "remove_from_cart",
  "foyer:checkout": "begin_checkout",
  "foyer:purchase": "purchase",
};

const PIXEL: Record<FoyerEventName, [method: "track" | "trackCustom", name: string] | null> = {
  "foyer:ready": null,
  "foyer:error": null,
  "foyer:basket-add": ["track", "AddToCart"],
  "foyer:basket-remove": ["trackCustom", "RemoveFromCart"],
  "foyer:checkout": ["track", "InitiateCheckout"],
  "foyer:purchase": ["track", "Purchase"],
};

/** The value and items of an event, in EUR. */
function summary<K extends FoyerEventName>(type: K, detail: FoyerEventMap[K]) {
  if (type === "foyer:basket-add" || type === "foyer:basket-remove") {
    const { item } = detail as FoyerEventMap["foyer:basket-add"];
    return { value: Math.round(item.price * item.quantity * 100) / 100, items: [item] };
  }
  if (type === "foyer:checkout" || type === "foyer:purchase") {
    const d = detail as FoyerEventMap["foyer:checkout"];
    return { value: d.value, items: d.items };
  }
  return null;
}

export function send<K extends FoyerEventName>(
  adapters: Adapter[],
  host: HostWindow,
  type: K,
  detail: FoyerEventMap[K],
): void {
  const s = summary(type, detail);
  if (!s) return;
  const transaction_id =
    type === "foyer:purchase" ? (detail as FoyerEventMap["foyer:purchase"]).transactionId : undefined;
  if (adapters.includes("datalayer") && Array.isArray(host.dataLayer) && GA4[type]) {
    host.dataLayer.push({ ecommerce: null });
    host.dataLayer.push({
      event: GA4[type],
      ecommerce: { currency: "EUR", value: s.value, transaction_id, items: s.items },
    });
  }
  const pixel = PIXEL[type];
  if (adapters.includes("pixel") && typeof host.fbq === "function" && pixel) {
    host.fbq(pixel[0], pixel[1], {
      currency: "EUR",
      value: s.value,
      content_type: "product",
      content_ids: s.items.map((i) => i.item_id),
      num_items: s.items.reduce((n, i) => n + i.quantity, 0),
    });
  }
  if (adapters.includes("ads") && host.uetq && typeof host.uetq.push === "function" && GA4[type]) {
    host.uetq.push("event", GA4[type], {
      revenue_value: s.value,
      currency: "EUR",
      ...(transaction_id ? { transaction_id } : {}),
    });
  }
}
