// The accounts calls of the sandbox service, over HTTP, as the widget makes them.
import { describe, expect, it } from "vitest";
import md5 from "crypto-js/md5";
import { useSandbox } from "../helpers/sandbox";
import { SEEDED_EMAIL, SEEDED_PASSWORD } from "../../demo/server/seed/accounts";

const service = useSandbox();
const hash = (password: string) => md5(password).toString();

interface Answer<T = unknown> {
  data: T;
  code?: string;
  fields?: Record<string, string[] | string>;
}

const post = <T = unknown>(endpoint: string, body: unknown) =>
  service.call<Answer<T>>(`en/${endpoint}`, { method: "POST", body });
const get = <T = unknown>(endpoint: string) => service.call<Answer<T>>(`en/${endpoint}`);

const login = async (email = SEEDED_EMAIL, password = SEEDED_PASSWORD) => {
  const r = await post<string>("auth/login", { _u: email, _p: hash(password) });
  expect(r.status).toBe(200);
  return r.body.data;
};

const newCustomer = (over: Record<string, unknown> = {}) => ({
  email: "max@example.org",
  password: hash("Secret-123"),
  salutation: "mr",
  fname: "Max",
  lname: "Muster",
  company: "",
  phone: "",
  street: "Hauptstraße 1",
  zip: "10115",
  city: "Berlin",
  country: "DE",
  shipping: null,
  send_invoice: true,
  ...over,
});

const BACKLINK = "http://127.0.0.1:8080/museum.html#/en/recover/";

describe("auth/login", () => {
  it("answers a token for the seeded customer and the customer for that token", async () => {
    const token = await login();
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    const me = await get<Record<string, unknown>>(`customer?_=${token}`);
    expect(me.body.data).toMatchObject({ email: SEEDED_EMAIL, fname: "Erika", isGuest: false });
    // neither the hash nor the salt ever leaves the service
    expect(Object.keys(me.body.data)).not.toContain("passwordHash");
    expect(JSON.stringify(me.body.data)).not.toMatch(/salt/i);
  });

  it.each([
    ["a wrong password", SEEDED_EMAIL, hash("wrong"), 401],
    ["an unknown e-mail", "nobody@example.org", hash(SEEDED_PASSWORD), 401],
    ["the plain password instead of its MD5", SEEDED_EMAIL, SEEDED_PASSWORD, 401],
    ["no password", SEEDED_EMAIL, "", 422],
  ])("refuses %s", async (_, u, p, status) => {
    const r = await post("auth/login", { _u: u, _p: p });
    expect(r.status).toBe(status);
    if (status === 401) expect(r.body.code).toBe("AUTH_LOGIN_FAILED");
  });

  it("lets a token expire after tokenTtlMs: the customer call then answers 401", async () => {
    const token = await login();
    await service.call("/__sandbox/settings", { body: { tokenTtlMs: 60_000 } });
    const later = await login();
    await service.advance(61_000);
    expect((await get(`customer?_=${later}`)).status).toBe(401);
    // the first token had the default lifetime of two hours and is still good
    expect((await get(`customer?_=${token}`)).status).toBe(200);
    await service.advance(2 * 3600_000 + 1000);
    expect((await get(`customer?_=${token}`)).status).toBe(401);
    expect((await post(`customer/update?_=${token}`, { c: { fname: "X" } })).status).toBe(401);
  });
});

describe("customer/attr", () => {
  it("answers countries, salutations and the field lists in the request's language", async () => {
    const de =
      await service.call<
        Answer<{ countries: Record<string, string>; salutations: Record<string, string>; required_fields: string[] }>
      >("de/customer/attr");
    expect(de.body.data.countries.DE).toBe("Deutschland");
    expect(de.body.data.salutations.ms).toBe("Frau");
    expect(de.body.data.required_fields).toContain("email");
  });

  it("takes test overrides of the field lists until the next reset", async () => {
    await service.call("/__sandbox/customer-attr", {
      body: { visible_fields: ["email", "fname"], required_fields: ["email"] },
    });
    const r = await get<{ visible_fields: string[] }>("customer/attr");
    expect(r.body.data.visible_fields).toEqual(["email", "fname"]);
  });
});

describe("customer/register and customer/validate", () => {
  it("registers a customer who can then log in with the same MD5", async () => {
    const r = await post("customer/register", { c: newCustomer() });
    expect(r.status).toBe(200);
    const token = await login("max@example.org", "Secret-123");
    const me = await get<{ addrBilling: { city: string }; isGuest: boolean }>(`customer?_=${token}`);
    expect(me.body.data).toMatchObject({ addrBilling: { city: "Berlin" }, isGuest: false });
  });

  it.each([
    ["a missing required field", { lname: "" }, "lname", ["REQUIRED"]],
    ["an invalid e-mail", { email: "max@" }, "email", ["INVALID_EMAIL"]],
    // issue 33: the widget's rule, which the sandbox took too loosely before
    ["an e-mail in angle brackets", { email: "<max@example.org>" }, "email", ["INVALID_EMAIL"]],
    ["an e-mail with a quote after it", { email: "max@example.org'--" }, "email", ["INVALID_EMAIL"]],
    ["a domain with hyphens at its ends", { email: "max@-example-.org" }, "email", ["INVALID_EMAIL"]],
    ["a registered e-mail (a single string)", { email: SEEDED_EMAIL.toUpperCase() }, "email", "EMAIL_TAKEN"],
    ["a password that is not an MD5", { password: "plain" }, "password", ["INVALID_PASSWORD"]],
    ["a missing password", { password: "" }, "password", ["REQUIRED"]],
    // issue 33: the widget's name rule (src/domain/names.ts), which the sandbox did not apply
    ["a name with a symbol no name has", { fname: "Anna & Bernd" }, "fname", ["NAME_CHARACTERS"]],
    ["a name with markup", { lname: "<b>x</b>" }, "lname", ["NAME_CHARACTERS"]],
    ["a name of digits", { fname: "12345" }, "fname", ["NAME_CHARACTERS"]],
    ["a name without letters", { lname: "-.-" }, "lname", ["NAME_NO_LETTERS"]],
    ["a name over 100 characters (one code: the length)", { fname: "a".repeat(101) }, "fname", ["TOO_LONG"]],
    [
      "a delivery name with markup",
      { shipping: { name: "<i>Max</i>", street: "S 1", zip: "1", city: "B", country: "DE" } },
      "shipping.name",
      ["NAME_CHARACTERS"],
    ],
    ["an unknown country", { country: "XX" }, "country", ["INVALID_COUNTRY"]],
    ["an unknown salutation", { salutation: "dr" }, "salutation", ["INVALID_SALUTATION"]],
    [
      "an incomplete delivery address",
      { shipping: { name: "Max", street: "", zip: "1", city: "B", country: "DE" } },
      "shipping.street",
      ["REQUIRED"],
    ],
  ])("answers 422 for %s, in register and in validate", async (_, over, field, errors) => {
    for (const endpoint of ["customer/register", "customer/validate"]) {
      const r = await post(endpoint, { c: newCustomer(over) });
      expect(r.status).toBe(422);
      expect(r.body.fields?.[field]).toEqual(errors);
    }
  });

  it("requires what customer/attr lists as required", async () => {
    await service.call("/__sandbox/customer-attr", { body: { required_fields: ["email", "password", "phone"] } });
    const r = await post("customer/validate", { c: newCustomer({ street: "", phone: "" }) });
    expect(r.body.fields).toEqual({ phone: ["REQUIRED"] });
  });

  it("validate-only does not create the customer", async () => {
    expect((await post("customer/validate", { c: newCustomer() })).status).toBe(200);
    expect((await post("auth/login", { _u: "max@example.org", _p: hash("Secret-123") })).status).toBe(401);
  });
});

describe("auth/guest", () => {
  it("answers a token for a guest customer without a password", async () => {
    const r = await post<string>("auth/guest", { c: newCustomer({ password: undefined, email: SEEDED_EMAIL }) });
    expect(r.status).toBe(200);
    const me = await get<{ isGuest: boolean; email: string }>(`customer?_=${r.body.data}`);
    expect(me.body.data).toMatchObject({ isGuest: true, email: SEEDED_EMAIL });
    // a guest cannot log in
    expect((await post("auth/login", { _u: SEEDED_EMAIL, _p: hash("") })).status).toBe(401);
  });

  it("answers 422 field errors for missing data", async () => {
    const r = await post("auth/guest", { c: newCustomer({ fname: "", password: undefined }) });
    expect(r.status).toBe(422);
    expect(r.body.fields).toEqual({ fname: ["REQUIRED"] });
  });

  it("takes names of every script and refuses a name the widget refuses (issue 33)", async () => {
    const taken = await post("auth/guest", {
      c: newCustomer({ fname: "Zoë", lname: "O’Brien-李", password: undefined }),
    });
    expect(taken.status).toBe(200);
    const r = await post("auth/guest", { c: newCustomer({ fname: "Anna & Bernd", password: undefined }) });
    expect(r.status).toBe(422);
    expect(r.body.fields).toEqual({ fname: ["NAME_CHARACTERS"] });
  });
});

describe("customer/update", () => {
  it("changes the profile and the delivery address, keeping what is not sent", async () => {
    const token = await login();
    const r = await post<{ fname: string; phone: string; addrShipping: unknown }>(`customer/update?_=${token}`, {
      c: { fname: "Erika Maria", shipping: null },
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ fname: "Erika Maria", phone: "+49 30 555 0101", addrShipping: null });
  });

  it("answers 422 per field, and validates only with ?validate=1", async () => {
    const token = await login();
    const bad = await post(`customer/update?_=${token}`, { c: { city: "" } });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toEqual({ city: ["REQUIRED"] });
    const check = await post(`customer/update?_=${token}&validate=1`, { c: { city: "Potsdam" } });
    expect(check.status).toBe(200);
    const me = await get<{ addrBilling: { city: string } }>(`customer?_=${token}`);
    expect(me.body.data.addrBilling.city).toBe("Berlin");
  });

  it("answers 401 without a token", async () => {
    expect((await post("customer/update", { c: { fname: "X" } })).status).toBe(401);
  });
});

describe("customer/pwdchange and customer/emailchange", () => {
  it("changes the password: the old one stops working", async () => {
    const token = await login();
    const r = await post(`customer/pwdchange?_=${token}`, {
      _po: hash(SEEDED_PASSWORD),
      _pn: hash("Neues-Passwort-1"),
    });
    expect(r.status).toBe(200);
    expect((await post("auth/login", { _u: SEEDED_EMAIL, _p: hash(SEEDED_PASSWORD) })).status).toBe(401);
    await login(SEEDED_EMAIL, "Neues-Passwort-1");
  });

  it("refuses a wrong old password with 422 (not 401: the session stays)", async () => {
    const token = await login();
    const r = await post(`customer/pwdchange?_=${token}`, { _po: hash("wrong"), _pn: hash("Neues-Passwort-1") });
    expect(r.status).toBe(422);
    expect(r.body.fields).toEqual({ _po: ["WRONG_PASSWORD"] });
  });

  it("changes the e-mail with the password; the new e-mail logs in", async () => {
    const token = await login();
    const r = await post<{ email: string }>(`customer/emailchange?_=${token}`, {
      _po: hash(SEEDED_PASSWORD),
      email: "erika@example.net",
    });
    expect(r.status).toBe(200);
    expect(r.body.data.email).toBe("erika@example.net");
    await login("erika@example.net", SEEDED_PASSWORD);
  });

  it.each([
    ["a wrong password", { _po: hash("wrong"), email: "new@example.org" }, { _po: ["WRONG_PASSWORD"] }],
    ["an invalid e-mail", { _po: hash(SEEDED_PASSWORD), email: "new@" }, { email: ["INVALID_EMAIL"] }],
  ])("refuses an e-mail change with %s", async (_, body, fields) => {
    const token = await login();
    const r = await post(`customer/emailchange?_=${token}`, body);
    expect(r.status).toBe(422);
    expect(r.body.fields).toEqual(fields);
  });

  it("refuses an e-mail another customer has", async () => {
    await post("customer/register", { c: newCustomer() });
    const token = await login();
    const r = await post(`customer/emailchange?_=${token}`, { _po: hash(SEEDED_PASSWORD), email: "max@example.org" });
    expect(r.body.fields).toEqual({ email: "EMAIL_TAKEN" });
  });
});

describe("customer/pwdreset and customer/pwdconfirm", () => {
  const mails = async () =>
    (await service.call<Answer<{ to: string; link: string; subject: string; text: string }[]>>("/__sandbox/mail.json"))
      .body.data;

  it("mails a link (backlink + token) that sets a new password once and logs in", async () => {
    const r = await service.call("de/customer/pwdreset", {
      body: { email: SEEDED_EMAIL, backlink: BACKLINK.replace("/en/", "/de/") },
    });
    expect(r.status).toBe(200);
    const [mail] = await mails();
    expect(mail.to).toBe(SEEDED_EMAIL);
    expect(mail.subject).toBe("Neues Passwort für Ihr Kundenkonto");
    expect(mail.link).toMatch(/^http:\/\/127\.0\.0\.1:8080\/museum\.html#\/de\/recover\/[A-Za-z0-9]{32}$/);
    expect(mail.text).toContain(mail.link);
    const token = mail.link.split("/").pop();

    const confirm = await post<string>("customer/pwdconfirm", { token, _p: hash("Frisch-2025") });
    expect(confirm.status).toBe(200);
    expect((await get(`customer?_=${confirm.body.data}`)).status).toBe(200);
    await login(SEEDED_EMAIL, "Frisch-2025");
    // the link works once
    expect((await post("customer/pwdconfirm", { token, _p: hash("Again-2025") })).status).toBe(400);
  });

  it("shows the mail on the mailbox page", async () => {
    await post("customer/pwdreset", { email: SEEDED_EMAIL, backlink: BACKLINK });
    const res = await fetch(`${service.url}/__sandbox/mail`);
    const html = await res.text();
    expect(html).toContain("A new password for your account");
    expect(html).toMatch(/<a href="http:\/\/127\.0\.0\.1:8080\/museum\.html#\/en\/recover\/[A-Za-z0-9]{32}">/);
  });

  it.each([
    ["an unknown e-mail", { email: "nobody@example.org", backlink: BACKLINK }, 422],
    ["an invalid e-mail", { email: "nobody", backlink: BACKLINK }, 422],
    ["a backlink to another site", { email: SEEDED_EMAIL, backlink: "https://evil.example/#/en/recover/" }, 400],
    ["a backlink without the recover route", { email: SEEDED_EMAIL, backlink: "http://127.0.0.1/page.html" }, 400],
    ["a javascript: backlink", { email: SEEDED_EMAIL, backlink: "javascript:alert(1)//#/en/recover/" }, 400],
  ])("refuses %s and sends nothing", async (_, body, status) => {
    const r = await post("customer/pwdreset", body);
    expect(r.status).toBe(status);
    expect(await mails()).toEqual([]);
  });

  it("refuses an expired link, an unknown token and a missing password", async () => {
    await post("customer/pwdreset", { email: SEEDED_EMAIL, backlink: BACKLINK });
    const token = (await mails())[0].link.split("/").pop();
    expect((await post("customer/pwdconfirm", { token, _p: "" })).status).toBe(422);
    expect((await post("customer/pwdconfirm", { token: "nope", _p: hash("Frisch-2025") })).status).toBe(400);
    await service.advance(61 * 60_000);
    const late = await post("customer/pwdconfirm", { token, _p: hash("Frisch-2025") });
    expect(late.status).toBe(400);
    expect(late.body.code).toBe("RESET_TOKEN_INVALID");
  });
});
