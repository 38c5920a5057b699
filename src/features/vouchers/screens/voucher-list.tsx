// The voucher list: vouchers in their groups (both by sequence_no), then the code entry.
import { useConfig, useShell } from "../../../stores/context";
import { translated } from "../../../domain/config";
import { groupItems } from "../../../domain/merchandise-catalogue";
import { useT } from "../../../i18n/use-t";
import type { RouteProps } from "../../../ui/route-types";
import { Page } from "../../../ui/Page";
import { Spinner } from "../../../ui/Spinner";
import { useVoucherGroups, useVouchers } from "../data";
import { VoucherGrid } from "../parts/voucher-grid";
import { VoucherCodeEntry } from "../code-entry/voucher-code-entry";
import { RetryAlert } from "../../../ui/RetryAlert";

export function VoucherList(_: RouteProps) {
  const t = useT();
  const config = useConfig();
  const lang = useShell((s) => s.lang);
  const [vouchers, retryVouchers] = useVouchers();
  const [groups, retryGroups] = useVoucherGroups();
  const title = translated(config.nav_translations.vouchers, lang, t("route.vouchers"));

  let body;
  if (vouchers.status === "failed" || groups.status === "failed")
    body = (
      <RetryAlert
        retry={() => {
          retryVouchers();
          retryGroups();
        }}
      >
        {t("vouchers.loadFailed")}
      </RetryAlert>
    );
  else if (vouchers.status === "loading" || groups.status === "loading") body = <Spinner />;
  else {
    const grouped = groupItems(groups.data, vouchers.data, (v) => v.groupId);
    body = grouped.length ? (
      grouped.map(({ group, items }) => {
        const name = group?.name ?? t("vouchers.groupOther");
        return (
          <section key={group?.id ?? "other"}>
            <h2>{name}</h2>
            <VoucherGrid vouchers={items} label={name} />
          </section>
        );
      })
    ) : (
      <p>{t("vouchers.empty")}</p>
    );
  }

  return (
    <Page title={title}>
      {body}
      <VoucherCodeEntry />
    </Page>
  );
}
