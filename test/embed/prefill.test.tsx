import { describe, expect, it } from "vitest";
import { useSandbox } from "../helpers/sandbox";
import { renderShop } from "../helpers/render-shop";

const service = useSandbox();

describe("prefill from the host page", () => {
  it("fills the guest checkout's e-mail (both fields) and names from data-email, data-fname, data-lname", async () => {
    const shop = await renderShop({
      service,
      route: "/register-guest",
      options: { email: "ada@example.org", fname: "Ada", lname: "Lovelace" },
    });
    const email = (await shop.screen.findByLabelText(/^E-mail address/)) as HTMLInputElement;
    expect(email.value).toBe("ada@example.org");
    expect((shop.screen.getByLabelText(/^Repeat e-mail address/) as HTMLInputElement).value).toBe("ada@example.org");
    expect((shop.screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe("Ada");
    expect((shop.screen.getByLabelText(/^Last name|^Surname/) as HTMLInputElement).value).toBe("Lovelace");
  });

  it("leaves the form empty without them", async () => {
    const shop = await renderShop({ service, route: "/register-guest" });
    expect(((await shop.screen.findByLabelText(/^E-mail address/)) as HTMLInputElement).value).toBe("");
  });
});
