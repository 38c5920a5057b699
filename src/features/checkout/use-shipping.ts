// The delivery-address form over the shipping store (it starts from the stored address or the
// customer's delivery address), and the shipping costs for the basket's destination: asked for
// only with merchandise and a known destination (a logged-in customer is one); on an error shipping is null and the code is kept.
import { useEffect } from "react";
import { untilCleanup } from "../../domain/latest";
import { useStore } from "zustand";
import { getShippingCosts } from "../../api/shipping";
import { DecodeError } from "../../api/decode";
import { ApiError } from "../../api/errors";
import { initialShippingForm, shippingCart, shippingToSave, type ShippingForm } from "../../domain/shipping";
import { useBasket, useEmbed, useSession } from "../../stores/context";
import { useShippingStore } from "../../stores/shipping";

export function useShippingForm() {
  const store = useShippingStore();
  const customer = useSession((s) => s.customer);
  const owner = customer?.email ?? "";
  const form = useStore(store, (s) => (s.owner === owner ? s.form : null));
  const saved = useStore(store, (s) => s.saved);
  const current = form ?? initialShippingForm(saved, customer);
  // a new visitor (login, guest) starts from their own delivery address
  useEffect(() => {
    if (!form) store.getState().setForm(current, owner);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- current: a new object each render, derived from owner
  }, [form, owner, store]);
  return {
    form: current,
    customer,
    set: (patch: Partial<ShippingForm>) => store.getState().setForm({ ...current, ...patch }, owner),
    /** Editing ended: keep the address when it differs from billing. */
    save: (next: ShippingForm = current) => store.getState().save(shippingToSave(next, customer)),
  };
}

export function useShippingCosts(destination: { country: string | null } | null) {
  const { api, stores } = useEmbed();
  const token = useSession((s) => s.token);
  const cart = shippingCart(useBasket((b) => b.lines));
  const key = JSON.stringify(cart);
  const country = destination?.country ?? null;
  const known = destination !== null;
  useEffect(() => {
    const basket = stores.basket.getState();
    if (!known) {
      basket.setShipping(null);
      return;
    }
    return untilCleanup(
      getShippingCosts(api, cart, country),
      (cost) => basket.setShipping(cost),
      // an answer that is not an amount (DecodeError) is not a shipping cost of 0: the order waits for one
      (e) =>
        basket.setShipping(
          null,
          e instanceof DecodeError ? "SHIPPING_COSTS_INVALID" : (e instanceof ApiError && e.code) || "UNEXPECTED",
        ),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- cart: a new object each render, asked again when its contents change (key)
  }, [key, known, country, token, api, stores]);
}
