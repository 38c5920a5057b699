// Shown when the configuration cannot be loaded: a translated message and a retry.
import { useT } from "../i18n/use-t";
import { RetryAlert } from "../ui/RetryAlert";

export function BootFailed({ retry }: { retry: () => void }) {
  const t = useT();
  return <RetryAlert retry={retry}>{t("error.boot")}</RetryAlert>;
}
