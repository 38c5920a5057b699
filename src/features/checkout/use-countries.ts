// The countries of customer/attr (names in the embed's language, sorted) for the
// delivery-address form; the answer is shared with every other screen that needs it.
import { useCustomerAttributes } from "../../stores/cached";
import { useShell } from "../../stores/context";
import { countryOptions } from "../../domain/account-form";

const NONE: { value: string; label: string }[] = [];

export function useCountries(): { value: string; label: string }[] {
  const lang = useShell((s) => s.lang);
  const [attr] = useCustomerAttributes();
  return attr.status === "ready" ? countryOptions(attr.data.countries ?? {}, lang) : NONE;
}
