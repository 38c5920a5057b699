// The category entries of the merchandise menu (CategoryMenu), in their own chunk: they need the
// cached merchandise attributes (stores/cached with its API calls), which no first screen needs;
// the chunk and the categories are fetched when the visitor first opens the list.
import { type ReactNode } from "react";
import { useT } from "../i18n/use-t";
import { useMerchandiseCategories } from "../stores/cached";
import { paths } from "../domain/paths";
import { bySequence } from "../domain/merchandise-catalogue";

/** The categories' entries after "All", or a line saying they are loading or failed. */
export function CategoryEntries({
  entry,
  loading,
  noteClass,
}: {
  entry: (href: string, text: string) => ReactNode;
  /** The "loading" line, the same as CategoryMenu's while this chunk is on its way. */
  loading: ReactNode;
  noteClass: string;
}) {
  const t = useT();
  const [load] = useMerchandiseCategories(true);
  return (
    <>
      {load.status === "ready" &&
        bySequence(load.data.category).map((c) => entry(paths.merchandiseCategory.href(String(c.id)), c.name))}
      {load.status === "loading" && loading}
      {load.status === "failed" && (
        <li className={noteClass}>
          <span role="status">{t("nav.categoriesFailed")}</span>
        </li>
      )}
    </>
  );
}
