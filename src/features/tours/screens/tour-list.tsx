// The guided-tour list (spec 001 section 2): filters by language, category, venue and day, and a
// card per tour with its flag days.
import { useEffect, useMemo } from "react";
import { useShallow } from "zustand/react/shallow";
import { useT } from "../../../i18n/use-t";
import { useLang } from "../../../ui/format";
import { useBasket, useConfig, useClock } from "../../../stores/context";
import type { RouteProps } from "../../../stores/route-types";
import { Page } from "../../../ui/page";
import { Spinner } from "../../../ui/spinner";
import { Button } from "../../../ui/button";
import { defineStyles, useStyles } from "../../../styles/use-styles";
import { flagDays, tourFlags } from "../../../domain/tours";
import { filterTours, initialLanguage, NO_FILTERS, toursInBasket } from "../../../domain/tours-list";
import { TourFilters } from "../parts/tour-filters";
import { TourCard } from "../parts/tour-card";
import { useTours, useTourStore } from "../use-tours";
import { RetryAlert } from "../../../ui/retry-alert";

const styles = defineStyles({
  grid: `display:grid;gap:1em;grid-template-columns:minmax(0,1fr);list-style:none;margin:0;padding:0;
    .foyer-sm &{grid-template-columns:repeat(2,minmax(0,1fr))} .foyer-lg &{grid-template-columns:repeat(3,minmax(0,1fr))}`,
  count: `color:var(--f-muted);margin:0 0 .75em`,
});

export function TourList(_: RouteProps) {
  const s = useStyles(styles);
  const t = useT();
  const lang = useLang();
  const store = useTourStore();
  const config = useConfig();
  const lines = useBasket((b) => b.lines);
  const { tours, attributes, overview, filters, loading, loadingDays, failed } = useTours(
    useShallow((x) => ({
      failed: x.failed.list,
      tours: x.tours,
      attributes: x.attributes,
      overview: x.overview,
      filters: x.filters,
      loading: x.loading.list,
      loadingDays: x.loading.overview,
    })),
  );
  const clock = useClock();
  const days = useMemo(() => flagDays(clock.todayDate()), [clock]);

  useEffect(() => store.getState().loadList(clock.todayDate()), [store, lang, clock]);

  // until the visitor changes a filter, the list starts with the configured tour language
  const current = filters ?? { ...NO_FILTERS, language: initialLanguage(tours, config.guided_tour_default_language) };
  const shown = filterTours(tours, current, overview);
  const filtered = JSON.stringify(current) !== JSON.stringify(NO_FILTERS);

  return (
    <Page title={t("route.tours")}>
      <TourFilters
        tours={tours}
        attributes={attributes}
        days={days}
        value={current}
        onChange={(f) => store.getState().setFilters(f)}
      />
      {loadingDays && tours.length > 0 && <Spinner label={t("tours.overview.loading")} />}
      {loading && !tours.length ? (
        <Spinner label={t("tours.list.loading")} />
      ) : failed && !tours.length ? (
        <RetryAlert retry={() => store.getState().loadList(clock.todayDate())}>{t("tours.list.failed")}</RetryAlert>
      ) : (
        <>
          <p className={s.count} role="status">
            {shown.length
              ? t("tours.list.count", { count: shown.length })
              : t(tours.length ? "tours.list.noMatch" : "tours.list.none")}
          </p>
          {!shown.length && filtered && tours.length > 0 && (
            <Button variant="secondary" onClick={() => store.getState().setFilters(NO_FILTERS)}>
              {t("tours.list.showAll")}
            </Button>
          )}
          <ul className={s.grid}>
            {shown.map((tour) => (
              <li key={tour.id}>
                <TourCard
                  tour={tour}
                  day={current.day}
                  inBasket={toursInBasket(lines, tour.id)}
                  flags={tourFlags(days, overview, tour.id).map((day) => ({ day, index: days.indexOf(day) }))}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
