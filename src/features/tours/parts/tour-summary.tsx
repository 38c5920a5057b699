// Warnings, overbooking, group size, the total and "add to basket". Adding with something
// missing says what is missing; the basket gets the guided-tour line of spec 001 section 3.
import { useRef, useState } from "react";
import { focusFirstInvalid } from "../../../ui/focus-invalid";
import { useT, type MessageId } from "../../../i18n/use-t";
import { useBasketActions } from "../../../stores/basket-actions";
import { Alert } from "../../../ui/alert";
import { AddedNotice } from "../../../ui/added-notice";
import { Button } from "../../../ui/button";
import { refusedQuantity } from "../../../ui/quantity-stepper";
import { Price } from "../../../ui/price";
import { defineStyles, useStyles } from "../../../styles/use-styles";
import { buildTourLine, overbookingKind, type OverbookingKind, type TourBlocker } from "../../../domain/tours-booking";
import type { TourWarning } from "../../../domain/tours";
import type { BookingView } from "../use-booking";
import { useTourStore } from "../use-tours";
import { useFormat } from "../../../ui/format";
import { useAnnounceChange } from "../../../ui/use-announce";
import { useHeldWhilePressed } from "../../../ui/press-hold";

const WARNINGS: Record<TourWarning, MessageId> = {
  fewerTickets: "tours.warning.fewerTickets",
  moreTickets: "tours.warning.moreTickets",
};
const OVERBOOKING: Record<OverbookingKind, MessageId> = {
  places: "tours.overbooking.places",
  tickets: "tours.overbooking.tickets",
  tours: "tours.overbooking.tours",
};
const EMPTY: Record<OverbookingKind, MessageId> = {
  places: "tours.blocked.emptyPlaces",
  tickets: "tours.blocked.emptyTickets",
  tours: "tours.blocked.emptyTours",
};
/** Blockers that the screen already explains where they arise. */
const SHOWN: TourBlocker[] = ["soldOut", "overbooking", "mismatch", "groupSize"];

const styles = defineStyles({
  total: `display:flex;justify-content:space-between;align-items:baseline;gap:1em;padding:.75em 0;margin:0 0 1em;
    border-top:2px solid var(--f-text);font-size:1.125em;font-weight:700`,
});

export function TourSummary({ view }: { view: BookingView }) {
  const s = useStyles(styles);
  const t = useT();
  const store = useTourStore();
  const { add } = useBasketActions();
  const root = useRef<HTMLDivElement>(null);
  const [notice, setNotice] = useState<"added" | "failed" | TourBlocker | null>(null);
  const { booking, input } = view;
  // what the warnings say stays as it was while the visitor presses "add" (a count committed by
  // the blur at the press must not move the button away from under the pointer)
  const shown = useHeldWhilePressed(booking);
  const kind = overbookingKind(input.tour);
  const { money } = useFormat();
  useAnnounceChange(
    t("format.labelled", { label: t("tours.total"), value: money(booking.total) }),
    notice === "added" && booking.total === 0,
  );

  const onAdd = () => {
    // a count typed that was refused at its field (domain/quantity.ts) is fixed there first
    const refused = refusedQuantity(root.current?.parentElement ?? null);
    if (refused) return refused.focus();
    const missing = booking.blockers.find((b) => !SHOWN.includes(b)) ?? booking.blockers[0];
    const line = buildTourLine(input, booking);
    if (missing || !line) {
      store.getState().setAttempted(true);
      setNotice(missing ?? "failed");
      // an unanswered question takes focus (the questions stand above, in the booking form)
      return focusFirstInvalid(root.current?.parentElement ?? null);
    }
    const result = add(line);
    setNotice(result.ok ? "added" : "failed");
    if (result.ok) store.getState().clearChoices();
  };

  const blockerText: Partial<Record<TourBlocker, string>> = {
    time: t("tours.blocked.time"),
    empty: t(EMPTY[kind]),
    answers: t("tours.blocked.answers"),
  };
  const open =
    notice && notice !== "added" && notice !== "failed" && booking.blockers.includes(notice)
      ? blockerText[notice]
      : null;

  return (
    <div ref={root}>
      {shown.warning && (
        <Alert tone="warning">
          {t(WARNINGS[shown.warning], { tickets: shown.counts.ticketCount, places: shown.counts.tourCount })}
        </Alert>
      )}
      {shown.overbooking && (
        <Alert tone="danger">
          {t(OVERBOOKING[shown.overbooking.kind], {
            requested: shown.overbooking.requested,
            available: shown.overbooking.available,
          })}
        </Alert>
      )}
      {shown.shortfall && (
        <Alert tone="warning">
          {t("tours.groupSize.error", {
            needed: shown.shortfall.needed,
            participants: shown.shortfall.participants,
          })}
        </Alert>
      )}
      <p className={s.total}>
        <span>{t("tours.total")}</span>
        <Price value={booking.total} />
      </p>
      {open && <Alert tone="danger">{open}</Alert>}
      {notice === "failed" && <Alert tone="danger">{t("tours.addFailed")}</Alert>}
      {notice === "added" && <AddedNotice>{t("tours.added")}</AddedNotice>}
      <Button block onClick={onAdd}>
        {t("tours.addToBasket")}
      </Button>
    </div>
  );
}
