import { beforeEach, describe, expect, it } from "vitest";
import { inProcessSandbox } from "./helpers";
import { merchandiseArea } from "../../demo/server/areas/merchandise";
import type { ShopData } from "../../demo/server/areas/shop";
import type { CartLine } from "../../demo/server/state";
import { LANGS } from "../../demo/server/http";

const sb = inProcessSandbox([merchandiseArea]);
beforeEach(() => sb.state.reset());

interface Item {
  id: number;
  name: string;
  stock: number;
  price: number;
  product_kind_ref: number | null;
  custom_groups: { id: number }[];
  image: string;
  persons?: number;
  venue?: string;
}

describe("merchandise calls", () => {
  it("lists merchandise in categories with pictures, one sold out, one with low stock, and passes for one and two people", async () => {
    const { status, body } = await sb.get<{ data: Item[] }>("/en/merchandise/select");
    expect(status).toBe(200);
    const items = body.data;
    expect(items.filter((i) => i.stock <= 0).map((i) => i.name)).toEqual(["Poster “Night Garden”"]);
    expect(items.some((i) => i.stock > 0 && i.stock <= 5)).toBe(true);
    expect(new Set(items.flatMap((i) => i.custom_groups.map((g) => g.id)))).toEqual(new Set([1, 2, 3, 4, 10, 11]));
    const passes = items.filter((i) => i.product_kind_ref === 13);
    expect(passes.map((p) => p.persons).sort()).toEqual([1, 1, 2]);
    for (const i of items) expect(i.image).toMatch(/^\/static\/merchandise\/.+\.svg$/);
  });

  it("has its texts in all eight languages", async () => {
    const names = await Promise.all(
      LANGS.map((l) => sb.get<{ data: Item }>(`/${l}/merchandise?article=3`).then((r) => r.body.data.name)),
    );
    expect(new Set(names).size).toBeGreaterThanOrEqual(7); // some languages share a word
    for (const n of names) expect(n).toBeTruthy();
  });

  it.each([
    ["/en/merchandise?article=3", 200, "Poster “Linden in Bloom”"],
    ["/en/merchandise?article=999", 404, "ARTICLE_NOT_FOUND"],
    ["/en/merchandise?article=abc", 404, "ARTICLE_NOT_FOUND"],
    ["/en/merchandise", 404, "ARTICLE_NOT_FOUND"],
  ])("GET %s -> %i", async (path, status, text) => {
    const r = await sb.get<{ data?: Item; code?: string }>(path);
    expect(r.status).toBe(status);
    expect(r.body.data?.name ?? r.body.code).toBe(text);
  });

  it.each([
    ["/de/merchandise/attr", ["Bücher", "Poster", "Karten und Papeterie", "Geschenke"], undefined],
    ["/en/merchandise/attr?product_kind=13", ["Single passes", "Passes for two"], ["LHG"]],
  ])("GET %s: categories (and the address venues of passes)", async (path, names, venues) => {
    const r = await sb.get<{ data: { category: { name: string }[]; address_venues?: string[] } }>(path);
    expect(r.body.data.category.map((c) => c.name)).toEqual(names);
    expect(r.body.data.address_venues).toEqual(venues);
  });

  it("takes the address venues from the configuration when a test sets them", async () => {
    const shop = sb.state.area<ShopData>("shop");
    shop.config = { ...shop.config, pass_address_venues: ["LH", "LHG"] } as ShopData["config"];
    const r = await sb.get<{ data: { address_venues: string[] } }>("/en/merchandise/attr?product_kind=13");
    expect(r.body.data.address_venues).toEqual(["LH", "LHG"]);
  });

  it("serves the product pictures", async () => {
    const r = await sb.get<string>("/static/merchandise/poster-linden.svg");
    expect(r.status).toBe(200);
    expect(r.body).toContain("<svg");
    expect((await sb.get("/static/merchandise/none.svg")).status).toBe(404);
  });
});

const merch = (id: number, count: number): CartLine => ({ type: "merchandise", id, count, price: 1 });
const owner = (fname: string, address?: Record<string, string>, custom = false) => ({
  title: "",
  fname,
  lname: "Lind",
  send_to_custom_addr: custom,
  ...(address ? { address } : {}),
});
const addr = { street: "Weg 1", zip: "10117", city: "Berlin", country: "DE" };
const pass = (id: number, count: number, owners: unknown[]): CartLine => ({ type: "annualPass", id, count, owners });

describe("merchandise cart lines", () => {
  it.each([
    ["in stock", [merch(3, 2)], [null]],
    ["sold out", [merch(4, 1)], ["ARTICLE_SOLD_OUT"]],
    ["more than the stock", [merch(2, 4)], ["ARTICLE_OUT_OF_STOCK"]],
    ["all of the stock", [merch(2, 3)], [null]],
    ["earlier lines count", [merch(2, 2), merch(2, 2)], [null, "ARTICLE_OUT_OF_STOCK"]],
    ["unknown article", [merch(999, 1)], ["ARTICLE_NOT_FOUND"]],
    ["no count", [merch(3, 0)], ["INVALID_COUNT"]],
    ["a pass is not merchandise", [merch(101, 1)], ["ARTICLE_IS_ANNUAL_PASS"]],
  ] as [string, CartLine[], (string | null)[]][])("check: %s", (_, lines, expected) => {
    expect(sb.check(lines)).toEqual(expected);
  });

  it("prices lines with the service's price, not the line's", () => {
    expect(sb.amounts([merch(3, 2), merch(1, 1)])).toEqual([2400, 3490]);
  });

  it("commit reduces the stock, until it is sold out", () => {
    const h = sb.state.lineHandler("merchandise")!;
    h.commit(merch(2, 2), sb.state);
    expect(sb.check([merch(2, 2)])).toEqual(["ARTICLE_OUT_OF_STOCK"]);
    h.commit(merch(2, 1), sb.state);
    expect(sb.check([merch(2, 1)])).toEqual(["ARTICLE_SOLD_OUT"]);
  });
});

describe("annual pass cart lines", () => {
  it.each([
    ["one pass, one owner", [pass(101, 1, [owner("Ada")])], [null]],
    ["two passes need two owners", [pass(101, 2, [owner("Ada")])], ["PASS_OWNERS_MISSING"]],
    ["a pass for two needs two owners", [pass(102, 1, [owner("Ada"), owner("Ben")])], [null]],
    ["a pass for two with one owner", [pass(102, 1, [owner("Ada")])], ["PASS_OWNERS_MISSING"]],
    ["an owner without a name", [pass(101, 1, [owner(" ")])], ["PASS_OWNER_INVALID"]],
    [
      "custom address chosen, none given",
      [pass(101, 1, [owner("Ada", undefined, true)])],
      ["PASS_OWNER_ADDRESS_MISSING"],
    ],
    ["custom address chosen and given", [pass(101, 1, [owner("Ada", addr, true)])], [null]],
    // send_to_custom_addr is each owner's own (spec 001: an owner has name, address, send_to_custom_addr)
    ["only the owner who chose it gives an address", [pass(102, 1, [owner("Ada"), owner("Ben", addr, true)])], [null]],
    [
      "the owner who chose it without one",
      [pass(102, 1, [owner("Ada", addr), owner("Ben", undefined, true)])],
      ["PASS_OWNER_ADDRESS_MISSING"],
    ],
    ["the Garden House always needs the address", [pass(103, 1, [owner("Ada")])], ["PASS_OWNER_ADDRESS_MISSING"]],
    ["the Garden House with the address", [pass(103, 1, [owner("Ada", addr)])], [null]],
    ["merchandise is not a pass", [pass(3, 1, [owner("Ada")])], ["ARTICLE_NOT_ANNUAL_PASS"]],
  ] as [string, CartLine[], (string | null)[]][])("check: %s", (_, lines, expected) => {
    expect(sb.check(lines)).toEqual(expected);
  });

  it("prices and books passes", () => {
    const line = pass(102, 2, [owner("A"), owner("B"), owner("C"), owner("D")]);
    expect(sb.amounts([line])).toEqual([22000]);
    sb.state.lineHandler("annualPass")!.commit(line, sb.state);
    expect(
      sb.state.area<{ articles: { id: number; stock: number }[] }>("merchandise").articles.find((a) => a.id === 102)!
        .stock,
    ).toBe(298);
  });
});
