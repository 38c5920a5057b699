// Before the shop is drawn: the configuration could not be loaded (a translated message and a
// retry), or it is slow (the spinner, and "still loading" with a retry).
import type { Slow } from "../api/options";
import { useT } from "../i18n/use-t";
import { RetryAlert } from "../ui/retry-alert";
import { SlowNotice } from "./slow-notice";

export function BootFailed({ retry }: { retry: () => void }) {
  const t = useT();
  return <RetryAlert retry={retry}>{t("error.boot")}</RetryAlert>;
}

export function BootWaiting({ slow }: { slow: Slow }) {
  return (
    <>
      {slow && <SlowNotice slow={slow} />}
      <div className="foyer-boot" />
    </>
  );
}
