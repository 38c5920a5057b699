// customer/fromOrder (issue 33): personal data only to whom it belongs. Without a token, with an
// expired one or with another customer's, the sandbox refuses; the order's own customer gets the
// contract's fields ({ salutation, fname, lname, company, email, addrBilling }) and nothing else:
// never the password hash and salt, the phone or the delivery address.
import { beforeEach, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { createSandbox } from "../../demo/server/sandbox";
import { SEEDED_EMAIL, SEEDED_PASSWORD } from "../../demo/server/seed/accounts";
import { TEST_NOW } from "../helpers/clock";

const { app, state } = createSandbox({ now: TEST_NOW });
beforeEach(() => {
  state.clock.set(TEST_NOW);
  state.reset();
});

async function call<T = { data?: Record<string, unknown>; error?: string }>(path: string, body?: unknown) {
  const init: RequestInit =
    body === undefined
      ? {}
      : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
  const res = await app.fetch(new Request(`http://sandbox${path}`, init));
  return { status: res.status, body: (await res.json()) as T };
}

const login = async () =>
  (
    await call<{ data: string }>("/api/en/auth/login", {
      _u: SEEDED_EMAIL,
      _p: createHash("md5").update(SEEDED_PASSWORD).digest("hex"),
    })
  ).body.data;

const guest = async (email: string) =>
  (
    await call<{ data: string }>("/api/en/auth/guest", {
      c: {
        email,
        fname: "Gus",
        lname: "Guest",
        phone: "+49 30 1",
        street: "Weg 1",
        zip: "10115",
        city: "Berlin",
        country: "DE",
        shipping: { name: "Gus Guest", street: "Hof 2", zip: "20457", city: "Hamburg", country: "DE" },
      },
    })
  ).body.data;

/** A paid cart of one fixed voucher (nothing posted), booked for the token's customer. */
async function book(token: string): Promise<string> {
  const url = { continue: "http://museum.example/#/en/checkout/success", cancel: "http://museum.example/" };
  const items = [{ type: "voucher", id: 1, name: "V", price: 2500, totalPrice: 2500, count: 1, variable_amount: 0 }];
  const init = await call<{ data: string }>(`/api/en/checkout/initPayment?_=${token}`, {
    payart: 80,
    aux: {},
    cart: { ver: 1, items },
    url,
  });
  expect(init.status).toBe(200);
  const us = new URL(init.body.data).pathname.split("/").pop()!;
  const paid = await app.fetch(
    new Request(`http://sandbox/pay/${us}`, { method: "POST", body: new URLSearchParams({ action: "pay" }) }),
  );
  const back = new URL(paid.headers.get("location")!);
  const q = back.searchParams;
  const done = await call<{ data: { booking_id: string } }>(
    `/api/en/checkout/execPayment?us=${q.get("us")}&sessionUs=${q.get("sessionUs")}&srcURL=`,
    { cartId: null },
  );
  return done.body.data.booking_id;
}

const CONTRACT = ["addrBilling", "company", "email", "fname", "lname", "salutation"];
const fromOrder = (id: string, token?: string) =>
  call(`/api/en/customer/fromOrder?id=${id}${token ? `&_=${token}` : ""}`);

describe("customer/fromOrder: personal data only to whom it belongs", () => {
  it("answers nobody without a token, with an unknown token or with another customer's", async () => {
    for (const id of ["R7K2M9Q4", "P3H8N5W2"]) {
      const none = await fromOrder(id);
      expect([none.status, none.body.error, none.body.data]).toEqual([401, "AUTH_REQUIRED", undefined]);
      expect((await fromOrder(id, "NOSUCHTOKEN0000000000000000000000")).status).toBe(401);
    }
    // a guest who gives Erika's e-mail is not Erika
    const other = await guest(SEEDED_EMAIL);
    const refused = await fromOrder("P3H8N5W2", other);
    expect([refused.status, refused.body.error, refused.body.data]).toEqual([403, "ORDER_NOT_YOURS", undefined]);
    // the school's order belongs to no account: nobody reads its customer online
    expect((await fromOrder("R7K2M9Q4", await login())).status).toBe(403);
  });

  it("gives the order's own customer the contract's fields, nothing more", async () => {
    const erika = await login();
    const seeded = await fromOrder("P3H8N5W2", erika);
    expect(seeded.status).toBe(200);
    expect(Object.keys(seeded.body.data!).sort()).toEqual(CONTRACT);
    const booking = await book(erika);
    const own = await fromOrder(booking, erika);
    expect(Object.keys(own.body.data!).sort()).toEqual(CONTRACT);
    expect(own.body.data).toEqual({
      salutation: "ms",
      fname: "Erika",
      lname: "Mustermann",
      company: "",
      email: SEEDED_EMAIL,
      addrBilling: { street: "Lindenallee 12", zip: "10115", city: "Berlin", country: "DE" },
    });
    expect(JSON.stringify(own.body)).not.toMatch(/password|Salt|phone|Hamburg|addrShipping|isGuest|"id"/i);
  });

  it("a guest's booking: its customer to that guest's token only", async () => {
    const token = await guest("gus@example.org");
    const booking = await book(token);
    const own = await fromOrder(booking, token);
    expect(own.body.data).toMatchObject({ fname: "Gus", email: "gus@example.org" });
    expect(Object.keys(own.body.data!).sort()).toEqual(CONTRACT);
    expect((await fromOrder(booking, await login())).status).toBe(403);
    expect((await fromOrder(booking)).status).toBe(401);
  });

  it("an unknown or cancelled order is not available, whoever asks", async () => {
    const erika = await login();
    for (const id of ["X5C1V6B9", "NOSUCHID"]) expect((await fromOrder(id, erika)).status).toBe(406);
  });

  it("without a token, whether an order exists is not told: every id is 401", async () => {
    for (const id of ["P3H8N5W2", "X5C1V6B9", "NOSUCHID", ""]) expect((await fromOrder(id)).status).toBe(401);
  });
});
