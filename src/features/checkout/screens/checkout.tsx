// The basket and checkout (spec 000 section 2): `checkout`, `checkout/accepted` (the provider
// accepted the payment data; the visitor confirms the order) and `checkout/failed` (the payment
// was not completed; a provider's cancel goes on to `checkout/canceled`). The basket is kept.
import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { checkoutStep } from "../../../domain/checkout";
import { needsShipping, shippingDestination } from "../../../domain/shipping";
import { paths } from "../../../domain/paths";
import { useBasket, useEmbed, useSession } from "../../../stores/context";
import { useT } from "../../../i18n/use-t";
import { Page } from "../../../ui/page";
import { Alert } from "../../../ui/alert";
import { LinkButton } from "../../../ui/button";
import { ProgressBar } from "../parts/progress-bar";
import { useSlot } from "../../../ui/slots";
import { BasketLines } from "../parts/basket-lines";
import { BasketTotals } from "../parts/basket-totals";
import { Suggestions } from "../parts/suggestions";
import { SignInStep } from "../parts/sign-in-step";
import { ShippingFormSection } from "../parts/shipping-form";
import { PaymentStep } from "../parts/payment-step";
import { ConfirmOrder } from "../parts/confirm-order";
import { useShippingCosts, useShippingForm } from "../use-shipping";
import { useClearReturn, useReturnParams } from "../use-return";
import { useCancelCart } from "../use-order";
import { useCheckout } from "../store";
import { ProblemAlert } from "../parts/problem-alert";

type Mode = "basket" | "accepted" | "failed";

export const Checkout = () => <CheckoutView mode="basket" />;
export const CheckoutAccepted = () => <CheckoutView mode="accepted" />;
export const CheckoutFailed = () => <CheckoutView mode="failed" />;

const TITLES = {
  basket: "route.checkout",
  accepted: "route.checkoutAccepted",
  failed: "route.checkoutFailed",
} as const;

function CheckoutView({ mode }: { mode: Mode }) {
  const t = useT();
  const lines = useBasket((b) => b.lines);
  const signedIn = useSession((s) => !!s.token);
  const shipping = useShippingForm();
  useShippingCosts(shippingDestination(lines, shipping.form, shipping.customer, signedIn));
  useFailedReturn(mode === "failed");
  const params = useReturnParams();
  const accepted = mode === "accepted" && !!params && lines.length > 0;
  const VoucherCodeEntry = useSlot("voucherCodeEntry");
  const { storage } = useEmbed();
  const problem = useCheckout((c) => c.problem);
  // the accepted page without a payment to confirm says so in its title too (issue 32)
  const title = mode === "accepted" && !accepted ? "checkout.nothingTitle" : TITLES[mode];
  return (
    <Page title={t(title)}>
      <ProgressBar step={checkoutStep({ lines: lines.length, signedIn, complete: false })} />
      {mode === "failed" && <Alert tone="danger">{t("checkout.problem.paymentNotCompleted")}</Alert>}
      {accepted && <Alert tone="info">{t("checkout.accepted")}</Alert>}
      {mode === "accepted" && !accepted && <Alert tone="info">{t("checkout.nothingToConfirm")}</Alert>}
      {storage.volatile && mode === "basket" && <Alert tone="warning">{t("checkout.storageVolatile")}</Alert>}
      {lines.length === 0 ? (
        <>
          {/* the basket was emptied because it had been paid already (issue 32): said here */}
          {problem?.problem === "alreadyPaid" && <ProblemAlert problem={problem} />}
          <p>{t("checkout.empty")}</p>
          <LinkButton href={paths.home.href()} variant="secondary">
            {t("checkout.browse")}
          </LinkButton>
        </>
      ) : (
        <>
          <BasketLines readOnly={accepted} />
          <BasketTotals />
          {accepted ? (
            <ConfirmOrder />
          ) : (
            <>
              <VoucherCodeEntry basketLink={false} />
              <Suggestions />
              <SignInStep />
              {needsShipping(lines) && <ShippingFormSection shipping={shipping} />}
              <PaymentStep shipping={shipping} />
            </>
          )}
        </>
      )}
    </Page>
  );
}

/**
 * Back on the failed page: the parameters leave the address; a provider's cancel goes on to
 * the canceled page (which offers to clear or keep the basket), a decline gives the cart up.
 */
function useFailedReturn(active: boolean) {
  const params = useReturnParams();
  const clear = useClearReturn();
  const cancel = useCancelCart();
  const [, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (!active || !params) return;
    // the canceled page cancels the payment the parameters name, and takes them out of the address
    if (params.status === "canceled")
      return navigate(paths.checkoutCanceled.href() + (search ? `?${search}` : ""), { replace: true });
    clear();
    cancel(params.us);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per payment return (its `us`): a cart is never given up twice
  }, [active, params?.us]);
}
