// The messages of a refused name (domain/names.ts), the same at every name field: the customer
// forms, the delivery name, pass holders and the account holder of a direct debit.
import type { NameRefusal } from "../domain/names";
import type { MessageId } from "../i18n/use-t";

export const NAME_REFUSALS: Record<Exclude<NameRefusal, "empty">, MessageId> = {
  characters: "form.name.characters",
  noLetters: "form.name.noLetters",
  tooLong: "form.name.tooLong",
};
