// The notice after something was added to the basket: the area's own message and a link to
// the basket.
import type { ReactNode } from "react";
import { useT } from "../i18n/use-t";
import { paths } from "../domain/paths";
import { Alert } from "./Alert";
import { LinkButton } from "./Button";

export function AddedNotice({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Alert
      tone="success"
      action={
        <LinkButton href={paths.checkout.href()} variant="secondary" small>
          {t("notice.toBasket")}
        </LinkButton>
      }
    >
      {children}
    </Alert>
  );
}
