// Server codes and the forms' own checks as message ids of the account catalogue: nothing the
// service sends is ever shown as it is.
import type { MessageId } from "../../i18n/use-t";
import type { LocalError } from "../../domain/account-validation";
import { NAME_REFUSALS } from "../../ui/name-refusals";

/** Labels of the form fields, by the names the service uses in its 422 answers. */
export const FIELD_LABELS: Record<string, MessageId> = {
  email: "account.field.email",
  emailRepeat: "account.field.emailRepeat",
  password: "account.field.password",
  passwordRepeat: "account.field.passwordRepeat",
  salutation: "account.field.salutation",
  fname: "account.field.fname",
  lname: "account.field.lname",
  company: "account.field.company",
  phone: "account.field.phone",
  street: "account.field.street",
  zip: "account.field.zip",
  city: "account.field.city",
  country: "account.field.country",
  send_invoice: "account.field.sendInvoice",
  "shipping.name": "account.field.shippingName",
  "shipping.street": "account.field.street",
  "shipping.zip": "account.field.zip",
  "shipping.city": "account.field.city",
  "shipping.country": "account.field.country",
};

const ERRORS: Record<string, MessageId> = {
  REQUIRED: "account.error.required",
  INVALID_EMAIL: "account.error.invalidEmail",
  EMAIL_TAKEN: "account.error.emailTaken",
  EMAIL_UNKNOWN: "account.error.emailUnknown",
  INVALID_PASSWORD: "account.error.invalidPassword",
  WRONG_PASSWORD: "account.error.wrongPassword",
  INVALID_COUNTRY: "account.error.invalidCountry",
  INVALID_SALUTATION: "account.error.invalidSalutation",
  TOO_LONG: "account.error.tooLong",
  NAME_CHARACTERS: NAME_REFUSALS.characters,
  NAME_NO_LETTERS: NAME_REFUSALS.noLetters,
  NAME_TOO_LONG: NAME_REFUSALS.tooLong,
} satisfies Record<string, MessageId>;

const LOCAL: Record<LocalError, MessageId> = {
  FILL_ALL: "account.error.fillAll",
  INVALID_EMAIL: "account.error.invalidEmail",
  EMAILS_MISMATCH: "account.error.emailsMismatch",
  PASSWORDS_MISMATCH: "account.error.passwordsMismatch",
  PASSWORD_TOO_SHORT: "account.error.passwordTooShort",
};

/**
 * The message of a field error: a code of the service or of the forms' own checks. An unknown
 * code still reads as a translated message, never as the code.
 */
export const errorMessage = (code: string): MessageId =>
  ERRORS[code] ?? LOCAL[code as LocalError] ?? "account.error.invalid";

/** The toasts of the error catalogue (spec 000 section 8). */
export const TOASTS = {
  AUTH_LOGIN_FAILED: "account.toast.loginFailed",
  AUTH_REQUEST_RESET_FAIL: "account.toast.resetRequestFailed",
  AUTH_REQUEST_RESET_SUCCESS: "account.toast.resetRequested",
  AUTH_SETTING_NEW_PASSWORD_FAILED: "account.toast.newPasswordFailed",
  AUTH_SETTING_NEW_PASSWORD_SUCCESS: "account.toast.newPasswordSet",
  AUTH_PASSWORD_CHANGE_SUCCESS: "account.toast.passwordChanged",
  AUTH_PASSWORD_CHANGE_FAILED: "account.toast.passwordChangeFailed",
  AUTH_EMAIL_CHANGE_SUCCESS: "account.toast.emailChanged",
  USER_SETTINGS_SAVED: "account.toast.settingsSaved",
} as const satisfies Record<string, MessageId>;
