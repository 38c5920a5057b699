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
import { useAskedCart } from "../use-order";
import { PaidBasket } from "../parts/paid-basket";
import { Spinner } from "../../../ui/spinner";
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
  const params = useReturnParams();
  const asked = useFailedReturn(mode === "failed");
  const accepted = mode === "accepted" && !!params && lines.length > 0;
  const VoucherCodeEntry = useSlot("voucherCodeEntry");
  const { storage } = useEmbed();
  const problem = useCheckout((c) => c.problem);
  if (asked.outcome === "paid") return <PaidBasket reference={asked.reference} />;
  // the failed page says "failed" only of a payment the service did not take: a return that says
  // so, or a cart it gave up now (issue 32); while it asks, or when no answer can be read, it
  // invites no payment
  const failed =
    mode === "failed" &&
    (asked.outcome === "canceled" || asked.outcome === "gone" || (asked.outcome === "none" && !!params));
  const unsure = mode === "failed" && (asked.outcome === "running" || asked.outcome === "failed");
  // the accepted page without a payment to confirm says so in its title too (issue 32)
  const title =
    mode === "accepted" && !accepted
      ? "checkout.nothingTitle"
      : mode === "failed" && !failed
        ? "checkout.paymentStatusTitle"
        : TITLES[mode];
  return (
    <Page title={t(title)}>
      <ProgressBar step={checkoutStep({ lines: lines.length, signedIn, complete: false })} />
      {asked.outcome === "running" && mode === "failed" && <Spinner label={t("checkout.checkingPayment")} live />}
      {asked.outcome === "failed" && mode === "failed" && <Alert tone="warning">{t("checkout.cancelUnknown")}</Alert>}
      {failed && <Alert tone="danger">{t("checkout.problem.paymentNotCompleted")}</Alert>}
      {mode === "failed" && !failed && !unsure && <Alert tone="info">{t("checkout.nothingToConfirm")}</Alert>}
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
          <BasketLines readOnly={accepted || unsure} />
          <BasketTotals />
          {accepted ? (
            <ConfirmOrder />
          ) : unsure ? null : (
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
 * On the failed page: a provider's cancel goes on to the canceled page (which offers to clear or
 * keep the basket); else the parameters leave the address and the basket's cart is asked about
 * and given up, with or without a return (Back, a lost way back): a cart paid meanwhile is
 * "paid", never "failed".
 */
function useFailedReturn(active: boolean) {
  const params = useReturnParams();
  const clear = useClearReturn();
  const [, navigate] = useLocation();
  const search = useSearch();
  const onward = active && params?.status === "canceled";
  const asked = useAskedCart(active && !onward, params?.us ?? null);
  useEffect(() => {
    if (!active) return;
    // the canceled page cancels the payment the parameters name, and takes them out of the address
    if (onward) return navigate(paths.checkoutCanceled.href() + (search ? `?${search}` : ""), { replace: true });
    if (params) clear();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit of the page
  }, [active]);
  return asked;
}
