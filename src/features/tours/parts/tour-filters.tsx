// The list's filters: tour language, category, venue (when there is more than one) and day.
import { useT } from "../../../i18n/use-t";
import { SelectField } from "../../../ui/field";
import { defineStyles, useStyles } from "../../../styles/use-styles";
import type { TourAttributes, TourListItem } from "../../../api/tours";
import { tourLanguages, type TourFilters as Filters } from "../../../domain/tours-list";
import { useDayLabel } from "./day-label";

const styles = defineStyles({
  grid: `display:grid;gap:0 1em;grid-template-columns:1fr;margin:0 0 1em;border:0;padding:0;
    .foyer-sm &{grid-template-columns:repeat(2,1fr)} .foyer-md &{grid-template-columns:repeat(4,1fr)}`,
});

export interface TourFiltersProps {
  tours: TourListItem[];
  attributes: TourAttributes | null;
  days: string[];
  value: Filters;
  onChange: (value: Filters) => void;
}

export function TourFilters({ tours, attributes, days, value, onChange }: TourFiltersProps) {
  const s = useStyles(styles);
  const t = useT();
  const dayLabel = useDayLabel();
  const set = (key: keyof Filters) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: e.target.value });
  return (
    <fieldset className={s.grid}>
      <legend className="sr-only">{t("tours.filters")}</legend>
      <SelectField
        label={t("tours.filter.language")}
        value={value.language}
        onChange={set("language")}
        placeholder={t("tours.filter.allLanguages")}
        options={tourLanguages(tours)}
      />
      <SelectField
        label={t("tours.filter.category")}
        value={value.category}
        onChange={set("category")}
        placeholder={t("tours.filter.allCategories")}
        options={(attributes?.category ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
      />
      {attributes?.hasMultipleVenues && (
        <SelectField
          label={t("tours.filter.venue")}
          value={value.venue}
          onChange={set("venue")}
          placeholder={t("tours.filter.allVenues")}
          options={attributes.venues.map((v) => ({ value: v.id, label: v.name }))}
        />
      )}
      <SelectField
        label={t("tours.filter.day")}
        value={value.day}
        onChange={set("day")}
        placeholder={t("tours.filter.anyDay")}
        options={days.map((d, i) => ({ value: d, label: dayLabel(d, i) }))}
      />
    </fieldset>
  );
}
