// "Add to calendar" for each booked visit at a time of day (a timed ticket's slot, a guided
// tour): an iCalendar file made here in the browser (a download link, nothing sent anywhere) and
// Google Calendar's form filled in. Times are the museum's (its zone, the embed's clock).
import { googleCalendarUrl, icsFile, VISIT_MINUTES, type CalendarEvent, type Visit } from "../../../domain/calendar";
import { useClock, useEmbed, useShell } from "../../../stores/context";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../ui/format";
import { defineStyles, useStyles } from "../../../styles/use-styles";

const styles = defineStyles({
  list: `list-style:none;margin:0;padding:0;& > li{padding:.75em 0;border-bottom:1px solid var(--f-border)}`,
  what: `margin:0 0 .25em;font-weight:600`,
  links: `display:flex;flex-wrap:wrap;gap:.25em 1.5em;& a{display:inline-flex;align-items:center;min-height:44px;
    color:var(--f-accent);font-weight:600}`,
});

export function AddToCalendar({ bookingId, visits }: { bookingId: string; visits: Visit[] }) {
  const s = useStyles(styles);
  const t = useT();
  const { keyDate } = useFormat();
  const clock = useClock();
  // the ticketing service's host names the bookings: two museums' booking 17 are two events
  const host = new URL(useEmbed().options.api).host || "foyer";
  const meta = useShell((x) => x.meta);
  if (!visits.length) return null;
  const location = [meta?.name, meta?.address].filter(Boolean).join(", ");
  return (
    <section aria-labelledby="foyer-calendar" data-testid="add-to-calendar" data-print="skip">
      <h2 id="foyer-calendar">{t("checkout.calendarTitle")}</h2>
      <ul className={s.list}>
        {visits.map((visit, i) => {
          const event: CalendarEvent = {
            uid: `booking-${bookingId}-${i + 1}@${host}`,
            title: visit.title,
            start: visit.start,
            minutes: VISIT_MINUTES,
            location,
            description: [
              t("checkout.bookingNumber", { id: bookingId }),
              ...visit.parts.map((p) => t("checkout.line.part", p)),
            ].join("\n"),
          };
          const google = googleCalendarUrl(event, clock.timeZone);
          if (!google) return null;
          const file = icsFile([event], clock.timeZone, clock.now());
          const id = `foyer-visit-${i}`;
          return (
            <li key={visit.key}>
              <p id={id} className={s.what}>
                {visit.title},{" "}
                {t("checkout.line.when", { date: keyDate(visit.start.slice(0, 10)), time: visit.start.slice(11, 16) })}
              </p>
              <p className={s.links}>
                <a
                  href={`data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`}
                  download={`booking-${bookingId}-${i + 1}.ics`.replace(/[^\w.-]/g, "_")}
                  aria-describedby={id}
                >
                  {t("checkout.calendarFile")}
                </a>
                <a href={google} target="_blank" rel="noopener" aria-describedby={id}>
                  {t("checkout.googleCalendar")}
                  <span className="sr-only"> {t("common.newTab")}</span>
                </a>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
