// The list's filters by venue, group and ticket group. A filter with fewer than two choices is
// left out: it could not change the list.
import { SelectField } from "../../../ui/field";
import { Button } from "../../../ui/button";
import { useT, type MessageId } from "../../../i18n/use-t";
import { defineStyles, useStyles } from "../../../styles/use-styles";
import type { EventFilters as Filters, FilterOptions, Named } from "../../../domain/tickets-events";

const styles = defineStyles({
  bar: `display:flex;flex-wrap:wrap;gap:0 1em;align-items:flex-end;margin:0 0 .5em;padding:0;border:0;
    & > div{flex:1 1 180px;min-width:0}& > div:last-child{flex:0 1 auto;min-width:0;margin-bottom:1em}`,
});

const FIELDS: { key: keyof Filters; option: keyof FilterOptions; label: MessageId }[] = [
  { key: "venue", option: "venues", label: "tickets.filterVenue" },
  { key: "group", option: "groups", label: "tickets.filterGroup" },
  { key: "ticketGroup", option: "ticketGroups", label: "tickets.filterTicketGroup" },
];

export interface EventFiltersProps {
  options: FilterOptions;
  filters: Filters;
  onChange: (key: keyof Filters, value: number | null) => void;
  onReset: () => void;
}

export function EventFilters({ options, filters, onChange, onReset }: EventFiltersProps) {
  const s = useStyles(styles);
  const t = useT();
  const shown = FIELDS.filter((f) => options[f.option].length > 1);
  if (!shown.length) return null;
  const active = Object.values(filters).some((v) => v !== null);
  const choices = (list: Named[]) => list.map((n) => ({ value: String(n.id), label: n.name }));
  return (
    <fieldset className={s.bar}>
      <legend className="sr-only">{t("tickets.filtersLabel")}</legend>
      {shown.map((f) => (
        <SelectField
          key={f.key}
          label={t(f.label)}
          options={choices(options[f.option])}
          placeholder={t("tickets.filterAll")}
          value={filters[f.key] === null ? "" : String(filters[f.key])}
          onChange={(e) => onChange(f.key, e.target.value ? Number(e.target.value) : null)}
        />
      ))}
      <div>
        <Button variant="secondary" onClick={onReset} disabled={!active}>
          {t("tickets.filterReset")}
        </Button>
      </div>
    </fieldset>
  );
}
