import type { ReactNode } from "react";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { useT } from "../../../i18n/use-t";

/** A call failed (the shell has said why, if it was the server): offer to try again. */
export function LoadFailed({ retry, children }: { retry: () => void; children: ReactNode }) {
  const t = useT();
  return (
    <Alert
      tone="danger"
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
