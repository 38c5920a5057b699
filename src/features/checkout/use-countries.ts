// The countries of customer/attr (names in the embed's language), loaded once per embed and
// language for the delivery-address form.
import { useEffect, useState } from "react";
import { getCustomerAttributes } from "../../api/customer";
import { useEmbed, useShell } from "../../stores/context";

type Countries = { value: string; label: string }[];

export function useCountries(): Countries {
  const embed = useEmbed();
  const lang = useShell((s) => s.lang);
  const cache = embed.feature("checkout:countries", () => new Map<string, Promise<Countries>>());
  const [countries, setCountries] = useState<Countries>([]);
  useEffect(() => {
    let live = true;
    if (!cache.has(lang))
      cache.set(
        lang,
        getCustomerAttributes(embed.api).then(
          (a) => Object.entries(a?.countries ?? {}).map(([value, label]) => ({ value, label })).sort((x, y) => x.label.localeCompare(y.label, lang)),
          () => (cache.delete(lang), []),
        ),
      );
    cache.get(lang)!.then((list) => live && setCountries(list));
    return () => {
      live = false;
    };
  }, [lang, cache, embed.api]);
  return countries;
}
