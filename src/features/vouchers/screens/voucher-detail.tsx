// A single voucher (vouchers/{id}): its value or the amount entry, quantity, add to basket.
import { paths } from "../../../domain/paths";
import { isVariable } from "../../../domain/voucher-codes";
import { useT } from "../../../i18n/use-t";
import type { RouteProps } from "../../../stores/route-types";
import { Page } from "../../../ui/page";
import { Spinner } from "../../../ui/spinner";
import { Alert } from "../../../ui/alert";
import { LinkButton } from "../../../ui/button";
import { Price } from "../../../ui/price";
import { defineStyles, useStyles } from "../../../styles/use-styles";
import { useVoucher } from "../data";
import { VoucherForm } from "../parts/voucher-form";
import { RetryAlert } from "../../../ui/retry-alert";

const styles = defineStyles({
  value: `font-size:1.375em;font-weight:700`,
  note: `color:var(--f-muted)`,
  back: `margin-top:2em`,
});

export function VoucherDetail({ params }: RouteProps) {
  const s = useStyles(styles);
  const t = useT();
  const [voucher, retry] = useVoucher(Number(params.id));
  const back = (
    <p className={s.back}>
      <LinkButton href={paths.vouchers.href()} variant="quiet">
        {t("vouchers.back")}
      </LinkButton>
    </p>
  );
  if (voucher.status === "loading") return <Spinner />;
  if (voucher.status === "failed") {
    const gone = voucher.httpStatus === 404 || voucher.httpStatus === 410;
    return (
      <Page title={t("vouchers.unavailableTitle")}>
        {gone ? (
          <Alert tone="warning">{t(voucher.httpStatus === 410 ? "vouchers.expired" : "vouchers.notFound")}</Alert>
        ) : (
          <RetryAlert retry={retry}>{t("vouchers.voucherFailed")}</RetryAlert>
        )}
        {back}
      </Page>
    );
  }
  const v = voucher.data;
  return (
    <Page title={v.name}>
      {!isVariable(v) && (
        <p className={s.value}>
          <Price value={v.price} />
        </p>
      )}
      <p className={s.note}>{t("vouchers.delivery")}</p>
      <VoucherForm voucher={v} />
      {back}
    </Page>
  );
}
