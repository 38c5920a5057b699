// The shell's calls: shop info, remote configuration, static content and pages, payment
// types (customer attributes: areas/accounts.ts).
import type { AreaModule } from "../state";
import { fail, langOf, ok } from "../http";
import { META, PAGES, PAYMENT_TYPES, seedConfig, staticContent } from "../seed/shop";

export interface ShopData {
  config: ReturnType<typeof seedConfig>;
  meta: typeof META;
  paymentTypes: typeof PAYMENT_TYPES;
  /** Pages and content set by a test (POST /__sandbox/page, /__sandbox/content). */
  pages: Record<string, { title: string; html: string }>;
  content: Partial<ReturnType<typeof staticContent>>;
}

export const shopArea: AreaModule = {
  name: "shop",
  seed(state) {
    state.data.shop = {
      config: seedConfig(),
      meta: { ...META },
      paymentTypes: PAYMENT_TYPES.map((p) => ({ ...p })),
      pages: {},
      content: {},
    } satisfies ShopData;
  },
  routes(api, state) {
    const shop = () => state.area<ShopData>("shop");
    api.get("/:lang/shopinfo/config", (c) => ok(c, shop().config));
    api.get("/:lang/shopinfo", (c) => ok(c, { meta: shop().meta }));
    api.get("/:lang/static/content", (c) => ok(c, { ...staticContent(langOf(c)), ...shop().content }));
    api.get("/:lang/static/page/:id", (c) => {
      const id = c.req.param("id");
      const page = shop().pages[id] ?? PAGES[id]?.[langOf(c)];
      return page ? ok(c, page) : fail(c, 404, "PAGE_NOT_FOUND");
    });
    api.get("/:lang/checkout/payments", (c) => ok(c, shop().paymentTypes));
  },
};
