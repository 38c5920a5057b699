// Shows a customer form once customer/attr has arrived; a failure offers a retry.
import type { ReactNode } from "react";
import { useT } from "../../../i18n/use-t";
import type { CustomerAttributes } from "../../../api/customer";
import { Spinner } from "../../../ui/spinner";
import { useCustomerAttributes } from "../../../stores/cached";
import { RetryAlert } from "../../../ui/retry-alert";

export function AttributesGate({ children }: { children: (attr: CustomerAttributes) => ReactNode }) {
  const t = useT();
  const [state, retry] = useCustomerAttributes();
  if (state.status === "loading") return <Spinner />;
  if (state.status === "failed") return <RetryAlert retry={retry}>{t("account.attributesFailed")}</RetryAlert>;
  return <>{children(state.data)}</>;
}
