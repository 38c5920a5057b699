// The notice after something was added to the basket, for every area: the area's own message
// and a link to the basket (left out where the visitor already is in the basket).
import type { ReactNode } from "react";
import { useT } from "../i18n/use-t";
import { paths } from "../domain/paths";
import { Alert } from "./alert";
import { RouteButton } from "./button";

export function AddedNotice({ children, basketLink = true }: { children: ReactNode; basketLink?: boolean }) {
  const t = useT();
  return (
    <Alert
      tone="success"
      action={
        basketLink && (
          <RouteButton href={paths.checkout.href()} variant="secondary" small>
            {t("notice.toBasket")}
          </RouteButton>
        )
      }
    >
      {children}
    </Alert>
  );
}
