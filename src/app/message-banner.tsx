// The global message (text, tone, dismiss), e.g. the server-error message with the support address.
import { useEmbed, useShell } from "../stores/context";
import { useT } from "../i18n/use-t";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";

export function MessageBanner() {
  const message = useShell((s) => s.message);
  const email = useShell((s) => s.meta?.support_email ?? "");
  const { stores } = useEmbed();
  const t = useT();
  if (!message) return null;
  return (
    <Alert
      tone={message.tone}
      action={
        <Button
          variant="quiet"
          small
          onClick={() => stores.shell.getState().dismissMessage()}
          aria-label={t("common.dismiss")}
        >
          ✕
        </Button>
      }
    >
      <span data-testid="global-message">
        {message.id === "error.server" && !email
          ? t("error.serverNoContact")
          : t(message.id, { ...message.values, email })}
      </span>
    </Alert>
  );
}
