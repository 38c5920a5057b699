// The account actions without React: a real API client and session store per test, the sandbox
// over HTTP. Each action's success keeps the session as the service answered it; a refusal is
// an Outcome with the service's field errors, and the session stays as it was.
import { describe, expect, it } from "vitest";
import { useSandbox } from "../../helpers/sandbox";
import { createApiClient } from "../../../src/api/client";
import { createEmbedStorage } from "../../../src/embed/storage";
import { createSessionStore } from "../../../src/stores/session";
import * as actions from "../../../src/features/account/actions";
import type { RegistrationPayload } from "../../../src/domain/account-form";
import { SEEDED_EMAIL, SEEDED_PASSWORD, loginToken } from "./session";

const service = useSandbox();

let embeds = 0;
/** An embed's API client and session, as mount() wires them: the client reads the session's token. */
function embed() {
  const session = createSessionStore(createEmbedStorage(`actions${++embeds}`, sessionStorage));
  const api = createApiClient({
    base: service.api,
    lang: () => "en",
    token: () => session.getState().token,
    retryDelay: () => 1,
  });
  return { api, stores: { session } };
}

async function loggedIn() {
  const ctx = embed();
  expect(await actions.logIn(ctx, SEEDED_EMAIL, SEEDED_PASSWORD)).toEqual({ ok: true });
  return ctx;
}

const person: RegistrationPayload = {
  email: "neu@example.org",
  password: "Sommer-2026",
  fname: "Nora",
  lname: "Neu",
  street: "Am Markt 1",
  zip: "10117",
  city: "Berlin",
  country: "DE",
};

describe("account actions", () => {
  it("logs in: the token and the service's customer in the session", async () => {
    const ctx = await loggedIn();
    expect(ctx.stores.session.getState().token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(ctx.stores.session.getState().customer).toMatchObject({ email: SEEDED_EMAIL, fname: "Erika" });
  });

  it("refuses a wrong password with the status, and signs nobody in", async () => {
    const ctx = embed();
    expect(await actions.logIn(ctx, SEEDED_EMAIL, "wrong")).toMatchObject({ ok: false, status: 401 });
    expect(ctx.stores.session.getState().token).toBeNull();
  });

  it("gives a failed call its status: 500, or 0 when the service cannot be reached", async () => {
    const ctx = embed();
    await service.fault({ endpoint: "auth/login", status: 500, method: "POST" });
    await expect(actions.logIn(ctx, SEEDED_EMAIL, SEEDED_PASSWORD)).resolves.toMatchObject({ status: 500 });
    const unreachable = {
      ...ctx,
      api: createApiClient({ base: "http://127.0.0.1:1/api", lang: () => "en", token: () => null }),
    };
    expect(await actions.logIn(unreachable, SEEDED_EMAIL, SEEDED_PASSWORD)).toMatchObject({ ok: false, status: 0 });
  });

  it("registers an account and signs it in at once; the same e-mail again is a 422 at the field", async () => {
    const ctx = embed();
    expect(await actions.registerAccount(ctx, person)).toEqual({ ok: true, signedIn: true });
    expect(ctx.stores.session.getState().customer).toMatchObject({ email: person.email, fname: "Nora" });
    const again = await actions.registerAccount(embed(), person);
    expect(again).toMatchObject({ ok: false, status: 422, fields: { email: ["EMAIL_TAKEN"] } });
  });

  it("registers a guest without a password; a field the guest must give is a 422", async () => {
    const ctx = embed();
    const guest = { ...person, password: undefined, email: "gast@example.org" };
    expect(await actions.registerGuest(ctx, guest)).toEqual({ ok: true });
    expect(ctx.stores.session.getState().customer).toMatchObject({ email: "gast@example.org", isGuest: true });
    const missing = await actions.registerGuest(embed(), { ...guest, city: "" });
    expect(missing).toMatchObject({ ok: false, status: 422 });
    expect(missing.ok || Object.keys(missing.fields)).toEqual(["city"]);
  });

  it("lets a registered e-mail check out as a guest (EMAIL_TAKEN does not block a guest)", async () => {
    const ctx = embed();
    expect(await actions.registerGuest(ctx, { ...person, password: undefined, email: SEEDED_EMAIL })).toEqual({
      ok: true,
    });
    expect(ctx.stores.session.getState().customer?.isGuest).toBe(true);
  });

  it("saves the profile and the delivery address (trimmed); the session keeps the answer", async () => {
    const ctx = await loggedIn();
    expect(await actions.saveProfile(ctx, { phone: "+49 30 999" })).toEqual({ ok: true });
    expect(ctx.stores.session.getState().customer?.phone).toBe("+49 30 999");
    const address = { name: " Erika M. ", street: "Kai 1 ", zip: "20457", city: "Hamburg", country: "DE" };
    expect(await actions.saveDelivery(ctx, address)).toEqual({ ok: true });
    expect(ctx.stores.session.getState().customer?.addrShipping).toMatchObject({ name: "Erika M.", street: "Kai 1" });
    expect(await actions.saveDelivery(ctx, null)).toEqual({ ok: true });
    expect(ctx.stores.session.getState().customer?.addrShipping).toBeNull();
  });

  it("changes the e-mail only with the right password", async () => {
    const ctx = await loggedIn();
    const wrong = await actions.changeEmail(ctx, "wrong", "erika@example.org");
    expect(wrong).toMatchObject({ ok: false, status: 422, fields: { _po: ["WRONG_PASSWORD"] } });
    expect(ctx.stores.session.getState().customer?.email).toBe(SEEDED_EMAIL);
    expect(await actions.changeEmail(ctx, SEEDED_PASSWORD, "erika@example.org")).toEqual({ ok: true });
    expect(ctx.stores.session.getState().customer?.email).toBe("erika@example.org");
  });

  it("changes the password: the new one logs in, a wrong current one is refused at _po", async () => {
    const ctx = await loggedIn();
    expect(await actions.changePassword(ctx, "wrong", "Herbst-2026")).toMatchObject({
      ok: false,
      fields: { _po: ["WRONG_PASSWORD"] },
    });
    expect(await actions.changePassword(ctx, SEEDED_PASSWORD, "Herbst-2026")).toEqual({ ok: true });
    expect(await loginToken(service, SEEDED_EMAIL, "Herbst-2026")).toBeTruthy();
  });

  it("mails a recovery link whose token sets a new password and signs the visitor in, once", async () => {
    const ctx = embed();
    const backlink = "http://localhost/shop#/en/recover/";
    expect(await actions.requestPasswordReset(ctx, "nobody@example.org", backlink)).toMatchObject({
      ok: false,
      fields: { email: ["EMAIL_UNKNOWN"] },
    });
    expect(await actions.requestPasswordReset(ctx, SEEDED_EMAIL, backlink)).toEqual({ ok: true });
    const mails = await service.call<{ data: { link: string }[] }>("/__sandbox/mail.json");
    const token = mails.body.data[0].link.slice(backlink.length);
    expect(await actions.resetPassword(ctx, token, "Winter-2026")).toEqual({ ok: true });
    expect(ctx.stores.session.getState().customer?.email).toBe(SEEDED_EMAIL);
    expect(await actions.resetPassword(embed(), token, "Winter-2027")).toMatchObject({ ok: false, status: 400 });
  });
});
