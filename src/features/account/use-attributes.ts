// customer/attr (countries, salutations, required and visible fields), fetched once per embed
// and language and shared by the account screens.
import { useEffect, useState } from "react";
import { useEmbed, useShell } from "../../stores/context";
import { getAttributes } from "../../api/account";
import type { CustomerAttributes } from "../../api/customer";

type Cache = Map<string, Promise<CustomerAttributes>>;

export type AttributesState = { status: "loading" } | { status: "ready"; attr: CustomerAttributes } | { status: "failed"; retry: () => void };

export function useAttributes(): AttributesState {
  const embed = useEmbed();
  const lang = useShell((s) => s.lang);
  const cache = embed.feature<Cache>("account.attributes", () => new Map());
  const [state, setState] = useState<AttributesState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    let pending = cache.get(lang);
    if (!pending) {
      pending = getAttributes(embed.api);
      cache.set(lang, pending);
    }
    pending.then(
      (attr) => live && setState({ status: "ready", attr }),
      () => {
        cache.delete(lang);
        if (live) setState({ status: "failed", retry: () => setAttempt((n) => n + 1) });
      },
    );
    return () => {
      live = false;
    };
  }, [embed, cache, lang, attempt]);
  return state;
}
