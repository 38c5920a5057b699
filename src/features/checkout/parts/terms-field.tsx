// Terms and privacy acceptance, required to order. The links open in a new tab, so the
// checkout keeps what was entered; a shop's own terms links (custom_terms_links) win.
import { useRouter } from "wouter";
import { paths } from "../../../domain/paths";
import { safeLink } from "../../../domain/links";
import { useConfig } from "../../../stores/context";
import { useT } from "../../../i18n/use-t";
import { T } from "../../../i18n/markup";
import { useLang } from "../../../ui/format";
import { CheckboxField } from "../../../ui/field";

export function TermsField({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  error?: string;
}) {
  const t = useT();
  const lang = useLang();
  const router = useRouter();
  const custom = useConfig().custom_terms_links[lang];
  const link = (key: "terms" | "data_protection") => {
    // a shop's link only when it may be followed (domain/links.ts), else the shop's own page
    const href = safeLink(custom?.[key]?.url) ?? router.hrefs(router.base + paths.page.href(key), router);
    // Trans fills in the link's text from the message
    return <a href={href} target="_blank" rel="noopener" />;
  };
  return (
    <CheckboxField
      label={
        <>
          <T id="checkout.terms" components={{ 0: link("terms"), 1: link("data_protection") }} />
          <span className="sr-only"> {t("common.newTab")}</span>
        </>
      }
      checked={checked}
      errors={error ? [error] : undefined}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}
