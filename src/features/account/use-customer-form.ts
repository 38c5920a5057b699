// State of a customer form (register, guest, profile): values, the repeated e-mail and
// password, field errors from the service and from the form's own checks, and the
// validate-only check when the visitor leaves a field.
import { useMemo, useRef, useState } from "react";
import { useConfig } from "../../stores/context";
import { useDraft } from "../../stores/use-draft";
import { latest as newestOnly } from "../../domain/latest";
import type { CustomerAttributes } from "../../api/customer";
import type { RegistrationPayload } from "../../api/account";
import { ApiError } from "../../api/errors";
import {
  EMPTY_SHIPPING,
  EMPTY_VALUES,
  fieldRules,
  missingRequired,
  nameErrors,
  toPayload,
  type CustomerValues,
  type FormMode,
  type ShippingField,
  type TextField,
} from "../../domain/account-form";
import {
  errorsOfTouched,
  formProblem,
  mergeBlurErrors,
  repeatErrors,
  requiredErrors,
  type FieldErrors,
} from "../../domain/account-validation";

/** The fields the form's own repetition checks speak about. */
const REPEAT_CHECKED = ["email", "emailRepeat", "password", "passwordRepeat"];
const withoutRepeatChecks = (e: FieldErrors): FieldErrors =>
  Object.fromEntries(
    Object.entries(e).filter(([f, codes]) => !REPEAT_CHECKED.includes(f) || codes.includes("REQUIRED")),
  );

const noPassword = <T extends { password?: string }>(v: T): T => ({ ...v, password: "" });

export interface CustomerFormOptions {
  mode: FormMode;
  attr: CustomerAttributes;
  initial?: CustomerValues;
  /** The repeated e-mail (and password) to start with, e.g. a prefilled e-mail. */
  initialRepeat?: { email: string; password: string };
  /** The validate-only call, made when the visitor leaves a field. */
  check: (c: RegistrationPayload) => Promise<unknown>;
  /** The part of a 422 that concerns this form (a guest ignores the password). */
  relevant?: (fields: FieldErrors) => FieldErrors;
}

/**
 * The values a form starts with: a new customer's country is the shop's default country when
 * the service offers it (registration and guest; a profile shows what the customer has).
 */
function startValues(
  initial: CustomerValues | undefined,
  mode: CustomerFormOptions["mode"],
  home: string | null | undefined,
  attr: CustomerFormOptions["attr"],
): CustomerValues {
  const values = initial ?? EMPTY_VALUES;
  const preset = mode !== "profile" && !values.country && home && home in attr.countries;
  return preset ? { ...values, country: home } : values;
}

type Update<T> = (change: (current: T) => T) => void;

/** What the visitor's typing does: the value changes, and the field's error goes at once. */
const setters = (
  setValues: Update<CustomerValues>,
  setRepeat: Update<{ email: string; password: string }>,
  fixing: (field: string) => void,
) => ({
  set: (field: TextField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    fixing(field);
  },
  setInvoice: (send: boolean) => setValues((v) => ({ ...v, send_invoice: send })),
  setRepeat: (field: "email" | "password", value: string) => {
    setRepeat((r) => ({ ...r, [field]: value }));
    fixing(`${field}Repeat`);
  },
  setShipping: (field: ShippingField, value: string) =>
    setValues((v) => ({ ...v, shipping: { ...(v.shipping ?? EMPTY_SHIPPING), [field]: value } })),
  /** A different delivery address, or none (deliver to the billing address). */
  toggleShipping: (on: boolean) =>
    setValues((v) => ({ ...v, shipping: on ? (v.shipping ?? { ...EMPTY_SHIPPING, country: v.country }) : null })),
});

export function useCustomerForm({
  mode,
  attr,
  initial,
  initialRepeat,
  check,
  relevant = (f) => f,
}: CustomerFormOptions) {
  const config = useConfig();
  const rules = useMemo(() => fieldRules(attr, mode), [attr, mode]);
  // what was typed survives a remount after a 503 (stores/drafts.ts), the passwords do not
  const first = startValues(initial, mode, config.default_user_country_key, attr);
  const [values, setValues] = useDraft<CustomerValues>(`customer.${mode}`, first, noPassword);
  const [repeat, setRepeat] = useDraft(
    `customer.${mode}.repeat`,
    initialRepeat ?? { email: "", password: "" },
    noPassword,
  );
  const [server, setServer] = useState<FieldErrors>({});
  const [local, setLocal] = useState<FieldErrors>({});
  const touched = useRef(new Set<string>());
  // only the newest validate-only check may show its errors
  const [checks] = useState(newestOnly);
  // blur handlers run after the last change has rendered: read the latest values from here
  const latest = useRef({ values, repeat });
  latest.current = { values, repeat };

  const payload = () => toPayload(latest.current.values, rules, config.default_user_country_key);
  const ownErrors = (): FieldErrors => ({
    ...nameErrors(latest.current.values, rules),
    ...repeatErrors({
      email: rules.email.visible ? [latest.current.values.email, latest.current.repeat.email] : undefined,
      password: rules.password.visible ? [latest.current.values.password, latest.current.repeat.password] : undefined,
    }),
  });

  /** The visitor changes a field: its error goes at once (not on blur, see above). */
  const fixing = (field: string) => {
    const drop = (e: FieldErrors) => {
      if (!(field in e)) return e;
      const { [field]: _, ...rest } = e;
      return rest;
    };
    setLocal(drop);
    setServer(drop);
  };

  return {
    rules,
    values,
    repeat,
    /** Field errors to show: the form's own checks first, then the service's. */
    errors: { ...server, ...local } as FieldErrors,
    ...setters(setValues, setRepeat, fixing),
    /** The visitor left a field: check locally, then validate-only at the service. */
    blur(field: string) {
      touched.current.add(field);
      // the repetition checks are made again; other errors (a missing field) stay until their
      // field changes: an error vanishing on blur would move the button the visitor is clicking
      setLocal((current) => ({ ...withoutRepeatChecks(current), ...errorsOfTouched(ownErrors(), touched.current) }));
      if (field === "emailRepeat" || field === "passwordRepeat") return;
      const current = checks.begin();
      check(payload()).then(
        () => current() && setServer((e) => mergeBlurErrors(e, {}, touched.current)),
        (e: unknown) => {
          if (!current() || !(e instanceof ApiError) || e.status !== 422) return;
          setServer((current) => mergeBlurErrors(current, relevant(e.fields), touched.current));
        },
      );
    },
    /** Every check of the form before sending: the form-level problem, or null to send. */
    validateAll() {
      checks.drop();
      const own = { ...requiredErrors(missingRequired(latest.current.values, rules)), ...ownErrors() };
      // the service's verdicts from the blur checks stay (each goes when its field changes): an
      // e-mail that already has an account is said beside a password that is too short
      setLocal(own);
      return formProblem({ ...server, ...own });
    },
    /** The service's 422 field errors, shown at their fields; the form-level problem. */
    showServerErrors(fields: FieldErrors) {
      checks.drop();
      setServer(fields);
      return formProblem(fields) ?? "invalid";
    },
    payload,
  };
}

export type CustomerForm = ReturnType<typeof useCustomerForm>;
