// On `checkout/accepted` (confirmPaymentOnCheckout off): the provider accepted the payment data;
// the order is placed, with the obligation to pay, when the visitor confirms it. The return
// parameters travel on to `checkout/success`, which executes the payment.
import { useLocation, useSearch } from "wouter";
import { paths } from "../../../domain/paths";
import { useT } from "../../../i18n/use-t";
import { Button } from "../../../ui/button";
import { useStyles } from "../../../styles/use-styles";
import { checkoutStyles } from "../styles";

export function ConfirmOrder() {
  const s = useStyles(checkoutStyles);
  const t = useT();
  const search = useSearch();
  const [, navigate] = useLocation();
  return (
    <div className={s.actions}>
      <Button onClick={() => navigate(paths.checkoutSuccess.href() + (search ? `?${search}` : ""), { replace: true })}>
        {t("checkout.orderNow")}
      </Button>
    </div>
  );
}
