// A single event (#/{lang}/tickets/{id}): its dates and times where they apply, its tickets and
// subtickets, and adding them to the basket; an event that has ended says so.
import { useCallback, useEffect } from "react";
import { useShell, useClock } from "../../../stores/context";
import { useT } from "../../../i18n/use-t";
import { paths } from "../../../domain/paths";
import { formatKeyDate } from "../../../domain/dates";
import { isRunTicket, needsDate } from "../../../domain/tickets";
import type { RouteProps } from "../../../stores/route-types";
import { Page } from "../../../ui/page";
import { Spinner } from "../../../ui/spinner";
import { Alert } from "../../../ui/alert";
import { LinkButton } from "../../../ui/button";
import { defineStyles, useStyles } from "../../../styles/use-styles";
import { useEvent, useEventStore } from "../use-stores";
import { useSingleEvent } from "../single-event";
import { DayPicker } from "../components/day-picker";
import { LazyTicketForm, preloadTicketForm } from "../components/lazy-ticket-form";
import { RetryAlert } from "../../../ui/retry-alert";

const styles = defineStyles({
  meta: `color:var(--f-muted);margin:0 0 .5em`,
  intro: `margin:0 0 1.5em;max-width:42em`,
});

export function EventDetail({ params }: RouteProps) {
  const s = useStyles(styles);
  const t = useT();
  const store = useEventStore();
  const clock = useClock();
  const lang = useShell((x) => x.lang);
  const status = useEvent((x) => x.status);
  const view = useEvent((x) => x.view);
  const date = useEvent((x) => x.date);
  const time = useEvent((x) => x.time);
  // with a single event the list opens it directly, so a way back would lead here again
  const single = useSingleEvent();
  const id = /^\d+$/.test(params.id ?? "") ? Number(params.id) : NaN;
  const open = useCallback(() => store.getState().open(id, lang, clock.todayDate()), [store, id, lang, clock]);

  useEffect(() => {
    open();
  }, [open]);

  // a day picked: the form's code loads beside the day's call, and is there when its times are
  useEffect(() => void (date && preloadTicketForm()), [date]);

  const back = single ? undefined : (
    <LinkButton href={paths.tickets.href()} variant="quiet">
      ← {t("tickets.back")}
    </LinkButton>
  );

  if (status === "missing")
    return (
      <Page title={t("tickets.notFoundTitle")} actions={back}>
        <p data-testid="event-not-found">{t("tickets.notFound")}</p>
      </Page>
    );
  if (status === "failed")
    return (
      <Page title={t("tickets.failedTitle")} actions={back}>
        <RetryAlert retry={open}>{t("tickets.failed")}</RetryAlert>
      </Page>
    );
  if (status !== "ready" || !view || view.event.id !== id) return <Spinner label={t("tickets.loadingEvent")} />;

  const { event, lifetime } = view;
  const timed = needsDate(view.tickets);
  return (
    <Page title={event.name || t("tickets.eventFallbackTitle")} actions={back}>
      <p className={s.meta}>
        {event.venue && `${event.venue.name} · `}
        {t("tickets.eventPeriod", { start: formatKeyDate(lifetime.first), end: formatKeyDate(lifetime.last) })}
      </p>
      {event.description && <p className={s.intro}>{event.description}</p>}
      {view.expired ? (
        <Alert tone="warning">{t("tickets.expired")}</Alert>
      ) : timed ? (
        <>
          <DayPicker view={view} />
          {/* the form shows the chosen time's tickets, and event-long ones before any day */}
          {(time || view.tickets.some(isRunTicket)) && <LazyTicketForm view={view} />}
        </>
      ) : (
        <>
          <p>{t("tickets.runPeriod", { start: formatKeyDate(lifetime.first), end: formatKeyDate(lifetime.last) })}</p>
          <LazyTicketForm view={view} />
        </>
      )}
    </Page>
  );
}
