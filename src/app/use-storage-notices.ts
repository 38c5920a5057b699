// Tells the visitor what happened to their stored data (issue 12): basket lines dropped at start
// because they could not be read back (named, once), and a write the browser refused because its
// storage is full (once a spell; the storage tries again with the next change). Toasts, which the
// shell store also says through the live region; the dropped lines' wording is basket-dropped.ts.
import { useEffect } from "react";
import { useBasket, useEmbed } from "../stores/context";
import { useT } from "../i18n/use-t";

export function useStorageNotices() {
  const { stores, storage } = useEmbed();
  const unreadable = useBasket((b) => b.unreadable);
  const t = useT();

  useEffect(() => {
    if (!unreadable.length) return;
    let gone = false;
    import("./basket-dropped").then(
      (m) => gone || m.sayDropped(stores, unreadable, t),
      () => undefined,
    );
    return () => void (gone = true);
  }, [unreadable, stores, t]);

  useEffect(
    () => storage.onWriteFailed(() => stores.shell.getState().toast({ id: "storage.full" }, "warning")),
    [storage, stores],
  );
}
