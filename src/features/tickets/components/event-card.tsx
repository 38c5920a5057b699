import type { TicketEvent } from "../../../api/tickets";
import { paths } from "../../../domain/paths";
import { formatKeyDate } from "../../../domain/dates";
import { useT } from "../../../i18n/use-t";
import { LinkButton } from "../../../ui/button";
import { defineStyles, useStyles } from "../../../styles/use-styles";

const styles = defineStyles({
  card: `display:flex;flex-direction:column;gap:.25em;height:100%;padding:1.25em;border:1px solid var(--f-border);
    border-radius:var(--f-radius);background:var(--f-surface);& h2{margin:0;font-size:1.25em} & p{margin:0}`,
  meta: `color:var(--f-muted);font-size:.9375em`,
  groups: `display:flex;flex-wrap:wrap;gap:.35em;list-style:none;margin:.25em 0;padding:0;
    & li{font-size:.8125em;padding:.1em .6em;border-radius:999px;background:var(--f-bg);border:1px solid var(--f-border)}`,
  action: `margin-top:auto;padding-top:.75em`,
});

/** An event of the list: name, venue, run, groups, and the way to its tickets. */
export function EventCard({ event }: { event: TicketEvent }) {
  const s = useStyles(styles);
  const t = useT();
  // without a start (the specification names only the end) the card says until when it runs
  const period = !event.end
    ? ""
    : event.start
      ? t("tickets.period", { start: formatKeyDate(event.start), end: formatKeyDate(event.end) })
      : t("tickets.until", { end: formatKeyDate(event.end) });
  return (
    <article className={s.card} data-testid="event-card">
      <h2>{event.name}</h2>
      <p className={s.meta}>{[event.venue?.name, period].filter(Boolean).join(" · ")}</p>
      {event.custom_groups.length > 0 && (
        <ul className={s.groups}>
          {event.custom_groups.map((g) => (
            <li key={g.id}>{g.name}</li>
          ))}
        </ul>
      )}
      {event.description && <p>{event.description}</p>}
      <div className={s.action}>
        <LinkButton href={paths.event.href(event.id)} aria-label={t("tickets.chooseTicketsFor", { name: event.name })}>
          {t("tickets.chooseTickets")}
        </LinkButton>
      </div>
    </article>
  );
}
