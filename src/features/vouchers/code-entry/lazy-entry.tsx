// The code entry as other areas import it (from the area's index.ts): loaded on first use, so
// importing the area's routes into the shell does not pull the entry into the first screen.
import { lazy, Suspense } from "react";
import type { VoucherCodeEntryProps } from "./voucher-code-entry";

const Entry = lazy(() => import("./voucher-code-entry").then((m) => ({ default: m.VoucherCodeEntry })));

/** The voucher-code entry; renders nothing when the shop has no voucher codes (has_voucher_code). */
export function VoucherCodeEntry(props: VoucherCodeEntryProps) {
  return (
    <Suspense fallback={null}>
      <Entry {...props} />
    </Suspense>
  );
}
