// The one alert for a call that failed and may be tried again: the screen's own sentence and a
// "Try again" button beside it (the shell has already said why, when it was the server).
import type { ReactNode } from "react";
import { useT } from "../i18n/use-t";
import { Alert } from "./alert";
import { Button } from "./button";

export function RetryAlert({
  retry,
  tone = "danger",
  children,
}: {
  retry: () => void;
  /** warning: a part of the screen failed (a month of the calendar), the rest still works. */
  tone?: "danger" | "warning";
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Alert
      tone={tone}
      action={
        <Button variant="secondary" small onClick={retry}>
          {t("common.retry")}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
