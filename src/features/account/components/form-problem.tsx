// The form-level message above a customer form: mandatory fields missing, or errors to correct.
import { useT } from "../../../i18n/use-t";
import { Alert } from "../../../ui/alert";
import { useHeldWhilePressed } from "../../../ui/press-hold";

export type Problem = "missing" | "invalid" | null;

export function FormProblem({ problem: given }: { problem: Problem }) {
  const t = useT();
  // it comes and goes with the field errors: held like them while the mouse is pressed
  const problem = useHeldWhilePressed(given);
  if (!problem) return null;
  return (
    <Alert tone="danger">{t(problem === "missing" ? "account.form.fillRequired" : "account.form.correctErrors")}</Alert>
  );
}
