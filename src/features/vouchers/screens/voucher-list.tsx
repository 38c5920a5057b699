// The voucher list: vouchers in their groups (both by sequence_no), then the code entry.
import { useConfig, useShell } from "../../../stores/context";
import { translated } from "../../../domain/config";
import { groupItems } from "../../../domain/merchandise-catalogue";
import { useT } from "../../../i18n/use-t";
import type { RouteProps } from "../../../stores/route-types";
import { Page } from "../../../ui/page";
import { Spinner } from "../../../ui/spinner";
import { useVoucherGroups, useVouchers } from "../data";
import { VoucherGrid } from "../parts/voucher-grid";
import { VoucherCodeEntry } from "../code-entry/voucher-code-entry";
import { RetryAlert } from "../../../ui/retry-alert";

const sameWords = (a: string, b: string, lang: string) =>
  a.trim().toLocaleLowerCase(lang) === b.trim().toLocaleLowerCase(lang);

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
      grouped.map(({ group, items }, i) => {
        const name = group?.name ?? t("vouchers.groupOther");
        // a first group named like the screen ("Gavekort" under "Gavekort") is not named twice:
        // its vouchers stand right under the title that names them
        const repeatsTitle = i === 0 && sameWords(name, title, lang);
        return (
          <section key={group?.id ?? "other"}>
            {!repeatsTitle && <h2>{name}</h2>}
            <VoucherGrid vouchers={items} label={name} level={repeatsTitle ? 2 : 3} />
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
