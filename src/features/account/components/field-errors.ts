// Field error codes turned into the translated texts a field shows.
import { useT } from "../../../i18n/use-t";
import { MIN_PASSWORD_LENGTH, type FieldErrors } from "../../../domain/account-validation";
import { NAME_MAX } from "../../../domain/names";
import { errorMessage } from "../messages";

export function useFieldErrors(errors: FieldErrors) {
  const t = useT();
  return (field: string): string[] | undefined =>
    errors[field]?.map((code) => t(errorMessage(code), { min: MIN_PASSWORD_LENGTH, max: NAME_MAX }));
}
