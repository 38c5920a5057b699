// Static pages from `static/page/{id}` (imprint, terms, data protection, accessibility
// statement, shipping), with sanitised HTML.
import { useEffect, useState } from "react";
import { untilCleanup } from "../../domain/latest";
import { useEmbed, useShell } from "../../stores/context";
import type { StaticPage as PageData } from "../../api/shop";
import { getStaticPage } from "../../api/static-page";
import type { RouteProps } from "../../stores/route-types";
import { Page } from "../../ui/page";
import { Spinner } from "../../ui/spinner";
import { SafeHtml } from "../../ui/safe-html";
import { NotFound } from "./not-found";
import { useT } from "../../i18n/use-t";

type State = { status: "loading" } | { status: "ready"; page: PageData } | { status: "missing" } | { status: "failed" };

function usePage(id: string): State {
  const { api } = useEmbed();
  const lang = useShell((s) => s.lang);
  const [state, setState] = useState<State>({ status: "loading" });
  useEffect(() => {
    setState({ status: "loading" });
    return untilCleanup(
      getStaticPage(api, id),
      (page) => setState(page && typeof page.html === "string" ? { status: "ready", page } : { status: "missing" }),
      (e) => setState((e as { status?: number })?.status === 404 ? { status: "missing" } : { status: "failed" }),
    );
  }, [api, id, lang]);
  return state;
}

export function StaticPage({ params }: RouteProps) {
  return <PageById id={params.id ?? ""} />;
}

export function ShippingPage() {
  return <PageById id="shipping" />;
}

function PageById({ id }: { id: string }) {
  const state = usePage(id);
  const t = useT();
  if (state.status === "loading") return <Spinner />;
  if (state.status === "missing") return <NotFound params={{}} />;
  if (state.status === "failed")
    return (
      <Page title={t("page.unavailableTitle")}>
        <p>{t("page.unavailable")}</p>
      </Page>
    );
  return (
    <Page title={state.page.title}>
      <SafeHtml html={state.page.html} />
    </Page>
  );
}
