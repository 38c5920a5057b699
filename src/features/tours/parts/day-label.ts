// Names of the flag days: today, tomorrow, then weekday and date in the visitor's language.
import { useT } from "../../../i18n/use-t";
import { useLang } from "../../../ui/format";
import { dateFormat, formatKeyDate, parseKeyDate } from "../../../domain/dates";
import { localeOf } from "../../../domain/money";

export function useDayLabel(): (day: string, index: number) => string {
  const t = useT();
  const weekday = dateFormat(localeOf(useLang()), { weekday: "long" });
  return (day, index) => {
    if (index === 0) return t("tours.day.today");
    if (index === 1) return t("tours.day.tomorrow");
    const d = parseKeyDate(day);
    return t("tours.day.other", { weekday: d ? weekday.format(d) : "", date: formatKeyDate(day) });
  };
}
