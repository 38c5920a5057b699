// The tour, merchandise and voucher screens' first reads (src/api/tour-reads.ts,
// merchandise-reads.ts, voucher-reads.ts), as the route table declares them: a read asked for
// ahead (ApiClient.prefetch) must be the very address the screen's own first call asks for, or the
// service is asked twice. Checked against the sandbox over HTTP, counting at the fetch boundary:
// the route's reads asked for ahead, then the screen's first calls, and each address was fetched
// once.
import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/dom";
import { useSandbox } from "../helpers/sandbox";
import { museumDay } from "../helpers/clock";
import { addressOf, createApiClient, type ApiClient } from "../../src/api/client";
import { flagDaysFrom, openingMonth, tourReads } from "../../src/api/tour-reads";
import { getMerchandise, getMerchandiseAttributes, getMerchandiseList } from "../../src/api/merchandise";
import { getCustomerAttributes } from "../../src/api/customer-attributes";
import { getVoucher, getVoucherGroups, getVouchers } from "../../src/api/vouchers";
import { ROUTE_TABLE, routeFor } from "../../src/app/route-table";
import { createTourStore } from "../../src/features/tours/store";
import { IDLE } from "../../src/features/tours/store/state";
import { flagDays } from "../../src/domain/tours";
import { monthRange } from "../../src/domain/tours-list";
import { initialMonth, toKeyDate } from "../../src/domain/dates";
import { ANNUAL_PASS_KIND } from "../../src/domain/product-kinds";
import type { FirstRead } from "../../src/domain/paths";

const service = useSandbox();

const asked: string[] = [];
const real = globalThis.fetch;
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => (asked.push(String(input)), real(input, init));
afterEach(() => void asked.splice(0));

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);
const api = (): ApiClient => createApiClient({ base: service.api, lang: () => "en", token: () => null });

/** The reads the route table declares for a path (RouteDef.reads, or those of its area's `needs`). */
async function declared(path: string, today: Date): Promise<FirstRead[]> {
  const { route, params } = routeFor(ROUTE_TABLE, path)!;
  const reads = route.needs ? (await route.needs()).needs[route.name]?.reads : route.reads;
  return reads?.(params, () => today) ?? [];
}

/** The route's declared reads for a path, asked for ahead; their absolute addresses. */
async function askAhead(client: ApiClient, path: string, today: Date): Promise<string[]> {
  const reads = await declared(path, today);
  for (const [endpoint, query] of reads) client.prefetch(endpoint, query);
  return reads.map(([endpoint, query]) => addressOf(service.api, "en", endpoint, query));
}

/** Each address fetched once, and nothing else asked of the service (its test controls aside). */
const fetchedOnce = (addresses: string[]) =>
  expect(asked.filter((u) => u.startsWith(service.api)).sort()).toEqual([...addresses].sort());

describe("the tour screens' first reads", () => {
  it.each([day(2026, 6, 10), day(2026, 1, 31), day(2026, 12, 31), day(2028, 2, 29)])(
    "on %s: the month a running tour opens on, and the list's flag days",
    (today) => {
      const { start, end } = monthRange(initialMonth(today, null));
      expect(openingMonth(today)).toEqual([start, end]);
      const [from, lookahead] = flagDaysFrom(today);
      const days = flagDays(today);
      expect([from, lookahead]).toEqual([days[0]!.replace(/-/g, ""), days.length - 1]);
      expect(toKeyDate(today)).toBe(days[0]);
    },
  );

  it("nothing for an id that is no tour's", () => {
    expect(tourReads(NaN, day(2026, 6, 10))).toEqual([]);
    expect(tourReads(0, day(2026, 6, 10))).toEqual([]);
    expect(tourReads(1.5, day(2026, 6, 10))).toEqual([]);
  });

  it("the tour list's store asks for no address but the declared ones, each once", async () => {
    const today = museumDay(service.pinned);
    const client = api();
    const ahead = await askAhead(client, "/guided-tours", today);
    expect(ahead).toHaveLength(3);
    const store = createTourStore(client, () => today);
    store.getState().loadList(today);
    await waitFor(() => {
      expect(store.getState().tours.length).toBeGreaterThan(0);
      expect(store.getState().attributes).not.toBeNull();
      expect(store.getState().loading).toEqual(IDLE);
    });
    fetchedOnce(ahead);
  });

  it("a tour's store asks for no address but the declared ones, each once (a tour running today)", async () => {
    const today = museumDay(service.pinned);
    const client = api();
    const ahead = await askAhead(client, "/guided-tours/101", today);
    expect(ahead).toHaveLength(4);
    const store = createTourStore(client, () => today);
    store.getState().openTour(101, today);
    await waitFor(() => {
      expect(store.getState().tour?.id).toBe(101);
      expect(Object.keys(store.getState().calendar).length).toBeGreaterThan(0);
      expect(store.getState().loading).toEqual(IDLE);
    });
    fetchedOnce(ahead);
  });
});

describe("the merchandise and voucher screens' first reads", () => {
  const today = day(2026, 6, 10);
  it.each<[string, string, (client: ApiClient) => Promise<unknown>[]]>([
    [
      "the merchandise list",
      "/merchandise",
      (c) => [getMerchandiseList(c), getMerchandiseAttributes(c), getMerchandiseAttributes(c, ANNUAL_PASS_KIND)],
    ],
    [
      "a category's list",
      "/merchandise/2",
      (c) => [getMerchandiseList(c), getMerchandiseAttributes(c), getMerchandiseAttributes(c, ANNUAL_PASS_KIND)],
    ],
    [
      "the pass list",
      "/passes",
      (c) => [getMerchandiseList(c), getMerchandiseAttributes(c), getMerchandiseAttributes(c, ANNUAL_PASS_KIND)],
    ],
    ["a product", "/product/3", (c) => [getMerchandise(c, 3)]],
    [
      "an annual pass",
      "/passes/102",
      (c) => [getMerchandise(c, 102), getMerchandiseAttributes(c, ANNUAL_PASS_KIND), getCustomerAttributes(c)],
    ],
    ["the voucher list", "/vouchers", (c) => [getVouchers(c), getVoucherGroups(c)]],
    ["a voucher", "/vouchers/4", (c) => [getVoucher(c, 4)]],
  ])("%s (%s): the screen's first calls ask for the declared addresses, each once", async (_, path, calls) => {
    const client = api();
    const ahead = await askAhead(client, path, today);
    await Promise.all(calls(client));
    fetchedOnce(ahead);
  });

  it.each(["/product/x", "/product/0", "/passes/-1", "/vouchers/1.5", "/guided-tours/x"])(
    "%s declares no read",
    async (path) => expect(await declared(path, today)).toEqual([]),
  );
});
