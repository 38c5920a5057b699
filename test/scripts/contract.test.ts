// The contract check (`npm run contract`) against the sandbox in both shapes, and against a
// sandbox whose answers are broken (faults with a body or a status): it says which call lacks
// what, and fails.
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { useSandbox } from "../helpers/sandbox";
import { runContract, type CallReport } from "../../scripts/contract";

const rich = useSandbox();
const strict = useSandbox({ shape: "spec" });

const quiet = () => undefined;
const find = (reports: CallReport[], call: string) => reports.find((r) => r.call.startsWith(call))!;

describe("npm run contract", () => {
  it("passes against the rich sandbox and lists its extensions and error codes", async () => {
    const lines: string[] = [];
    const { ok, reports } = await runContract({
      api: rich.api,
      langs: ["en", "de"],
      log: (l) => lines.push(l),
      write: true,
      user: "erika.mustermann@example.org",
      password: "Lindenhof-2024",
      order: "P3H8N5W2",
    });
    expect(ok).toBe(true);
    expect(reports.filter((r) => r.lang === "de").length).toBe(reports.filter((r) => r.lang === "en").length);
    expect(find(reports, "event/select").extensions).toEqual([
      "[].start",
      "[].description",
      "[].ticket_groups",
      "[].mode",
    ]);
    expect(find(reports, "ticket/collect/event/101").extensions).toContain("event");
    expect(find(reports, "merchandise/attr?product_kind=13").extensions).toEqual(["address_venues"]);
    expect(find(reports, "ticket/collect/event/999999999").errorCode).toBe("EVENT_NOT_FOUND");
    expect(find(reports, "voucher?voucher=").errorCode).toBe("VOUCHER_NOT_FOUND");
    expect(reports.some((r) => r.call === "shipping/costs")).toBe(true);
    expect(find(reports, "checkout/suggest").extensions).toEqual(["[].description", "[].image"]);
    expect(find(reports, "order/review").errorCode).toBe("ORDER_NOT_AVAILABLE");
    // a cart started (nothing charged) and cancelled, and the account read, in each language
    expect(reports.filter((r) => r.call === "checkout/initPayment").map((r) => [r.status, r.problem])).toEqual([
      [200, null],
      [200, null],
    ]);
    const cancels = reports.filter((r) => r.call.startsWith("checkout/cancel?noRedirect=1&cartId=C"));
    expect(cancels.map((r) => r.status)).toEqual([200, 200]);
    expect(find(reports, "auth/login")).toMatchObject({ status: 200, problem: null });
    expect(reports.find((r) => r.call === "customer")).toMatchObject({
      status: 200,
      problem: null,
      extensions: ["send_invoice"],
    });
    // personal data: refused without the proof, the contract's fields with it
    expect(find(reports, "customer without a token")).toMatchObject({ status: 401, problem: null });
    expect(find(reports, "customer/fromOrder?id=P3H8N5W2")).toMatchObject({ status: 401, problem: null });
    expect(find(reports, "customer/fromOrder with the account's token")).toMatchObject({ status: 200, problem: null });
    // the token is never printed
    expect(lines.some((l) => l.includes("_="))).toBe(false);
  });

  it("writes against the strict sandbox: a cart started, its cancel skipped (the provider's address names no cart); no account read without credentials", async () => {
    const lines: string[] = [];
    const { ok, reports } = await runContract({
      api: strict.api,
      langs: ["sv"],
      log: (l) => lines.push(l),
      write: true,
    });
    expect(ok).toBe(true);
    expect(reports.flatMap((r) => r.extensions)).toEqual([]);
    expect(find(reports, "checkout/initPayment").status).toBe(200);
    expect(reports.some((r) => r.call.startsWith("checkout/cancel"))).toBe(false);
    expect(lines).toContain(
      "– sv checkout/cancel skipped: the provider page names no cartId (the cart expires on its own)",
    );
    expect(lines).toContain("– sv account read skipped: no --user and --password given");
    expect(reports.some((r) => r.call === "auth/login")).toBe(false);
  });

  it("names the checkout and account answers that lack what the widget requires", async () => {
    await rich.fault({ endpoint: "checkout/initPayment", method: "POST", body: { data: { url: "https://pay" } } });
    await rich.fault({ endpoint: "shipping/costs", method: "POST", body: { data: null } });
    await rich.fault({ endpoint: "customer/attr", body: { data: { countries: {}, required_fields: [] } } });
    // (the first call of `customer` is the one without a token, which must be refused)
    await rich.fault({ endpoint: "customer", body: { data: "not a customer" }, times: 2 });
    const { ok, reports } = await runContract({
      api: rich.api,
      langs: ["en"],
      log: quiet,
      write: true,
      user: "erika.mustermann@example.org",
      password: "Lindenhof-2024",
    });
    expect(ok).toBe(false);
    expect(find(reports, "checkout/initPayment").problem).toBe('lacks a usable "data"');
    expect(find(reports, "shipping/costs").problem).toBe('lacks a usable "data"');
    expect(find(reports, "customer/attr").problem).toBe('lacks a usable "visible_fields"');
    expect(reports.find((r) => r.call === "customer")!.problem).toBe('lacks a usable "data"');
    // no redirect was read, so no cart to cancel
    expect(reports.some((r) => r.call.startsWith("checkout/cancel"))).toBe(false);
  });

  it("passes against the strict sandbox, which carries no extensions", async () => {
    const { ok, reports } = await runContract({ api: strict.api, langs: ["fr"], log: quiet });
    expect(ok).toBe(true);
    expect(reports.flatMap((r) => r.extensions)).toEqual([]);
    expect(find(reports, "voucher?voucher=").errorCode).toBe("VOUCHER_NOT_FOUND");
    // reads only without --write
    expect(reports.some((r) => r.call === "shipping/costs")).toBe(false);
  });

  it("names each call that lacks what the widget requires, and fails", async () => {
    await rich.fault({ endpoint: "event/select", body: { data: [{ id: 1 }] } });
    await rich.fault({ endpoint: "tour", body: { data: { id: 101, name: "No size" } } });
    await rich.fault({ endpoint: "voucher/attr", body: { data: { groups: [] } } });
    await rich.fault({ endpoint: "merchandise/select", status: 500 });
    const lines: string[] = [];
    const { ok, reports } = await runContract({ api: rich.api, langs: ["en"], log: (l) => lines.push(l) });
    expect(ok).toBe(false);
    expect(find(reports, "event/select").problem).toBe('lacks a usable "[0].name"');
    expect(find(reports, "tour?tour=").problem).toBe('lacks a usable "max_participants"');
    expect(find(reports, "voucher/attr").problem).toBe('lacks a usable "group"');
    expect(find(reports, "merchandise/select")).toMatchObject({ status: 500, problem: "answered 500" });
    expect(lines).toContain('✗ en GET voucher/attr 200 · lacks a usable "group"');
    expect(lines.at(-1)).toMatch(/^✗ 4 of \d+ calls do not answer as the widget requires$/);
  });

  it("exits with 1 for a service that cannot be reached or answers without a required field, and 0 for the sandbox (the CLI)", async () => {
    const run = (api: string) =>
      spawnSync("npx", ["tsx", "scripts/contract.ts", "--api", api, "--lang", "en"], { encoding: "utf8" });
    const down = run("http://127.0.0.1:9/api");
    expect(down.status).toBe(1);
    expect(down.stdout).toContain("✗ en GET event/select 0 · no answer");
    await rich.fault({ endpoint: "checkout/payments", body: { data: { types: [] } } });
    const broken = run(rich.api);
    expect(broken.status).toBe(1);
    expect(broken.stdout).toContain('✗ en GET checkout/payments?shop=3 200 · lacks a usable "data"');
    const up = run(strict.api);
    expect(up.status).toBe(0);
    expect(up.stdout).toContain("✓ all ");
  }, 60_000);

  it("fails a service that gives personal data away: without the proof, or with more than the contract's fields (issue 33)", async () => {
    // a deliberately leaky service: the whole stored record, to anyone who asks
    const record = {
      salutation: "ms",
      fname: "Erika",
      lname: "Mustermann",
      company: "",
      email: "erika.mustermann@example.org",
      phone: "+49 30 555 0101",
      addrBilling: { street: "Lindenallee 12", zip: "10115", city: "Berlin", country: "DE" },
      addrShipping: {
        id: 1,
        name: "Erika Mustermann",
        street: "Hafenstraße 3",
        zip: "20457",
        city: "Hamburg",
        country: "DE",
      },
      passwordHash: "ab12",
      passwordSalt: "cd34",
    };
    await rich.fault({ endpoint: "customer/fromOrder", body: { data: record }, times: 3 });
    await rich.fault({ endpoint: "customer", body: { data: record }, times: 2 });
    const lines: string[] = [];
    const { ok, reports } = await runContract({
      api: rich.api,
      langs: ["en"],
      log: (l) => lines.push(l),
      write: true,
      user: "erika.mustermann@example.org",
      password: "Lindenhof-2024",
      order: "P3H8N5W2",
    });
    expect(ok).toBe(false);
    const problems = Object.fromEntries(reports.filter((r) => r.problem).map((r) => [r.call, r.problem]));
    expect(problems).toEqual({
      "customer without a token": "answers personal data without the proof (200)",
      customer: "answers more than the contract's fields: passwordHash, passwordSalt",
      "customer/fromOrder?id=P3H8N5W2": "answers personal data without the proof (200)",
      "customer/fromOrder with a token nobody was given": "answers personal data without the proof (200)",
      "customer/fromOrder with the account's token":
        "answers more than the contract's fields: phone, addrShipping, passwordHash, passwordSalt",
    });
    expect(lines).toContain("✗ en GET customer without a token 200 · answers personal data without the proof (200)");
    expect(lines.some((l) => l.includes("_="))).toBe(false);
  });

  it("fails a service that answers an order's customer without a token, even with no order given", async () => {
    await rich.fault({ endpoint: "customer/fromOrder", body: { data: { fname: "Jonas" } } });
    const { ok, reports } = await runContract({ api: rich.api, langs: ["en"], log: quiet });
    expect(ok).toBe(false);
    expect(find(reports, "customer/fromOrder?id=FOYERCONTRACT0").problem).toBe(
      "answers personal data without the proof (200)",
    );
  });
});
