// Settings: the delivery address, or delivery to the billing address (shipping null).
import { useRef, useState, type FormEvent } from "react";
import { useT } from "../../../i18n/use-t";
import { useEmbed, useShell } from "../../../stores/context";
import { updateCustomer } from "../../../api/account";
import type { Customer, CustomerAttributes } from "../../../api/customer";
import { ApiError } from "../../../api/errors";
import {
  EMPTY_SHIPPING,
  SHIPPING_FIELDS,
  countryOptions,
  customerToValues,
  type ShippingValues,
} from "../../../domain/account-form";
import { formProblem, requiredErrors, type FieldErrors } from "../../../domain/account-validation";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { CheckboxField } from "../../../ui/Field";
import { useStyles } from "../../../styles/use-styles";
import { accountStyles } from "../styles";
import { useAccount } from "../use-account";
import { TOASTS } from "../messages";
import { DeliveryFields } from "../components/delivery-fields";
import { FormProblem, type Problem } from "../components/form-problem";
import { focusFirstInvalid } from "../../../ui/focus-invalid";

export function DeliverySettings({ attr, customer }: { attr: CustomerAttributes; customer: Customer }) {
  const t = useT();
  const s = useStyles(accountStyles);
  const { stores } = useEmbed();
  const lang = useShell((x) => x.lang);
  const account = useAccount();
  // the confirmation stays on the page too, where the visitor is: a toast goes away
  const [saved, setSaved] = useState(false);
  const initial = customerToValues(customer).shipping;
  const [same, setSame] = useState(initial === null);
  const [values, setValues] = useState<ShippingValues>(
    initial ?? { ...EMPTY_SHIPPING, country: customer.addrBilling?.country ?? "" },
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLFormElement>(null);

  const show = (fields: FieldErrors) => {
    setErrors(fields);
    setProblem(formProblem(fields));
    focusFirstInvalid(ref.current);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    const missing = same
      ? {}
      : requiredErrors(SHIPPING_FIELDS.filter((f) => !values[f].trim()).map((f) => `shipping.${f}`));
    if (Object.keys(missing).length) return show(missing);
    show({});
    setBusy(true);
    try {
      const shipping = same
        ? null
        : {
            ...values,
            name: values.name.trim(),
            street: values.street.trim(),
            zip: values.zip.trim(),
            city: values.city.trim(),
          };
      stores.session.getState().setCustomer(await updateCustomer(account.api, { shipping }));
      account.toast("USER_SETTINGS_SAVED", "success");
      setSaved(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) show(error.fields);
    }
    setBusy(false);
  }

  return (
    <form ref={ref} className={s.form} onSubmit={submit} noValidate>
      <FormProblem problem={problem && formProblem(errors)} />
      <CheckboxField
        label={t("account.settings.sameAsBilling")}
        checked={same}
        onChange={(e) => setSame(e.target.checked)}
      />
      {!same && (
        <DeliveryFields
          values={values}
          errors={errors}
          countries={countryOptions(attr.countries, lang)}
          onChange={(field, value) => {
            setValues((v) => ({ ...v, [field]: value }));
            // a field's error goes as it is fixed; the form's message once none is left
            setErrors(({ [`shipping.${field}`]: _, ...rest }) => rest);
          }}
        />
      )}
      {saved && <Alert tone="success">{t(TOASTS.USER_SETTINGS_SAVED)}</Alert>}
      <div className={s.actions}>
        <Button type="submit" disabled={busy}>
          {t("account.settings.saveDelivery")}
        </Button>
      </div>
    </form>
  );
}
