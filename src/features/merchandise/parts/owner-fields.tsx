// One pass holder: title, first name and surname, the holder's own choice to get the pass by post
// (unless the venue always posts it), and the address when it is asked for.
import type { OwnerField, OwnerNameRefusals, OwnerRow } from "../../../domain/passes";
import { NAME_MAX } from "../../../domain/names";
import { NAME_REFUSALS } from "../../../ui/name-refusals";
import { useT, type MessageId } from "../../../i18n/use-t";
import { CheckboxField, SelectField, TextField } from "../../../ui/field";
import { defineStyles, useStyles } from "../../../styles/use-styles";

const MISSING: Record<OwnerField, MessageId> = {
  fname: "shop.fnameMissing",
  lname: "shop.lnameMissing",
  street: "shop.streetMissing",
  zip: "shop.zipMissing",
  city: "shop.cityMissing",
  country: "shop.countryMissing",
};

const styles = defineStyles({
  set: `border:1px solid var(--f-border);border-radius:var(--f-radius);padding:.75em 1em 0;margin:0 0 1em;min-width:0;
    & legend{font-weight:650;padding:0 .35em}`,
  grid: `display:grid;gap:0 1em;.foyer-sm &{grid-template-columns:repeat(2,minmax(0,1fr))}`,
});

export type Options = { value: string; label: string }[];

export interface OwnerFieldsProps {
  number: number;
  row: OwnerRow;
  onChange: (row: OwnerRow) => void;
  /** The venue posts every pass: the address is asked for without a choice. */
  always: boolean;
  /** The missing fields to show (after a first try to add). */
  missing: OwnerField[];
  /** The names refused by the name rule, to show (after a first try to add). */
  refused: OwnerNameRefusals;
  salutations: Options | null;
  countries: Options | null;
}

export function OwnerFields(props: OwnerFieldsProps) {
  const { number, row, onChange, always, missing, refused, salutations, countries } = props;
  const s = useStyles(styles);
  const withAddress = always || row.sendToCustomAddr;
  const t = useT();
  const err = (f: OwnerField) => {
    if (missing.includes(f)) return [t(MISSING[f])];
    const refusal = f === "fname" || f === "lname" ? refused[f] : undefined;
    return refusal ? [t(NAME_REFUSALS[refusal], { max: NAME_MAX })] : undefined;
  };
  const name = (f: "title" | "fname" | "lname") => ({
    value: row[f],
    onChange: (e: { target: { value: string } }) => onChange({ ...row, [f]: e.target.value }),
  });
  const addr = (f: keyof OwnerRow["address"]) => ({
    value: row.address[f],
    required: true,
    errors: err(f),
    onChange: (e: { target: { value: string } }) =>
      onChange({ ...row, address: { ...row.address, [f]: e.target.value } }),
  });
  return (
    <fieldset className={s.set} data-testid="owner-row">
      <legend>{t("shop.owner", { number })}</legend>
      <div className={s.grid}>
        {salutations ? (
          <SelectField
            label={t("shop.ownerTitle")}
            options={salutations}
            placeholder={t("shop.choose")}
            {...name("title")}
          />
        ) : (
          <TextField label={t("shop.ownerTitle")} {...name("title")} />
        )}
        <span />
        <TextField label={t("shop.fname")} required errors={err("fname")} {...name("fname")} />
        <TextField label={t("shop.lname")} required errors={err("lname")} {...name("lname")} />
      </div>
      {!always && (
        <CheckboxField
          label={t("shop.sendToOwner")}
          checked={row.sendToCustomAddr}
          onChange={(e) => onChange({ ...row, sendToCustomAddr: e.target.checked })}
        />
      )}
      <div className={s.grid}>
        {withAddress && (
          <>
            <TextField label={t("shop.street")} {...addr("street")} />
            <TextField label={t("shop.zip")} {...addr("zip")} />
            <TextField label={t("shop.city")} {...addr("city")} />
            {countries ? (
              <SelectField
                label={t("shop.country")}
                options={countries}
                placeholder={t("shop.choose")}
                {...addr("country")}
              />
            ) : (
              <TextField label={t("shop.country")} {...addr("country")} />
            )}
          </>
        )}
      </div>
    </fieldset>
  );
}
