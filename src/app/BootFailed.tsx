// Shown when the configuration cannot be loaded: a translated message and a retry.
import { useT } from "../i18n/use-t";
import { Alert } from "../ui/Alert";
import { Button } from "../ui/Button";

export function BootFailed({ retry }: { retry: () => void }) {
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
      {t("error.boot")}
    </Alert>
  );
}
