// Quantity, pass holders and "add to basket" for an annual pass. Changing the quantity adjusts
// the owner rows (quantity x the people one pass is for); each owner's address is asked for when
// that owner's pass goes by post (send_to_custom_addr per owner), and always for a venue
// configured by the service.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { annualPassLine, type Merchandise } from "../../../domain/merchandise";
import {
  needsAddress,
  ownerCount,
  ownerErrors,
  ownerNameRefusals,
  ownerRows,
  ownersForLine,
  type OwnerRow,
} from "../../../domain/passes";
import { refusedQuantity } from "../../../ui/quantity-stepper";
import { useBasketActions } from "../../../stores/basket-actions";
import { useConfig } from "../../../stores/context";
import { useT } from "../../../i18n/use-t";
import { Button } from "../../../ui/button";
import { Alert } from "../../../ui/alert";
import { useHeldWhilePressed } from "../../../ui/press-hold";
import { useLang } from "../../../ui/format";
import { countryOptions } from "../../../domain/account-form";
import { Spinner } from "../../../ui/spinner";
import { useCustomerAttributes, usePassAttributes } from "../data";
import { useStockQuantity } from "./use-stock-quantity";
import { StockQuantityRow } from "./stock-message";
import { AddedNotice } from "../../../ui/added-notice";
import { OwnerFields, type Options } from "./owner-fields";

const options = (map: Record<string, string> | undefined): Options | null =>
  map && Object.keys(map).length ? Object.entries(map).map(([value, label]) => ({ value, label })) : null;

export function PassForm({ item }: { item: Merchandise }) {
  const t = useT();
  const country = useConfig().default_user_country_key;
  const lang = useLang();
  const [attrs] = usePassAttributes();
  const [customer] = useCustomerAttributes();
  const stock = useStockQuantity(item);
  const basket = useBasketActions();
  const persons = item.persons ?? 1;
  const [rows, setRows] = useState<OwnerRow[]>(() => ownerRows([], ownerCount(stock.quantity, persons), country));
  const [showErrors, setShowErrors] = useState(false);
  const [added, setAdded] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const focusError = useRef(false);

  // one row per owner, in the same render as the quantity that asks for them (an effect showed
  // the old rows for a moment, and a test that looked then saw them)
  const rowsFor = `${ownerCount(stock.quantity, persons)} ${country}`;
  const [rowsShown, setRowsShown] = useState(rowsFor);
  if (rowsShown !== rowsFor) {
    setRowsShown(rowsFor);
    setRows((r) => ownerRows(r, ownerCount(stock.quantity, persons), country));
  }
  // the owners' rows follow a quantity committed by the blur at a press only once the mouse is
  // released: a row removed then moved "add" away from under the pointer (ui/press-hold.ts)
  const shownRows = useHeldWhilePressed(rows);
  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  });

  // without the venue list the address rule cannot be applied yet; a failed call means no venue needs it
  if (attrs.status === "loading") return <Spinner />;
  const venues = attrs.status === "ready" ? (attrs.data.address_venues ?? []) : [];
  const always = needsAddress(item.venue, false, venues);
  const missing = rows.map((r) => ownerErrors(r, needsAddress(item.venue, r.sendToCustomAddr, venues)));
  const refusedNames = rows.map(ownerNameRefusals);
  const invalid = missing.some((m) => m.length) || refusedNames.some((r) => Object.keys(r).length);
  const attributes = customer.status === "ready" ? customer.data : null;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // a count typed that was refused at its field (domain/quantity.ts) is fixed there first
    const refused = refusedQuantity(e.currentTarget);
    if (refused) return refused.focus();
    if (stock.quantity <= 0) return;
    if (invalid) {
      setShowErrors(true);
      focusError.current = true;
      return;
    }
    if (basket.add(annualPassLine(item, stock.quantity, ownersForLine(rows, always))).ok) {
      setAdded(stock.quantity);
      setShowErrors(false);
      setRows(ownerRows([], ownerCount(Math.min(1, stock.max), persons), country));
      stock.reset();
    }
  };

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <StockQuantityRow stock={stock} label={item.name} onChange={() => setAdded(0)} />
      {shownRows.length > 0 && (
        <>
          <h2>{t("shop.owners")}</h2>
          {always && <Alert tone="info">{t("shop.addressAlways")}</Alert>}
          {shownRows.map((row, i) => (
            <OwnerFields
              key={i}
              number={i + 1}
              row={row}
              onChange={(next) => setRows((all) => all.map((r, j) => (j === i ? next : r)))}
              always={always}
              missing={showErrors ? (missing[i] ?? []) : []}
              refused={showErrors ? (refusedNames[i] ?? {}) : {}}
              salutations={options(attributes?.salutations)}
              countries={attributes?.countries ? countryOptions(attributes.countries, lang) : null}
            />
          ))}
        </>
      )}
      {showErrors && invalid && <Alert tone="danger">{t("shop.formErrors")}</Alert>}
      <Button type="submit" disabled={stock.quantity <= 0}>
        {t("shop.addToBasket")}
      </Button>
      {added > 0 && <AddedNotice>{t("shop.added", { count: added })}</AddedNotice>}
    </form>
  );
}
