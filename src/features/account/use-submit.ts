// The submit state the customer forms share: the form's own checks first (focus on the first
// invalid field), the busy flag while a call runs, and the service's 422 field errors shown.
import { useRef, useState } from "react";
import type { Problem } from "./components/form-problem";
import { focusFirstInvalid } from "../../ui/focus-invalid";
import { formProblem, type FieldErrors } from "../../domain/account-validation";

interface CheckedForm {
  /** The field errors shown now: the form-level message follows them. */
  errors: FieldErrors;
  validateAll(): Problem;
  showServerErrors(fields: Record<string, string[]>): Problem;
}

export function useSubmit(form: CheckedForm) {
  const ref = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);
  return {
    ref,
    // once the fields are fixed the message goes: a stale "fill in all fields" misleads
    problem: problem && formProblem(form.errors),
    busy,
    setBusy,
    /** Runs the form's own checks; false when they fail. Otherwise the form is busy. */
    start(): boolean {
      const own = form.validateAll();
      setProblem(own);
      if (own) {
        focusFirstInvalid(ref.current);
        return false;
      }
      setBusy(true);
      return true;
    },
    /** Shows the service's field errors and ends the busy state. */
    fail(fields: Record<string, string[]>) {
      setProblem(form.showServerErrors(fields));
      setBusy(false);
      focusFirstInvalid(ref.current);
    },
  };
}
