// A tour in the list: name, language, "price from", maximum participants, the flag days it runs
// on, and how many bookings of it the basket holds.
import { Link } from "wouter";
import { useId } from "react";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../ui/format";
import { LinkButton } from "../../../ui/button";
import { defineStyles, useStyles } from "../../../styles/use-styles";
import type { TourListItem } from "../../../api/tours";
import { tourPrice } from "../../../domain/tours";
import { tourHref } from "../../../domain/tours-list";
import { useDayLabel } from "./day-label";

const styles = defineStyles({
  card: `display:flex;flex-direction:column;gap:.5em;height:100%;padding:1.25em;border:1px solid var(--f-border);
    border-radius:var(--f-radius);background:var(--f-bg);& h2{margin:0;font-size:1.2em} & h2 a{text-decoration:none}
    & h2 a:hover{text-decoration:underline} & p{margin:0}`,
  meta: `color:var(--f-muted);font-size:.9375em`,
  facts: `display:flex;flex-wrap:wrap;gap:.25em 1.25em;margin:0;font-size:.9375em;& div{display:flex;gap:.35em}
    & dt{color:var(--f-muted)} & dd{margin:0;font-weight:600}`,
  flags: `display:flex;flex-wrap:wrap;gap:.35em;list-style:none;margin:0;padding:0;& li{padding:.1em .6em;border-radius:999px;
    background:var(--f-success-bg);color:var(--f-success);font-size:.875em;font-weight:600}`,
  basket: `color:var(--f-accent);font-weight:600;font-size:.9375em`,
  action: `margin-top:auto;padding-top:.5em`,
});

export interface TourCardProps {
  tour: TourListItem;
  /** The flag days (today first) on which this tour runs. */
  flags: { day: string; index: number }[];
  inBasket: number;
  /** The day filter's day, passed on to the detail screen. */
  day: string;
}

export function TourCard({ tour, flags, inBasket, day }: TourCardProps) {
  const s = useStyles(styles);
  const t = useT();
  const { money } = useFormat();
  const dayLabel = useDayLabel();
  const headingId = useId();
  const price = tourPrice(tour.priceList, tour, 1);
  const href = tourHref(tour.id, day || null);
  return (
    <article className={s.card} aria-labelledby={headingId} data-testid={`tour-${tour.id}`}>
      <h2 id={headingId}>
        <Link href={href}>{tour.name}</Link>
      </h2>
      <p className={s.meta}>
        {[tour.langName && t("tours.language", { language: tour.langName }), tour.eventName]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {tour.description && <p>{tour.description}</p>}
      <dl className={s.facts}>
        {price && (
          <div>
            <dt>{t("tours.card.price")}</dt>
            <dd>
              {t(tour.single_ticketing ? "tours.priceFromPerPerson" : "tours.priceFrom", { price: money(price.total) })}
            </dd>
          </div>
        )}
        {tour.max_participants !== null && (
          <div>
            <dt>{t("tours.card.group")}</dt>
            <dd>{t("tours.maxParticipants", { count: tour.max_participants })}</dd>
          </div>
        )}
      </dl>
      {flags.length > 0 && (
        <ul className={s.flags} aria-label={t("tours.card.flags")}>
          {flags.map((f) => (
            <li key={f.day}>{dayLabel(f.day, f.index)}</li>
          ))}
        </ul>
      )}
      {inBasket > 0 && <p className={s.basket}>{t("tours.card.inBasket", { count: inBasket })}</p>}
      <div className={s.action}>
        <LinkButton href={href} variant="secondary" aria-label={t("tours.card.chooseDateFor", { name: tour.name })}>
          {t("tours.card.chooseDate")}
        </LinkButton>
      </div>
    </article>
  );
}
