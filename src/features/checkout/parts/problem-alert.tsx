// A problem of an order or a payment, as its message; the shop's address where contacting it helps.
import { useT } from "../../../i18n/use-t";
import { useShell } from "../../../stores/context";
import { Alert } from "../../../ui/alert";
import { CONTACT_PROBLEMS, PROBLEM_MESSAGES } from "../messages";
import type { OrderProblem } from "../store";

export function ProblemAlert({ problem, action }: { problem: OrderProblem; action?: React.ReactNode }) {
  const t = useT();
  const email = useShell((s) => s.meta?.support_email);
  return (
    <Alert tone="danger" action={action}>
      <p>{t(PROBLEM_MESSAGES[problem.problem], { name: problem.lineName ?? "" })}</p>
      {email && CONTACT_PROBLEMS.includes(problem.problem) && <p>{t("checkout.contact", { email })}</p>}
    </Alert>
  );
}
