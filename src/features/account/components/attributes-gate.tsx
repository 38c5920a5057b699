// Shows a customer form once customer/attr has arrived; a failure offers a retry.
import type { ReactNode } from "react";
import { useT } from "../../../i18n/use-t";
import type { CustomerAttributes } from "../../../api/customer";
import { Spinner } from "../../../ui/Spinner";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { useCustomerAttributes } from "../../../stores/cached";

export function AttributesGate({ children }: { children: (attr: CustomerAttributes) => ReactNode }) {
  const t = useT();
  const [state, retry] = useCustomerAttributes();
  if (state.status === "loading") return <Spinner />;
  if (state.status === "failed")
    return (
      <Alert
        tone="danger"
        action={
          <Button variant="secondary" small onClick={retry}>
            {t("common.retry")}
          </Button>
        }
      >
        {t("account.attributesFailed")}
      </Alert>
    );
  return <>{children(state.data)}</>;
}
