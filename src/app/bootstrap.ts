// After the configuration: meta data, static content, the partner, the first referrer, and
// (whenever the token changes) the customer and the payment types. Loaded after the first
// paint: nothing here is needed to draw the first screen.
import { getMeta, getStaticContent } from "../api/shop-content";
import { getPaymentTypes } from "../api/payments";
import { getCustomer } from "../api/customer";
import type { Embed } from "../stores/context";

/**
 * Referrers from payment providers' pages are not kept (spec 000 section 4). A provider is
 * known by its host (or a subdomain of it); the service's own provider pages (`{service}/pay/`,
 * the sandbox's) count too. A museum page whose path merely contains `/pay/` is not a provider.
 */
const PROVIDER_HOSTS = [
  "paypal.com",
  "stripe.com",
  "adyen.com",
  "mollie.com",
  "payone.com",
  "computop.com",
  "saferpay.com",
  "datatrans.com",
  "unzer.com",
  "klarna.com",
  "sofort.com",
  "wallee.com",
];

export function isProviderReferrer(referrer: string, serviceBase?: string): boolean {
  try {
    const url = new URL(referrer);
    const host = url.hostname.toLowerCase();
    if (PROVIDER_HOSTS.some((h) => host === h || host.endsWith(`.${h}`))) return true;
    return !!serviceBase && url.origin === new URL(serviceBase).origin && url.pathname.startsWith("/pay/");
  } catch {
    return true;
  }
}

export function startSession({ api, stores, options }: Embed): void {
  const shell = stores.shell.getState();
  if (document.referrer && !isProviderReferrer(document.referrer, options.api))
    shell.setFirstReferrer(document.referrer);
  getMeta(api, options.shop).then(shell.setMeta, () => undefined);
}

/** Banners, cookie notice and social links, in the embed's current language. */
export function loadContent({ api, stores }: Embed, isLive: () => boolean): void {
  getStaticContent(api).then(
    (content) => isLive() && stores.shell.getState().setContent(content),
    () => undefined,
  );
}

/** Payment types (and the customer, when a token is known) for the current token. */
export function loadVisitor({ api, stores, options }: Embed, isLive: () => boolean): void {
  const session = stores.session.getState();
  getPaymentTypes(api, options.shop).then(
    (types) => isLive() && session.setPaymentTypes(Array.isArray(types) ? types : []),
    () => isLive() && session.setPaymentTypes([]),
  );
  if (session.token && !session.customer)
    getCustomer(api).then(
      (c) => isLive() && session.setCustomer(c),
      () => undefined,
    );
}
