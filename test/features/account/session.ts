// Test helpers of the account tests: a logged-in session and a filled basket, written to
// session storage the way the embed stores them, before the embed mounts.
import md5 from "crypto-js/md5";
import type { TestService } from "../../helpers/sandbox";
import { SEEDED_EMAIL, SEEDED_PASSWORD } from "../../../demo/server/seed/accounts";

export { SEEDED_EMAIL, SEEDED_PASSWORD };

const put = (key: string, value: unknown) =>
  sessionStorage.setItem(`foyer:test:${key}`, JSON.stringify({ v: 1, value }));
const read = (key: string) => JSON.parse(sessionStorage.getItem(`foyer:test:${key}`) ?? "null")?.value ?? null;

export async function loginToken(
  service: TestService,
  email = SEEDED_EMAIL,
  password = SEEDED_PASSWORD,
): Promise<string> {
  const r = await service.call<{ data: string }>("en/auth/login", {
    body: { _u: email, _p: md5(password).toString() },
  });
  if (r.status !== 200) throw new Error(`login failed: ${r.status}`);
  return r.body.data;
}

/** A logged-in registered customer, as after a login in an earlier page view. */
export async function seedLogin(service: TestService): Promise<string> {
  const token = await loginToken(service);
  const customer = await service.call<{ data: unknown }>(`en/customer?_=${token}`);
  put("jwt", token);
  put("customer", customer.body.data);
  return token;
}

export const BASKET_LINE = {
  key: "line1",
  type: "merchandise",
  id: 7,
  name: "Exhibition catalogue",
  price: 2900,
  totalPrice: 2900,
  count: 1,
};

export function seedBasket() {
  put("basket", { lines: [BASKET_LINE], requestInvoice: true, cartId: null, externalDocumentNumber: "" });
}

export const storedToken = (): string | null => read("jwt");
export const storedCustomer = (): Record<string, unknown> | null => read("customer");
export const storedBasket = (): { lines: unknown[] } | null => read("basket");
