// The delivery address for posted goods: "same as billing" (when there is a billing address)
// or name, street, postcode, city and country, all required. Kept when editing ends; a country
// without shipping costs says so, with the shop's address.
import {
  SHIPPING_FIELDS,
  missingShippingFields,
  shippingNameRefusal,
  type ShippingField,
} from "../../../domain/shipping";
import { NAME_MAX } from "../../../domain/names";
import { NAME_REFUSALS } from "../../../ui/name-refusals";
import { useBasket, useShell } from "../../../stores/context";
import { useT, type MessageId } from "../../../i18n/use-t";
import { CheckboxField, SelectField, TextField } from "../../../ui/field";
import { Alert } from "../../../ui/alert";
import { useHeldWhilePressed } from "../../../ui/press-hold";
import { cx, useStyles } from "../../../styles/use-styles";
import { checkoutStyles } from "../styles";
import { useCheckout } from "../store";
import { useCountries } from "../use-countries";
import type { useShippingForm } from "../use-shipping";

const LABELS: Record<ShippingField, MessageId> = {
  name: "checkout.field.name",
  street: "checkout.field.street",
  zip: "checkout.field.zip",
  city: "checkout.field.city",
  country: "checkout.field.country",
};

const AUTOCOMPLETE: Record<ShippingField, string> = {
  name: "shipping name",
  street: "shipping street-address",
  zip: "shipping postal-code",
  city: "shipping address-level2",
  country: "shipping country",
};

export function ShippingFormSection({ shipping }: { shipping: ReturnType<typeof useShippingForm> }) {
  const s = useStyles(checkoutStyles);
  const t = useT();
  const countries = useCountries();
  const attempted = useCheckout((c) => c.attempted);
  // a blur saves the form and asks for the costs: their answer waits for a press to end
  const shownError = useHeldWhilePressed(useBasket((b) => b.shippingError));
  const email = useShell((x) => x.meta?.support_email);
  const { form, customer, set, save } = shipping;
  const hasBilling = !!customer?.addrBilling?.country;
  const missing = attempted ? missingShippingFields(form, customer) : [];
  const showFields = !hasBilling || !form.sameAsBilling;
  const refusedName = attempted ? shippingNameRefusal(form, customer) : null;
  const errors = (f: ShippingField) => {
    if (missing.includes(f)) return [t("checkout.fieldRequired")];
    return f === "name" && refusedName ? [t(NAME_REFUSALS[refusedName], { max: NAME_MAX })] : undefined;
  };

  return (
    <section className={s.section} aria-labelledby="foyer-shipping">
      <h2 id="foyer-shipping">{t("checkout.shippingTitle")}</h2>
      <p className={s.note}>{t("checkout.shippingIntro")}</p>
      {hasBilling && (
        <CheckboxField
          label={t("checkout.sameAsBilling")}
          checked={form.sameAsBilling}
          onChange={(e) => {
            set({ sameAsBilling: e.target.checked });
            save({ ...form, sameAsBilling: e.target.checked });
          }}
        />
      )}
      {showFields && (
        <div className={s.grid} data-testid="shipping-fields">
          {SHIPPING_FIELDS.map((f) =>
            f === "country" ? (
              <SelectField
                key={f}
                label={t(LABELS[f])}
                required
                value={form.country}
                placeholder={t("checkout.chooseCountry")}
                options={countries}
                autoComplete={AUTOCOMPLETE[f]}
                errors={errors(f)}
                onChange={(e) => {
                  set({ country: e.target.value });
                  save({ ...form, country: e.target.value });
                }}
              />
            ) : (
              <div key={f} className={cx(f === "name" || f === "street" ? "wide" : undefined)}>
                <TextField
                  label={t(LABELS[f])}
                  required
                  value={form[f]}
                  autoComplete={AUTOCOMPLETE[f]}
                  errors={errors(f)}
                  onChange={(e) => set({ [f]: e.target.value })}
                  onBlur={() => save()}
                />
              </div>
            ),
          )}
        </div>
      )}
      {shownError === "SHIPPING_NOT_AVAILABLE" && (
        <Alert tone="danger">
          <p>{t("checkout.problem.shippingUnavailable")}</p>
          {email && <p>{t("checkout.contact", { email })}</p>}
        </Alert>
      )}
    </section>
  );
}
