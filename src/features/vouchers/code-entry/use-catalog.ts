// The code entry is also shown outside this area (in the basket), where the route has not
// loaded the vouchers catalogue: it loads its own messages.
import { useEffect, useState } from "react";
import { latest } from "../../../domain/latest";
import { useLingui } from "@lingui/react";
import { ensureArea, hasArea } from "../../../i18n/catalogs";
import { useLang } from "../../../ui/format";

export function useVouchersCatalog(): boolean {
  const { i18n } = useLingui();
  const lang = useLang();
  const ready = hasArea(i18n, lang, "vouchers");
  const [, loaded] = useState(0);
  useEffect(() => {
    if (ready) return;
    const calls = latest();
    const current = calls.begin();
    ensureArea(i18n, lang, "vouchers").then(
      () => current() && loaded((n) => n + 1),
      (e) => console.error("Foyer: voucher messages failed to load", e),
    );
    return calls.drop;
  }, [ready, i18n, lang]);
  return ready;
}
