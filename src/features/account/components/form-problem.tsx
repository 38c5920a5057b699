// The form-level message above a customer form: mandatory fields missing, or errors to correct.
import { useT } from "../../../i18n/use-t";
import { Alert } from "../../../ui/Alert";

export type Problem = "missing" | "invalid" | null;

export function FormProblem({ problem }: { problem: Problem }) {
  const t = useT();
  if (!problem) return null;
  return (
    <Alert tone="danger">{t(problem === "missing" ? "account.form.fillRequired" : "account.form.correctErrors")}</Alert>
  );
}
