// What the visitor is told about basket lines that could not be read back (issue 12; started by
// use-storage-notices.ts): one toast naming them, which the live region says too. A file of its
// own: only a stored basket read back with a fault needs it.
import type { Embed } from "../stores/context";
import type { TFunction } from "../i18n/use-t";

export function sayDropped(stores: Embed["stores"], unreadable: (string | null)[], t: TFunction): void {
  const shell = stores.shell.getState();
  const names = unreadable.filter((n): n is string => !!n).map((n) => `“${n}”`);
  const unnamed = unreadable.length - names.length;
  // one toast, so the live region says all of it
  if (!names.length) shell.toast({ id: "storage.basketDroppedUnnamed", values: { count: unnamed } }, "warning");
  else {
    if (unnamed) names.push(t("storage.unnamedEntries", { count: unnamed }));
    shell.toast(
      { id: "storage.basketDropped", values: { count: unreadable.length, names: names.join(", ") } },
      "warning",
    );
  }
  stores.basket.getState().unreadableShown();
}
