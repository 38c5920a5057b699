// The start module (src/start.ts): from the first queued mount and the address it finds the start
// route in the app's own route table and asks for what that route declares, its first reads
// included, before the entry is here.
import { describe, expect, it } from "vitest";
import { useSandbox } from "./helpers/sandbox";
import { start, startOf } from "../src/start";
import { DEFAULT_LANGUAGE } from "../loader/languages";
import { ROUTE_TABLE } from "../src/app/route-table";
import type { EarlyAnswer } from "../src/api/options";
import { createClock } from "../src/embed/clock";

const service = useSandbox();

type Early = [string, Promise<EarlyAnswer>][];
const loaderMount = (o: Record<string, unknown>) => ({
  q: [["mount", [document.createElement("div"), { api: service.api, config: new Promise(() => undefined), ...o }]]] as [
    string,
    unknown[],
  ][],
});

describe("the start module", () => {
  it("opens where the hash says, else where the options say, in the default language when none is named", () => {
    expect(startOf("#/en/tickets/12?x=1", { lang: "fr", route: "/vouchers" })).toEqual({
      lang: "en",
      path: "/tickets/12",
    });
    expect(startOf("#/about", { lang: "fr", route: "/vouchers" })).toEqual({ lang: "fr", path: "/vouchers" });
    expect(startOf("", {})).toEqual({ lang: DEFAULT_LANGUAGE, path: "/" });
    expect(startOf("", { lang: "xx" })).toEqual({ lang: DEFAULT_LANGUAGE, path: "/" });
  });

  it("asks for the start route's declared first reads, as the app's client will call them, and hands them to the mount", async () => {
    const F = loaderMount({ lang: "de" });
    start(F, "#/en/tickets/101");
    const o = F.q[0]![1][1] as { early: Early };
    const today = createClock().todayDate();
    const declared = ROUTE_TABLE.find((r) => r.name === "event")!.reads!({ id: "101" }, () => today);
    expect(declared).toHaveLength(3);
    expect(o.early.map(([address]) => address)).toEqual(
      declared.map(
        ([endpoint, query]) =>
          `${service.api}/en/${endpoint}` + (query ? `?${new URLSearchParams(query as Record<string, string>)}` : ""),
      ),
    );
    for (const [, answer] of o.early) expect((await answer).status).toBe(200);
  });

  it("asks for no read for a mount without the loader's configuration request (a host's own mount)", () => {
    const F = loaderMount({ config: undefined });
    start(F, "#/de/tickets");
    expect((F.q[0]![1][1] as { early?: Early }).early).toBeUndefined();
  });

  it("reads the configuration's body as soon as it arrives", async () => {
    const config = Promise.resolve(new Response(JSON.stringify({ data: { a: 1 } })));
    const F = loaderMount({ config });
    start(F, "");
    const o = F.q[0]![1][1] as { config: Promise<{ ok: boolean; json(): Promise<unknown> }> };
    const stand = await o.config;
    expect(stand.ok).toBe(true);
    await expect(stand.json()).resolves.toEqual({ data: { a: 1 } });
  });
});
