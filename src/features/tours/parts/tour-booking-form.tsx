// The right-hand side of the tour screen: the chosen day and time, counts, group questions,
// group-size hint and the summary with "add to basket".
import { useT } from "../../../i18n/use-t";
import { Alert } from "../../../ui/alert";
import { TourDay } from "./tour-day";
import { TourCounts } from "./tour-counts";
import { TourQuestions } from "./tour-questions";
import { TourSummary } from "./tour-summary";
import { useBooking } from "../use-booking";

export function TourBookingForm() {
  const t = useT();
  const view = useBooking();
  if (!view) return null;
  const min = view.input.tour.min_group_size ?? 0;
  return (
    <div>
      <TourDay />
      {min > 0 && <Alert tone="info">{t("tours.groupSize.hint", { count: min })}</Alert>}
      <TourCounts view={view} />
      <TourQuestions view={view} />
      <TourSummary view={view} />
    </div>
  );
}
