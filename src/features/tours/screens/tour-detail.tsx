// A single tour (spec 001 sections 2 and 4): calendar of the shown month, the chosen day's times
// and tickets, counts, group questions and add to basket; loading and not-found states.
import { useEffect } from "react";
import { useSearch } from "wouter";
import { useShallow } from "zustand/react/shallow";
import { useT } from "../../../i18n/use-t";
import { useLang } from "../../../ui/format";
import type { RouteProps } from "../../../stores/route-types";
import { Page } from "../../../ui/page";
import { Spinner } from "../../../ui/spinner";
import { Alert } from "../../../ui/alert";
import { LinkButton } from "../../../ui/button";
import { defineStyles, useStyles } from "../../../styles/use-styles";
import { paths } from "../../../domain/paths";
import { hasEnded } from "../../../domain/dates";
import { dayFromSearch } from "../../../domain/tours-list";
import { TourIntro } from "../parts/tour-intro";
import { TourDatePicker } from "../parts/tour-date-picker";
import { TourBookingForm } from "../parts/tour-booking-form";
import { useTours, useTourStore } from "../use-tours";
import { useClock } from "../../../stores/context";
import { RetryAlert } from "../../../ui/retry-alert";

const styles = defineStyles({
  grid: `display:grid;gap:1.5em;grid-template-columns:1fr;align-items:start;.foyer-md &{grid-template-columns:minmax(280px,2fr) 3fr}`,
});

export function TourDetail({ params }: RouteProps) {
  const s = useStyles(styles);
  const t = useT();
  const lang = useLang();
  const store = useTourStore();
  const clock = useClock();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const requested = dayFromSearch(useSearch());
  const { tour, notFound, failed, lifetime, loading } = useTours(
    useShallow((x) => ({
      tour: x.tour,
      notFound: x.notFound.tour,
      failed: x.failed.tour,
      lifetime: x.lifetime,
      loading: x.loading.tour,
    })),
  );
  const open = () => {
    if (valid) store.getState().openTour(id, clock.todayDate(), requested);
  };

  useEffect(open, [store, id, valid, lang, requested, clock]);

  if (!valid || notFound) return <TourNotFound />;
  if (failed)
    return (
      <Page title={t("tours.failed.title")}>
        <RetryAlert retry={open}>{t("tours.failed.text")}</RetryAlert>
        <BackToList />
      </Page>
    );
  if (!tour || tour.id !== id) return <Spinner label={t("tours.detail.loading")} />;
  const over = hasEnded(lifetime?.last, clock.today());
  return (
    <Page title={tour.name}>
      {/* back on a tour already shown: it stays while it is fetched again, and says so */}
      {loading && <Spinner label={t("tours.detail.loading")} />}
      <TourIntro tour={tour} />
      {over ? (
        <Alert tone="info" action={<BackToList />}>
          {t("tours.notBookable")}
        </Alert>
      ) : (
        <div className={s.grid}>
          <TourDatePicker />
          <TourBookingForm />
        </div>
      )}
    </Page>
  );
}

function BackToList() {
  const t = useT();
  return (
    <LinkButton href={paths.tours.href()} variant="secondary" small>
      {t("tours.backToList")}
    </LinkButton>
  );
}

function TourNotFound() {
  const t = useT();
  return (
    <Page title={t("tours.notFound.title")}>
      <p data-testid="tour-not-found">{t("tours.notFound.text")}</p>
      <BackToList />
    </Page>
  );
}
