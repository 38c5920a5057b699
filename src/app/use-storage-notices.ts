// Tells the visitor what happened to their stored data (issue 12): basket lines dropped at start
// because they could not be read back (named, once), and a write the browser refused because its
// storage is full (once a spell; the storage tries again with the next change). Toasts, which the
// shell store also says through the live region.
import { useEffect } from "react";
import { useBasket, useEmbed } from "../stores/context";
import { useT } from "../i18n/use-t";

export function useStorageNotices() {
  const { stores, storage } = useEmbed();
  const unreadable = useBasket((b) => b.unreadable);
  const t = useT();

  useEffect(() => {
    if (!unreadable.length) return;
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
  }, [unreadable, stores, t]);

  useEffect(
    () => storage.onWriteFailed(() => stores.shell.getState().toast({ id: "storage.full" }, "warning")),
    [storage, stores],
  );
}
