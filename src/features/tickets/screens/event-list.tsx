// The event list (#/{lang}/tickets): filters by venue, group and ticket group, the events in the
// specification's order; a shop with a single event shows that event directly. Long lists come
// in pages of PAGE_SIZE cards (a programme of 500 events would otherwise block the page for a
// second): "Show more" adds the next page and moves focus to its first card's link.
import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "wouter";
import { useShell } from "../../../stores/context";
import { useT } from "../../../i18n/use-t";
import { paths } from "../../../domain/paths";
import { filterEvents, filterOptions } from "../../../domain/tickets-events";
import type { RouteProps } from "../../../stores/route-types";
import { Page } from "../../../ui/page";
import { Spinner } from "../../../ui/spinner";
import { Button } from "../../../ui/button";
import { defineStyles, useStyles } from "../../../styles/use-styles";
import { useEventList, useEventListStore } from "../use-list";
import { EventFilters } from "../components/event-filters";
import { EventCard } from "../components/event-card";
import { RetryAlert } from "../../../ui/retry-alert";

// the route's first call (features/tickets/index.ts) comes with the screen's own chunk
export { firstCall } from "../use-list";

const styles = defineStyles({
  grid: `display:grid;gap:1em;grid-template-columns:1fr;list-style:none;margin:0;padding:0;
    .foyer-md &{grid-template-columns:repeat(2,1fr)} .foyer-xl &{grid-template-columns:repeat(3,1fr)}`,
  count: `color:var(--f-muted);margin:0 0 1em`,
  more: `margin-top:1.5em;text-align:center`,
});

/** Cards rendered at once; each "Show more" adds as many. */
export const PAGE_SIZE = 24;

export function EventList(_: RouteProps) {
  const s = useStyles(styles);
  const t = useT();
  const store = useEventListStore();
  const lang = useShell((x) => x.lang);
  const status = useEventList((x) => x.status);
  const events = useEventList((x) => x.events);
  const filters = useEventList((x) => x.filters);
  const [, navigate] = useLocation();

  useEffect(() => {
    store.getState().load(lang);
  }, [store, lang]);

  const single = status === "ready" && events.length === 1 ? events[0] : null;
  useEffect(() => {
    if (single) navigate(paths.event.href(single.id), { replace: true });
  }, [single, navigate]);

  const options = useMemo(() => filterOptions(events), [events]);
  const shown = useMemo(() => filterEvents(events, filters), [events, filters]);
  const { setFilter, resetFilters } = store.getState();
  // the number of cards shown; a new filter starts again at the first page
  const [paging, setPaging] = useState({ filters, limit: PAGE_SIZE });
  const limit = paging.filters === filters ? paging.limit : PAGE_SIZE;
  const grid = useRef<HTMLUListElement>(null);
  const focusCard = useRef<number | null>(null);
  useEffect(() => {
    if (focusCard.current === null) return;
    grid.current?.children[focusCard.current]?.querySelector<HTMLElement>("a")?.focus();
    focusCard.current = null;
  }, [limit]);
  const showMore = () => {
    focusCard.current = limit;
    setPaging({ filters, limit: limit + PAGE_SIZE });
  };

  let body;
  if (status === "failed")
    body = <RetryAlert retry={() => store.getState().load(lang)}>{t("tickets.listFailed")}</RetryAlert>;
  else if (status !== "ready" || single) body = <Spinner label={t("tickets.loadingEvents")} />;
  else if (!events.length) body = <p data-testid="no-events">{t("tickets.noEvents")}</p>;
  else
    body = (
      <>
        <EventFilters options={options} filters={filters} onChange={setFilter} onReset={resetFilters} />
        <p className={s.count} role="status">
          {shown.length ? t("tickets.resultCount", { count: shown.length }) : t("tickets.noMatch")}
        </p>
        <ul className={s.grid} ref={grid}>
          {shown.slice(0, limit).map((e) => (
            <li key={e.id}>
              <EventCard event={e} />
            </li>
          ))}
        </ul>
        {shown.length > limit && (
          <p className={s.more}>
            <Button variant="secondary" onClick={showMore}>
              {t("tickets.showMore", { count: Math.min(PAGE_SIZE, shown.length - limit) })}
            </Button>
          </p>
        )}
      </>
    );
  return <Page title={t("tickets.listTitle")}>{body}</Page>;
}
