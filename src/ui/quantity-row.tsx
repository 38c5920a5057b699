// The quantity row of a product form (merchandise, pass, voucher): a visible caption ("Quantity")
// that names the stepper (WCAG 2.5.3: the visible label is the field's name), then what belongs
// beside it on the same row (the total, the add button).
import { useId, type ReactNode } from "react";
import { defineStyles, useStyles } from "../styles/use-styles";
import { QuantityStepper, type QuantityStepperProps } from "./quantity-stepper";

const styles = defineStyles({
  row: `display:flex;flex-wrap:wrap;align-items:center;gap:.75em 1em;margin:1em 0`,
  caption: `font-weight:600`,
});

export function QuantityRow({
  caption,
  children,
  ...stepper
}: Omit<QuantityStepperProps, "labelledBy" | "id"> & { caption: string; children?: ReactNode }) {
  const s = useStyles(styles);
  const captionId = useId();
  return (
    <div className={s.row}>
      <span className={s.caption} id={captionId}>
        {caption}
      </span>
      <QuantityStepper {...stepper} labelledBy={captionId} />
      {children}
    </div>
  );
}
