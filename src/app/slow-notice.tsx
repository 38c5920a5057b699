// "Still loading" (issue 33, docs/decisions.md "One policy for every call"): a call has waited longer than the
// time-limit policy's `slow`. The answer is still waited for; a read can be asked again at once.
import type { Slow } from "../api/options";
import { useT } from "../i18n/use-t";
import { useShell } from "../stores/context";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";

export function SlowNotice({ slow }: { slow: NonNullable<Slow> }) {
  const t = useT();
  const action = slow.retry && (
    <Button variant="secondary" small onClick={slow.retry}>
      {t("common.retry")}
    </Button>
  );
  return (
    <Alert action={action}>
      <span role="status">{t("common.stillLoading")}</span>
    </Alert>
  );
}

/** The shell's notice, while any call of the embed is slow. */
export function StillLoading() {
  const slow = useShell((s) => s.slow);
  return slow ? <SlowNotice slow={slow} /> : null;
}
