// Accounts (issue 7): login, guest, registration, profile, password and e-mail change, password
// recovery by mail. Customers and tokens live in sessions.ts; passwords arrive as the MD5 the
// widget computes and are stored only as a slow salted hash of it. The mails the service would
// send land in a mailbox page under /__sandbox/mail.
import type { Context, Hono } from "hono";
import type { AreaModule, SandboxState } from "../state";
import { body, fail, langOf, ok } from "../http";
import { RESET_TTL_MS, resetMail, seededCustomers } from "../seed/accounts";
import {
  accounts,
  add,
  applyPayload,
  attributes,
  EMAIL,
  EMPTY_CUSTOMER,
  text,
  validateCustomer,
  type AccountsData,
  type FieldErrors,
  type Mail,
  type Payload,
} from "./accounts-customers";
import {
  addCustomer,
  checkToken,
  hashSecret,
  isMd5,
  issueToken,
  publicCustomer,
  randomToken,
  registeredByEmail,
  sessions,
  verifySecret,
} from "./sessions";

const invalid = (c: Context, fields: FieldErrors, code = "VALIDATION_FAILED") => fail(c, 422, code, { fields });
const hasErrors = (fields: FieldErrors) => Object.keys(fields).length > 0;
const payloadOf = (b: Payload): Payload => (b.c && typeof b.c === "object" ? (b.c as Payload) : {});

/**
 * A recovery link may only point back to a page of the museum: the sandbox accepts its own
 * host and local hosts. The link must carry the widget's hash route, to which the token is
 * appended.
 */
function backlinkAllowed(backlink: unknown, requestUrl: string): backlink is string {
  if (typeof backlink !== "string" || backlink.length > 2000) return false;
  try {
    const url = new URL(backlink);
    const own = new URL(requestUrl).hostname;
    return (
      /^https?:$/.test(url.protocol) &&
      !url.username &&
      !url.password &&
      [own, "localhost", "127.0.0.1"].includes(url.hostname) &&
      /^#\/[a-z]{2}\/recover\/$/.test(url.hash)
    );
  } catch {
    return false;
  }
}

function authRoutes(api: Hono, state: SandboxState) {
  api.post("/:lang/auth/login", async (c) => {
    const b = await body<Payload>(c);
    const fields: FieldErrors = {};
    if (!text(b._u)) add(fields, "_u", "REQUIRED");
    if (!text(b._p)) add(fields, "_p", "REQUIRED");
    if (hasErrors(fields)) return invalid(c, fields);
    const customer = registeredByEmail(state, text(b._u));
    if (!customer || !verifySecret(customer, b._p)) return fail(c, 401, "AUTH_LOGIN_FAILED");
    return ok(c, issueToken(state, customer.id));
  });

  api.post("/:lang/auth/guest", async (c) => {
    const p = payloadOf(await body<Payload>(c));
    const fields = validateCustomer(state, langOf(c), p, "guest");
    if (hasErrors(fields)) return invalid(c, fields);
    const guest = addCustomer(state, { ...applyPayload(p, EMPTY_CUSTOMER), email: text(p.email), isGuest: true });
    return ok(c, issueToken(state, guest.id));
  });
}

function customerRoutes(api: Hono, state: SandboxState) {
  api.get("/:lang/customer/attr", (c) => ok(c, attributes(state, langOf(c))));

  api.post("/:lang/customer/validate", async (c) => {
    const fields = validateCustomer(state, langOf(c), payloadOf(await body<Payload>(c)), "register");
    return hasErrors(fields) ? invalid(c, fields) : ok(c, { valid: true });
  });

  api.post("/:lang/customer/register", async (c) => {
    const p = payloadOf(await body<Payload>(c));
    const fields = validateCustomer(state, langOf(c), p, "register");
    if (hasErrors(fields)) return invalid(c, fields);
    addCustomer(state, {
      ...applyPayload(p, EMPTY_CUSTOMER),
      email: text(p.email),
      ...hashSecret(p.password as string),
    });
    return ok(c, { registered: true });
  });

  api.post("/:lang/customer/update", async (c) => {
    const check = checkToken(c, state);
    if (check.status !== "ok") return fail(c, 401, "AUTH_REQUIRED");
    const p = payloadOf(await body<Payload>(c));
    const fields = validateCustomer(state, langOf(c), p, "update", check.customer);
    if (hasErrors(fields)) return invalid(c, fields);
    // the validate-only variant of update
    if (c.req.query("validate") === "1") return ok(c, { valid: true });
    Object.assign(check.customer, applyPayload(p, check.customer));
    return ok(c, publicCustomer(check.customer));
  });

  api.post("/:lang/customer/pwdchange", async (c) => {
    const check = checkToken(c, state);
    if (check.status !== "ok") return fail(c, 401, "AUTH_REQUIRED");
    const b = await body<Payload>(c);
    const fields: FieldErrors = {};
    if (!verifySecret(check.customer, b._po)) add(fields, "_po", "WRONG_PASSWORD");
    if (!isMd5(b._pn)) add(fields, "_pn", "INVALID_PASSWORD");
    if (hasErrors(fields)) return invalid(c, fields, "AUTH_PASSWORD_CHANGE_FAILED");
    Object.assign(check.customer, hashSecret(b._pn as string));
    return ok(c, { changed: true });
  });

  api.post("/:lang/customer/emailchange", async (c) => {
    const check = checkToken(c, state);
    if (check.status !== "ok") return fail(c, 401, "AUTH_REQUIRED");
    const b = await body<Payload>(c);
    const email = text(b.email);
    const fields: FieldErrors = {};
    if (!verifySecret(check.customer, b._po)) add(fields, "_po", "WRONG_PASSWORD");
    if (!email) add(fields, "email", "REQUIRED");
    else if (!EMAIL.test(email)) add(fields, "email", "INVALID_EMAIL");
    else if (registeredByEmail(state, email) && registeredByEmail(state, email) !== check.customer)
      fields.email = "EMAIL_TAKEN";
    if (hasErrors(fields)) return invalid(c, fields);
    check.customer.email = email;
    return ok(c, publicCustomer(check.customer));
  });
}

function recoveryRoutes(api: Hono, state: SandboxState) {
  api.post("/:lang/customer/pwdreset", async (c) => {
    const b = await body<Payload>(c);
    const email = text(b.email);
    if (!EMAIL.test(email)) return invalid(c, { email: ["INVALID_EMAIL"] }, "AUTH_REQUEST_RESET_FAIL");
    if (!backlinkAllowed(b.backlink, c.req.url)) return fail(c, 400, "INVALID_BACKLINK");
    const customer = registeredByEmail(state, email);
    if (!customer) return invalid(c, { email: ["EMAIL_UNKNOWN"] }, "AUTH_REQUEST_RESET_FAIL");
    const token = randomToken(32);
    accounts(state).resets.set(token, {
      customerId: customer.id,
      expires: state.clock.now().getTime() + RESET_TTL_MS,
      used: false,
    });
    const lang = langOf(c);
    const link = b.backlink + token;
    const name = [customer.fname, customer.lname].filter(Boolean).join(" ");
    accounts(state).mails.push({
      to: customer.email,
      link,
      lang,
      sentAt: state.clock.now().toISOString(),
      ...resetMail(lang, name, link),
    });
    return ok(c, { sent: true });
  });

  api.post("/:lang/customer/pwdconfirm", async (c) => {
    const b = await body<Payload>(c);
    const reset = accounts(state).resets.get(text(b.token));
    if (!reset || reset.used || reset.expires <= state.clock.now().getTime())
      return fail(c, 400, "RESET_TOKEN_INVALID");
    if (!isMd5(b._p))
      return invalid(c, { _p: [b._p ? "INVALID_PASSWORD" : "REQUIRED"] }, "AUTH_SETTING_NEW_PASSWORD_FAILED");
    const customer = sessions(state).customers.find((x) => x.id === reset.customerId);
    if (!customer) return fail(c, 400, "RESET_TOKEN_INVALID");
    Object.assign(customer, hashSecret(b._p));
    reset.used = true;
    // recovery logs the visitor in (spec 000 section 4)
    return ok(c, issueToken(state, customer.id));
  });
}

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function mailboxPage(mails: Mail[]): string {
  const items = [...mails]
    .reverse()
    .map(
      (m) => `<article lang="${m.lang}"><h2>${escape(m.subject)}</h2><p>To: ${escape(m.to)} · ${escape(m.sentAt)}</p>
<pre>${escape(m.text)}</pre><p><a href="${escape(m.link)}">${escape(m.link)}</a></p></article>`,
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox mailbox</title></head>
<body><main><h1>Sandbox mailbox</h1>${items || "<p>No mail yet.</p>"}</main></body></html>`;
}

export const accountsArea: AreaModule = {
  name: "accounts",
  seed(state) {
    state.data.accounts = { attr: {}, resets: new Map(), mails: [] } satisfies AccountsData;
    for (const customer of seededCustomers()) addCustomer(state, customer);
  },
  routes(api, state) {
    authRoutes(api, state);
    customerRoutes(api, state);
    recoveryRoutes(api, state);
  },
  pages(app, state) {
    app.get("/__sandbox/mail", (c) => c.html(mailboxPage(accounts(state).mails)));
    app.get("/__sandbox/mail.json", (c) => ok(c, accounts(state).mails));
    app.post("/__sandbox/customer-attr", async (c) => {
      const patch = await body<AccountsData["attr"]>(c);
      accounts(state).attr = { ...accounts(state).attr, ...patch };
      return ok(c, attributes(state, "en"));
    });
  },
};
