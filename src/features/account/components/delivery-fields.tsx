// A delivery address: name, street, postcode, city and country (settings, and registration
// when the service shows the field "shipping").
import { useT } from "../../../i18n/use-t";
import { SelectField, TextField } from "../../../ui/field";
import { SHIPPING_FIELDS, type ShippingField, type ShippingValues } from "../../../domain/account-form";
import type { FieldErrors } from "../../../domain/account-validation";
import { FIELD_LABELS } from "../messages";
import { useFieldErrors } from "./field-errors";

const AUTOCOMPLETE: Record<ShippingField, string> = {
  name: "shipping name",
  street: "shipping street-address",
  zip: "shipping postal-code",
  city: "shipping address-level2",
  country: "shipping country",
};

export interface DeliveryFieldsProps {
  values: ShippingValues;
  errors: FieldErrors;
  countries: { value: string; label: string }[];
  onChange: (field: ShippingField, value: string) => void;
  onBlur?: (field: string) => void;
}

export function DeliveryFields({ values, errors, countries, onChange, onBlur }: DeliveryFieldsProps) {
  const t = useT();
  const errorsOf = useFieldErrors(errors);
  return (
    <>
      {SHIPPING_FIELDS.map((f) => {
        const key = `shipping.${f}`;
        const common = {
          label: t(FIELD_LABELS[key]),
          value: values[f],
          required: true,
          errors: errorsOf(key),
          autoComplete: AUTOCOMPLETE[f],
          onBlur: () => onBlur?.(key),
        };
        return f === "country" ? (
          <SelectField
            key={f}
            {...common}
            options={countries}
            placeholder={t("account.choose")}
            onChange={(e) => onChange(f, e.target.value)}
          />
        ) : (
          <TextField key={f} {...common} onChange={(e) => onChange(f, e.target.value)} />
        );
      })}
    </>
  );
}
