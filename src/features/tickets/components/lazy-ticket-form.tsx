// The ticket form's code (its rows, combination tickets, quantity steppers and basket actions:
// 3 KB gzipped) comes when it is wanted: at once for an event without dates or with tickets for
// its whole run, and for a timed event once the visitor picks a day, beside that day's call. A
// visitor who only looks at the event (a button's dialog opened, the calendar read) never
// fetches it.
import { lazy, useReducer } from "react";
import { useT } from "../../../i18n/use-t";
import { LazyPart } from "../../../ui/lazy-part";
import { RetryAlert } from "../../../ui/retry-alert";
import { Spinner } from "../../../ui/spinner";
import { importAgain } from "../../../ui/import-again";
import type { EventView } from "../event-store";

// a try after a failure asks for the file under a new URL (ui/import-again.ts)
const load = importAgain(() => import("./ticket-form"));

/** Starts loading the form's code (a failure is left to the form's render). */
export const preloadTicketForm = (): void => void load().catch(() => undefined);

// a load that failed is tried again by a new lazy component (React keeps a lazy one's failure)
const formOnce = () =>
  lazy(() =>
    load().then(
      (m) => ({ default: m.TicketForm }),
      (error: unknown) => {
        Form = formOnce();
        throw error;
      },
    ),
  );
let Form = formOnce();

export function LazyTicketForm({ view }: { view: EventView }) {
  const t = useT();
  // a retry renders this again, so the new lazy component is the one shown
  const [, renderAgain] = useReducer((n: number) => n + 1, 0);
  const again = (retry: () => void) => () => {
    renderAgain();
    retry();
  };
  return (
    <LazyPart
      fallback={<Spinner />}
      failed={(retry) => <RetryAlert retry={again(retry)}>{t("error.network")}</RetryAlert>}
    >
      <Form view={view} />
    </LazyPart>
  );
}
