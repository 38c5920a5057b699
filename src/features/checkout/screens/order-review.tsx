// `order-review/{id}`: an order with its items, sums and customer; an open order can be paid
// here. 406 says the order is not available. Back from a cancelled or declined payment, the
// page says the payment was not completed.
import { useEffect, useRef, useState } from "react";
import { visitsOfItems } from "../../../domain/calendar";
import type { RouteProps } from "../../../stores/route-types";
import type { Order } from "../../../api/orders";
import { formatKeyDate } from "../../../domain/dates";
import type { Customer } from "../../../api/customer";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../ui/format";
import { Page } from "../../../ui/page";
import { Alert } from "../../../ui/alert";
import { Spinner } from "../../../ui/spinner";
import { defineStyles, useStyles } from "../../../styles/use-styles";
import { useOrderReview } from "../use-order-review";
import { useClearReturn, useReturnParams } from "../use-return";
import { PayOrder } from "../parts/pay-order";
import { AddToCalendar } from "../parts/add-to-calendar";
import { PrintBooking } from "../parts/print-booking";

const styles = defineStyles({
  table: `width:100%;border-collapse:collapse;margin:0 0 1.5em;& caption{text-align:left;font-weight:650;font-size:1.125em;padding-bottom:.5em}
    & th,& td{padding:.5em .25em;border-bottom:1px solid var(--f-border);text-align:left;vertical-align:top}
    & .num{text-align:right;white-space:nowrap}& tfoot th,& tfoot td{font-weight:700;border-bottom:0}`,
  actions: `margin:1.5em 0 0`,
});

export function OrderReview({ params }: RouteProps) {
  const t = useT();
  const id = params.id ?? "";
  const state = useOrderReview(id);
  const back = useReturnParams();
  const clear = useClearReturn();
  const [notPaid, setNotPaid] = useState(false);
  useEffect(() => {
    if (!back) return;
    clear();
    setNotPaid(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per payment return (its `us`)
  }, [back?.us]);
  return (
    <Page title={state.status === "ready" ? t("checkout.orderTitle", { id: state.order.id }) : t("route.orderReview")}>
      {notPaid && <Alert tone="danger">{t("checkout.problem.paymentNotCompleted")}</Alert>}
      {state.status === "loading" && <Spinner />}
      {state.status === "notAvailable" && <Alert tone="warning">{t("checkout.orderNotAvailable")}</Alert>}
      {state.status === "failed" && <Alert tone="danger">{t("checkout.problem.unexpected")}</Alert>}
      {state.status === "ready" && <OrderDetails order={state.order} customer={state.customer} />}
    </Page>
  );
}

/** Who placed the order: name, company and billing address, as the service gives them. */
function OrderedBy({ customer }: { customer: Partial<Customer> | null }) {
  const t = useT();
  if (!customer?.fname) return null;
  const billing = customer.addrBilling;
  const name = [
    `${customer.fname} ${customer.lname ?? ""}`.trim(),
    customer.company,
    billing && `${billing.street}, ${billing.zip} ${billing.city}`,
  ]
    .filter(Boolean)
    .join(", ");
  return <p>{t("checkout.orderedBy", { name })}</p>;
}

function OrderDetails({ order, customer }: { order: Order; customer: Partial<Customer> | null }) {
  const s = useStyles(styles);
  const t = useT();
  const { money } = useFormat();
  const date = (value: string | null) => formatKeyDate((value ?? "").slice(0, 10));
  const part = useRef<HTMLDivElement>(null);
  return (
    <div ref={part}>
      {/* created and paid_at are extensions (issue 14): without them the order says no date */}
      {order.created && <p>{t("checkout.orderCreated", { date: date(order.created) })}</p>}
      {order.status === "paid" ? (
        <Alert tone="success">
          {order.paid_at ? t("checkout.orderPaid", { date: date(order.paid_at) }) : t("checkout.orderPaidUndated")}
        </Alert>
      ) : (
        <Alert tone="info">
          {order.due ? t("checkout.orderOpenDue", { date: date(order.due) }) : t("checkout.orderOpen")}
        </Alert>
      )}
      <OrderedBy customer={customer} />
      <table className={s.table}>
        <caption>{t("checkout.orderItems")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("checkout.orderItem")}</th>
            <th scope="col" className="num">
              {t("checkout.orderCount")}
            </th>
            <th scope="col" className="num">
              {t("checkout.orderAmount")}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, i) => (
            <tr key={i}>
              <td>{item.description}</td>
              <td className="num">{item.count}</td>
              <td className="num">{money(item.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {order.shipping > 0 && (
            <tr>
              <th scope="row" colSpan={2}>
                {t("checkout.shipping")}
              </th>
              <td className="num">{money(order.shipping)}</td>
            </tr>
          )}
          <tr>
            <th scope="row" colSpan={2}>
              {t("checkout.total")}
            </th>
            <td className="num">{money(order.total)}</td>
          </tr>
        </tfoot>
      </table>
      {order.status === "paid" && <AddToCalendar bookingId={order.id} visits={visitsOfItems(order.items)} />}
      {order.status === "open" && order.total > 0 && <PayOrder order={order} />}
      {order.status === "paid" && (
        <p className={s.actions} data-print="skip">
          <PrintBooking part={part} title={t("checkout.orderTitle", { id: order.id })} />
        </p>
      )}
    </div>
  );
}
