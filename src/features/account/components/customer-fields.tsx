// The fields of a customer form as customer/attr says: only visible fields, marked required
// where required, with the errors of the form's checks and of the service's 422 answers.
import { useT } from "../../../i18n/use-t";
import { CheckboxField, SelectField, TextField } from "../../../ui/field";
import { PROFILE_FIELDS, countryOptions, type TextField as FieldName } from "../../../domain/account-form";
import { MIN_PASSWORD_LENGTH } from "../../../domain/account-validation";
import type { CustomerAttributes } from "../../../api/customer";
import { useShell } from "../../../stores/context";
import { FIELD_LABELS } from "../messages";
import type { CustomerForm } from "../use-customer-form";
import { DeliveryFields } from "./delivery-fields";
import { useFieldErrors } from "./field-errors";

const AUTOCOMPLETE: Partial<Record<FieldName, string>> = {
  salutation: "honorific-prefix",
  fname: "given-name",
  lname: "family-name",
  company: "organization",
  phone: "tel",
  street: "street-address",
  zip: "postal-code",
  city: "address-level2",
  country: "country",
};

type Extra = { type?: string; autoComplete?: string; hint?: string };
type Option = { value: string; label: string };

export function CustomerFields({ form, attr }: { form: CustomerForm; attr: CustomerAttributes }) {
  const lang = useShell((s) => s.lang);
  const countries = countryOptions(attr.countries, lang);
  const salutations = Object.entries(attr.salutations).map(([value, label]) => ({ value, label }));
  return (
    <>
      <SignInFields form={form} />
      <ProfileFields form={form} countries={countries} salutations={salutations} />
      <DeliveryChoice form={form} countries={countries} />
    </>
  );
}

/** One text field of the form, named, checked and filled in as the browser knows it. */
function useTextField(form: CustomerForm) {
  const t = useT();
  const errorsOf = useFieldErrors(form.errors);
  return (f: FieldName, extra: Extra = {}) => (
    <TextField
      key={f}
      label={t(FIELD_LABELS[f])}
      value={form.values[f]}
      required={form.rules[f].required}
      errors={errorsOf(f)}
      autoComplete={AUTOCOMPLETE[f]}
      onChange={(e) => form.set(f, e.target.value)}
      onBlur={() => form.blur(f)}
      {...extra}
    />
  );
}

/** The e-mail address and the password, each typed twice. */
function SignInFields({ form }: { form: CustomerForm }) {
  const t = useT();
  const { rules, repeat } = form;
  const errorsOf = useFieldErrors(form.errors);
  const text = useTextField(form);
  return (
    <>
      {rules.email.visible && (
        <>
          {text("email", { type: "email", autoComplete: "email" })}
          <TextField
            label={t(FIELD_LABELS.emailRepeat)}
            type="email"
            autoComplete="email"
            value={repeat.email}
            required
            errors={errorsOf("emailRepeat")}
            onChange={(e) => form.setRepeat("email", e.target.value)}
            onBlur={() => form.blur("emailRepeat")}
          />
        </>
      )}
      {rules.password.visible && (
        <>
          {text("password", {
            type: "password",
            autoComplete: "new-password",
            hint: t("account.passwordHint", { min: MIN_PASSWORD_LENGTH }),
          })}
          <TextField
            label={t(FIELD_LABELS.passwordRepeat)}
            type="password"
            autoComplete="new-password"
            value={repeat.password}
            required
            errors={errorsOf("passwordRepeat")}
            onChange={(e) => form.setRepeat("password", e.target.value)}
            onBlur={() => form.blur("passwordRepeat")}
          />
        </>
      )}
    </>
  );
}

/** The name, address and phone fields the shop shows, and the invoice by e-mail. */
function ProfileFields(props: { form: CustomerForm; countries: Option[]; salutations: Option[] }) {
  const { form, countries, salutations } = props;
  const t = useT();
  const { rules, values } = form;
  const errorsOf = useFieldErrors(form.errors);
  const text = useTextField(form);
  return (
    <>
      {PROFILE_FIELDS.filter((f) => rules[f].visible).map((f) =>
        f === "salutation" || f === "country" ? (
          <SelectField
            key={f}
            label={t(FIELD_LABELS[f])}
            value={values[f]}
            required={rules[f].required}
            errors={errorsOf(f)}
            autoComplete={AUTOCOMPLETE[f]}
            options={f === "country" ? countries : salutations}
            placeholder={t("account.choose")}
            onChange={(e) => form.set(f, e.target.value)}
            onBlur={() => form.blur(f)}
          />
        ) : (
          text(f, f === "phone" ? { type: "tel" } : {})
        ),
      )}
      {rules.send_invoice.visible && (
        <CheckboxField
          label={t(FIELD_LABELS.send_invoice)}
          checked={values.send_invoice}
          onChange={(e) => form.setInvoice(e.target.checked)}
        />
      )}
    </>
  );
}

/** Delivery to another address: the choice, and that address's fields. */
function DeliveryChoice({ form, countries }: { form: CustomerForm; countries: Option[] }) {
  const t = useT();
  const { rules, values } = form;
  if (!rules.shipping.visible) return null;
  return (
    <>
      <CheckboxField
        label={t("account.deliverElsewhere")}
        checked={values.shipping !== null}
        onChange={(e) => form.toggleShipping(e.target.checked)}
      />
      {values.shipping && (
        <fieldset>
          <legend>{t("account.deliveryAddress")}</legend>
          <DeliveryFields
            values={values.shipping}
            errors={form.errors}
            countries={countries}
            onChange={form.setShipping}
            onBlur={form.blur}
          />
        </fieldset>
      )}
    </>
  );
}
