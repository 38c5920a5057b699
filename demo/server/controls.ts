// Test controls, only in the sandbox: reset the data, set the clock, inject faults, change
// the configuration and settings for a test.
import type { Fault } from "./faults";
import type { Hono } from "hono";
import { cors } from "hono/cors";
import type { SandboxState } from "./state";
import { body, fail, ok } from "./http";
import type { ShopData } from "./areas/shop";
import { checkoutData } from "./areas/checkout-carts";

export function controls(app: Hono, state: SandboxState) {
  app.use(
    "/__sandbox/*",
    cors({ origin: "*", allowMethods: ["GET", "POST", "DELETE", "OPTIONS"], allowHeaders: ["content-type"] }),
  );
  /** Resets the data, the faults and the clock; with {now}, the clock starts at that instant and the
   * programme is seeded around its day (tests pin their date this way). */
  app.post("/__sandbox/reset", async (c) => {
    const { now } = await body<{ now?: string }>(c);
    const at = now ? new Date(now) : null;
    if (at && Number.isNaN(at.getTime())) return fail(c, 400, "INVALID_DATE");
    state.faults.clear();
    if (at) state.clock.set(at);
    else state.clock.reset();
    state.reset();
    return ok(c, { reset: true, now: state.clock.now().toISOString() });
  });
  app.get("/__sandbox/clock", (c) => ok(c, { now: state.clock.now().toISOString() }));
  app.post("/__sandbox/clock", async (c) => {
    const { now } = await body<{ now?: string }>(c);
    const at = now ? new Date(now) : null;
    if (!at || Number.isNaN(at.getTime())) return fail(c, 400, "INVALID_DATE");
    state.clock.set(at);
    return ok(c, { now: state.clock.now().toISOString() });
  });
  app.post("/__sandbox/fault", async (c) => {
    const f = await body<Partial<Fault>>(c);
    if (!f.endpoint || (!f.status && !f.delay && f.body === undefined)) return fail(c, 400, "INVALID_FAULT");
    state.faults.add({
      endpoint: f.endpoint,
      status: f.status,
      delay: f.delay,
      times: f.times ?? 1,
      method: f.method,
      body: f.body,
      contentType: typeof f.contentType === "string" ? f.contentType : undefined,
    });
    return ok(c, state.faults.list());
  });
  app.get("/__sandbox/fault", (c) => ok(c, state.faults.list()));
  /** How many delayed calls are still waiting for their answer. */
  app.get("/__sandbox/fault/delayed", (c) => ok(c, { delayed: state.faults.delayed }));
  app.delete("/__sandbox/fault", (c) => {
    state.faults.clear();
    return ok(c, []);
  });
  /** Merges fields into the remote configuration (until the next reset); null leaves a field out. */
  app.post("/__sandbox/config", async (c) => {
    const patch = await body<Record<string, unknown>>(c);
    const shop = state.area<ShopData>("shop");
    const merged: Record<string, unknown> = { ...shop.config, ...patch };
    for (const [key, value] of Object.entries(patch)) if (value === null) delete merged[key];
    shop.config = merged as ShopData["config"];
    return ok(c, shop.config);
  });
  /** Sets a static page (all languages) or static-content fields, e.g. HTML to sanitise. */
  app.post("/__sandbox/page", async (c) => {
    const page = await body<{ id?: string; title?: string; html?: string }>(c);
    if (!page.id) return fail(c, 400, "INVALID_PAGE");
    state.area<ShopData>("shop").pages[page.id] = { title: page.title ?? "", html: page.html ?? "" };
    return ok(c, { id: page.id });
  });
  app.post("/__sandbox/content", async (c) => {
    const shop = state.area<ShopData>("shop");
    shop.content = { ...shop.content, ...(await body(c)) };
    return ok(c, shop.content);
  });
  app.post("/__sandbox/settings", async (c) => {
    const patch = await body<Partial<SandboxState["settings"]>>(c);
    state.settings = { ...state.settings, ...patch };
    return ok(c, state.settings);
  });
  /** The carts and what became of them, for tests that check the money's truth (issue 32). */
  app.get("/__sandbox/carts", (c) =>
    ok(
      c,
      [...checkoutData(state).carts.values()].map((cart) => ({
        id: cart.id,
        us: cart.us,
        kind: cart.kind,
        basket: cart.basket,
        customerId: cart.customerId,
        status: cart.status,
        payment: cart.payment,
        total: cart.total,
        bookingId: cart.result?.booking_id ?? null,
        expired: cart.expires <= state.clock.now().getTime(),
      })),
    ),
  );
}
