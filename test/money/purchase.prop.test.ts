// The purchase as a state machine, explored by fast-check (issue 32): visitors' tabs add lines,
// order, pay, decline or cancel at the provider, go back, lose or repeat the way back, reload,
// visit the cancel page by hand, copy a tab or lose its storage, while calls fail (4xx, 5xx,
// garbage, no answer in time) and carts expire. The widget's own actions run against the real
// sandbox over HTTP; after every step the money's truths are checked against the service.
// `npm test` runs a short fixed-seed exploration; `npm run explore` thousands of sequences.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { useSandbox, type TestService } from "../helpers/sandbox";
import { loginToken } from "../features/account/session";
import { adultTickets, answerProvider, poster } from "../features/checkout/helpers";
import { cancelCart, placeOrder } from "../../src/features/checkout/actions";
import { executeReturn, pendingReturn } from "../../src/features/checkout/execute";
import type { CancelOutcome } from "../../src/features/checkout/actions";
import type { Execution } from "../../src/features/checkout/store";
import { exploring, runs } from "../helpers/explore";
import { getShippingCosts } from "../../src/api/shipping";
import { needsShipping, shippingCart } from "../../src/domain/shipping";
import { startedCarts } from "../../src/stores/started-carts";
import {
  EMBED,
  MemoryStorage,
  PAGE,
  addLines,
  openTab,
  returnOf,
  sandboxCarts,
  type SandboxCart,
  type Tab,
} from "./tabs";

/** What the test knows of each tab, enough to say which steps can come next. */
interface Model {
  tabs: { atProvider: boolean; returning: boolean }[];
  faults: number;
  expired: boolean;
}

interface RealTab {
  tab: Tab;
  backend: MemoryStorage | null;
  provider: string | null;
  returning: string | null;
}

type Outcome =
  | { kind: "exec"; us: string; execution: Execution | null }
  | { kind: "cancel"; cartId: string; outcome: CancelOutcome };

interface Real {
  service: TestService;
  /** The visitor's login; null: a guest (express PayPal only). */
  token: string | null;
  tabs: RealTab[];
  outcomes: Outcome[];
  /** Each cart the widget started, with the basket lines it covered. */
  started: Map<string, string[]>;
}

const LIMIT = 250;
const LINES = [() => poster(1), () => adultTickets(1), () => poster(2)];

/** A page load of the tab: new stores from its session storage (none when storage is blocked). */
async function reload(r: Real, t: RealTab): Promise<void> {
  t.tab.close();
  t.tab = await openTab(r.service, { backend: t.backend, token: r.token, paymentLimit: LIMIT });
}

async function execute(r: Real, t: RealTab, params: Parameters<typeof executeReturn>[1]) {
  await executeReturn(t.tab.ctx, params);
  r.outcomes.push({ kind: "exec", us: params.us, execution: t.tab.ctx.checkout.getState().execution });
}

async function visitCancelPage(r: Real, t: RealTab, us: string | null) {
  // the tab's cart, else the newest payment started in another tab (the page asks about that one)
  const cartId = t.tab.ctx.stores.basket.getState().cartId ?? startedCarts.newest(EMBED)?.cartId;
  const outcome = await cancelCart(t.tab.ctx, us);
  if (cartId) r.outcomes.push({ kind: "cancel", cartId, outcome });
}

/** The truths of issue 32, checked against the service after every step. */
async function checkTruths(r: Real): Promise<void> {
  const carts = await sandboxCarts(r.service);
  const byUs = new Map(carts.map((c) => [c.us, c]));
  const byId = new Map(carts.map((c) => [c.id, c]));
  const paid = carts.filter((c) => c.kind === "cart" && c.status === "paid");
  // the money taken is booked
  for (const c of carts)
    if (c.payment === "authorized") expect(c, "an authorized cart is booked").toMatchObject({ status: "paid" });
  // one basket is paid once, has one open cart, and no line is paid twice
  const perBasket = (list: SandboxCart[]) => {
    const n = new Map<string, number>();
    for (const c of list) if (c.basket) n.set(c.basket, (n.get(c.basket) ?? 0) + 1);
    return Math.max(0, ...n.values());
  };
  expect(perBasket(paid), "paid carts of one basket").toBeLessThanOrEqual(1);
  expect(
    perBasket(carts.filter((c) => c.status === "open" && c.payment === "pending" && !c.expired)),
    "open carts of one basket",
  ).toBeLessThanOrEqual(1);
  const paidKeys = paid.flatMap((c) => r.started.get(c.id) ?? []);
  expect(new Set(paidKeys).size, `a basket line paid twice: ${paidKeys.join(",")}`).toBe(paidKeys.length);
  for (const o of r.outcomes) {
    if (o.kind === "cancel") {
      const cart = byId.get(o.cartId);
      if (cart?.status === "paid")
        expect(o.outcome, `paid cart ${o.cartId} called ${o.outcome}`).not.toMatch(/^(canceled|gone)$/);
      continue;
    }
    const cart = byUs.get(o.us);
    const e = o.execution;
    if (e?.status === "failed" && cart) expect(cart.status, `paid cart ${cart.id} called failed`).not.toBe("paid");
    if (e?.status === "done" || e?.status === "elsewhere") {
      // success only for a booking the service confirmed, at the total it charged
      expect(cart, "a booking of a payment the service knows").toBeDefined();
      expect(e.result.booking_id).toBe(cart!.bookingId);
      // the total the page shows (with what was booked) is what was charged
      if (e.status === "done" && e.lines.length > 0 && cart!.kind === "cart")
        expect(e.result.total, `total confirmed = charged: ${JSON.stringify(e)}`).toBe(cart!.total);
    }
  }
}

/** The checkout's shipping costs for the basket (the billing address's country); false: unknown. */
async function knowShipping(tab: Tab): Promise<boolean> {
  const basket = tab.ctx.stores.basket.getState();
  if (!needsShipping(basket.lines)) return true;
  try {
    basket.setShipping(await getShippingCosts(tab.ctx.api, shippingCart(basket.lines), null));
    return true;
  } catch {
    return false;
  }
}

type Cmd = fc.AsyncCommand<Model, Real>;

const tabIndex = fc.nat({ max: 2 });
const pick = (m: Readonly<Model>, t: number) => t < m.tabs.length;

class Add implements Cmd {
  constructor(
    readonly t: number,
    readonly line: number,
  ) {}
  check = (m: Readonly<Model>) => pick(m, this.t) && !m.tabs[this.t].atProvider;
  async run(_: Model, r: Real) {
    addLines(r.tabs[this.t].tab, [LINES[this.line]()]);
    await checkTruths(r);
  }
  toString = () => `add(tab ${this.t}, line ${this.line})`;
}

class Order implements Cmd {
  constructor(
    readonly t: number,
    readonly payart: number,
  ) {}
  check = (m: Readonly<Model>) => pick(m, this.t) && !m.tabs[this.t].atProvider;
  async run(m: Model, r: Real) {
    const t = r.tabs[this.t];
    await reload(r, t);
    // as the checkout does: posted lines are ordered once their shipping costs are known
    if (!(await knowShipping(t.tab))) return;
    const target = await placeOrder(t.tab.ctx, { payart: this.payart, shipping: null }, PAGE);
    const { cartId, started } = t.tab.ctx.stores.basket.getState();
    if (target && cartId) r.started.set(cartId, started?.keys ?? []);
    t.provider = target;
    m.tabs[this.t].atProvider = target !== null;
    await checkTruths(r);
  }
  toString = () => `order(tab ${this.t}, payart ${this.payart})`;
}

class Provider implements Cmd {
  constructor(
    readonly t: number,
    readonly action: "pay" | "decline" | "cancel",
  ) {}
  check = (m: Readonly<Model>) => pick(m, this.t) && m.tabs[this.t].atProvider && !m.tabs[this.t].returning;
  async run(m: Model, r: Real) {
    const t = r.tabs[this.t];
    t.returning = await answerProvider(r.service, t.provider!, this.action);
    t.provider = null;
    m.tabs[this.t] = { atProvider: false, returning: true };
    await checkTruths(r);
  }
  toString = () => `provider(tab ${this.t}, ${this.action})`;
}

class Back implements Cmd {
  constructor(readonly t: number) {}
  check = (m: Readonly<Model>) => pick(m, this.t) && m.tabs[this.t].atProvider;
  async run(m: Model, r: Real) {
    r.tabs[this.t].provider = null;
    m.tabs[this.t].atProvider = false;
    await reload(r, r.tabs[this.t]);
    await checkTruths(r);
  }
  toString = () => `back from the provider(tab ${this.t})`;
}

/** The way back arrives (once, or twice: a reload of the return page), or is lost. */
class Return implements Cmd {
  constructor(
    readonly t: number,
    readonly times: 0 | 1 | 2,
  ) {}
  check = (m: Readonly<Model>) => pick(m, this.t) && m.tabs[this.t].returning;
  async run(m: Model, r: Real) {
    const t = r.tabs[this.t];
    const url = t.returning!;
    t.returning = null;
    m.tabs[this.t].returning = false;
    for (let i = 0; i < this.times; i++) {
      await reload(r, t);
      const { params, page } = returnOf(url);
      if (page === "success") await execute(r, t, params);
      else await visitCancelPage(r, t, params.us);
    }
    await checkTruths(r);
  }
  toString = () => (this.times ? `return(tab ${this.t}, ${this.times}x)` : `return lost(tab ${this.t})`);
}

class Reload implements Cmd {
  constructor(readonly t: number) {}
  check = (m: Readonly<Model>) => pick(m, this.t) && !m.tabs[this.t].atProvider;
  async run(_: Model, r: Real) {
    const t = r.tabs[this.t];
    await reload(r, t);
    // on the success page, a return still waiting for its answer is resumed
    const pending = pendingReturn.read(t.tab.ctx.storage);
    if (pending) await execute(r, t, pending);
    await checkTruths(r);
  }
  toString = () => `reload(tab ${this.t})`;
}

class CancelPage implements Cmd {
  constructor(readonly t: number) {}
  check = (m: Readonly<Model>) => pick(m, this.t) && !m.tabs[this.t].atProvider;
  async run(_: Model, r: Real) {
    await reload(r, r.tabs[this.t]);
    await visitCancelPage(r, r.tabs[this.t], null);
    await checkTruths(r);
  }
  toString = () => `cancel page by hand(tab ${this.t})`;
}

class CopyTab implements Cmd {
  constructor(readonly t: number) {}
  check = (m: Readonly<Model>) => pick(m, this.t) && m.tabs.length < 3;
  async run(m: Model, r: Real) {
    const backend = r.tabs[this.t].backend?.copy() ?? null;
    const tab = await openTab(r.service, { backend, token: r.token, paymentLimit: LIMIT });
    r.tabs.push({ tab, backend, provider: null, returning: null });
    m.tabs.push({ atProvider: false, returning: false });
    await checkTruths(r);
  }
  toString = () => `copy tab ${this.t}`;
}

class LoseStorage implements Cmd {
  constructor(readonly t: number) {}
  check = (m: Readonly<Model>) => pick(m, this.t) && !m.tabs[this.t].atProvider;
  async run(_: Model, r: Real) {
    r.tabs[this.t].backend = null;
    await reload(r, r.tabs[this.t]);
    await checkTruths(r);
  }
  toString = () => `storage lost(tab ${this.t})`;
}

const FAULTS: Record<string, object> = {
  "500": { status: 500 },
  "502": { status: 502 },
  "401": { status: 401 },
  "403": { status: 403 },
  "406": { status: 406 },
  "409": { status: 409 },
  "422": { status: 422 },
  "429": { status: 429 },
  garbage: { body: '{"data":"abc"}' },
  late: { delay: LIMIT * 3 },
};

class Fault implements Cmd {
  constructor(
    readonly endpoint: string,
    readonly kind: string,
  ) {}
  check = (m: Readonly<Model>) => m.faults < 2;
  async run(m: Model, r: Real) {
    await r.service.fault({ endpoint: this.endpoint, method: "POST", ...FAULTS[this.kind] });
    m.faults++;
  }
  toString = () => `fault(${this.endpoint}, ${this.kind})`;
}

class Expire implements Cmd {
  check = (m: Readonly<Model>) => !m.expired;
  async run(m: Model, r: Real) {
    await r.service.advance(16 * 60_000);
    m.expired = true;
    await checkTruths(r);
  }
  toString = () => "carts expire";
}

/** Every step, weighted so that most sequences reach the provider and come back. */
const step: fc.Arbitrary<Cmd> = fc.oneof(
  { weight: 2, arbitrary: fc.tuple(tabIndex, fc.nat({ max: LINES.length - 1 })).map(([t, l]) => new Add(t, l)) },
  { weight: 4, arbitrary: fc.tuple(tabIndex, fc.constantFrom(80, 157)).map(([t, p]) => new Order(t, p)) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(tabIndex, fc.constantFrom("pay", "pay", "decline", "cancel" as const))
      .map(([t, a]) => new Provider(t, a)),
  },
  {
    weight: 4,
    arbitrary: fc.tuple(tabIndex, fc.constantFrom(0, 1, 1, 2 as const)).map(([t, n]) => new Return(t, n as 0 | 1 | 2)),
  },
  { weight: 1, arbitrary: tabIndex.map((t) => new Back(t)) },
  { weight: 2, arbitrary: tabIndex.map((t) => new Reload(t)) },
  { weight: 1, arbitrary: tabIndex.map((t) => new CancelPage(t)) },
  { weight: 2, arbitrary: tabIndex.map((t) => new CopyTab(t)) },
  { weight: 1, arbitrary: tabIndex.map((t) => new LoseStorage(t)) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom("checkout/initPayment", "checkout/execPayment", "checkout/cancel"),
        fc.constantFrom(...Object.keys(FAULTS)),
      )
      .map(([e, k]) => new Fault(e, k)),
  },
  { weight: 1, arbitrary: fc.constant(new Expire()) },
);

describe.each(["rich", "spec"] as const)("the purchase explored as a model (%s answers)", (shape) => {
  const service = useSandbox({ shape });

  it("every sequence of steps ends in one truthful outcome", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.commands([step], { maxCommands: exploring ? 30 : 20, size: "max" }),
        async (guest, cmds) => {
          await service.reset(service.pinned);
          localStorage.clear();
          const token = guest ? null : await loginToken(service);
          const backend = new MemoryStorage();
          const tab = await openTab(service, { backend, token, paymentLimit: LIMIT });
          // every visitor starts with something in the basket
          addLines(tab, [LINES[0]()]);
          const real: Real = {
            service,
            token,
            tabs: [{ tab, backend, provider: null, returning: null }],
            outcomes: [],
            started: new Map(),
          };
          try {
            await fc.asyncModelRun(
              () => ({ model: { tabs: [{ atProvider: false, returning: false }], faults: 0, expired: false }, real }),
              cmds,
            );
          } finally {
            real.tabs.forEach((t) => t.tab.close());
            if (process.env.FOYER_TRACE) console.log("SEQ", guest ? "guest" : "customer", String(cmds));
          }
        },
      ),
      runs(12, 2500),
    );
  });
});
