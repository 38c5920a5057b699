// Settings: the delivery address, or delivery to the billing address (shipping null).
import { useRef, useState, type FormEvent } from "react";
import { useT } from "../../../i18n/use-t";
import { useShell } from "../../../stores/context";
import type { Customer, CustomerAttributes } from "../../../api/customer";
import { saveDelivery } from "../actions";
import {
  EMPTY_SHIPPING,
  SHIPPING_FIELDS,
  countryOptions,
  customerToValues,
  shippingNameErrors,
  type ShippingValues,
} from "../../../domain/account-form";
import { formProblem, requiredErrors, type FieldErrors } from "../../../domain/account-validation";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { CheckboxField } from "../../../ui/field";
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
    const refused = same ? {} : shippingNameErrors(values);
    if (Object.keys(refused).length) return show(refused);
    show({});
    setBusy(true);
    const done = await saveDelivery(account.ctx, same ? null : values).catch(() => null);
    if (done?.ok) {
      account.toast("USER_SETTINGS_SAVED", "success");
      setSaved(true);
    } else if (done?.status === 422) show(done.fields);
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
      {saved && (
        <Alert tone="success" quiet>
          {t(TOASTS.USER_SETTINGS_SAVED)}
        </Alert>
      )}
      <div className={s.actions}>
        <Button type="submit" busy={busy}>
          {t("account.settings.saveDelivery")}
        </Button>
      </div>
    </form>
  );
}
