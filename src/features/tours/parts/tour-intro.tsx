// What the tour is: its exhibition, language, description and group size.
import { useT } from "../../../i18n/use-t";
import { defineStyles, useStyles } from "../../../styles/use-styles";
import type { TourDetail } from "../../../api/tours";
import { isWholeTour } from "../../../domain/tours";

const styles = defineStyles({
  meta: `color:var(--f-muted);margin:0 0 .5em`,
  text: `max-width:48em;margin:0 0 1.5em`,
});

export function TourIntro({ tour }: { tour: TourDetail }) {
  const s = useStyles(styles);
  const t = useT();
  return (
    <>
      <p className={s.meta}>
        {[
          tour.eventName,
          tour.langName && t("tours.language", { language: tour.langName }),
          t(isWholeTour(tour) ? "tours.perTourMax" : "tours.maxParticipants", { count: tour.max_participants }),
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {tour.description && <p className={s.text}>{tour.description}</p>}
    </>
  );
}
