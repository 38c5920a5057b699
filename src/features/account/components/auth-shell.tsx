// The shell the registration and guest screens share: the page, what is said when the shop has
// that way switched off (and where to go instead), and the customer form once customer/attr has
// arrived: notes, the form-level problem, the fields and the submit button.
import type { FormEvent, ReactNode, RefObject } from "react";
import { useT } from "../../../i18n/use-t";
import type { CustomerAttributes } from "../../../api/customer";
import type { MessageId } from "../../../i18n/message-ids";
import { Page } from "../../../ui/page";
import { Alert } from "../../../ui/alert";
import { Button, LinkButton } from "../../../ui/button";
import { useStyles } from "../../../styles/use-styles";
import { accountStyles } from "../styles";
import type { CustomerForm } from "../use-customer-form";
import { AttributesGate } from "./attributes-gate";
import { CustomerFields } from "./customer-fields";
import { FormProblem, type Problem } from "./form-problem";

export function AuthPage({
  title,
  enabled,
  unavailable,
  instead,
  children,
}: {
  title: MessageId;
  /** The shop's switch for this way in (hasUserRegistration, hasGuestRegistration). */
  enabled: boolean;
  unavailable: MessageId;
  /** Where a visitor goes when this way is switched off. */
  instead: { href: string; label: MessageId };
  children: (attr: CustomerAttributes) => ReactNode;
}) {
  const t = useT();
  return (
    <Page title={t(title)}>
      {enabled ? (
        <AttributesGate>{children}</AttributesGate>
      ) : (
        <>
          <Alert tone="info">{t(unavailable)}</Alert>
          <LinkButton href={instead.href} variant="secondary">
            {t(instead.label)}
          </LinkButton>
        </>
      )}
    </Page>
  );
}

export function AuthForm({
  formRef,
  onSubmit,
  notes,
  problem,
  form,
  attr,
  busy,
  submit,
}: {
  formRef: RefObject<HTMLFormElement>;
  onSubmit: (e: FormEvent) => void;
  notes: MessageId[];
  problem: Problem;
  form: CustomerForm;
  attr: CustomerAttributes;
  busy: boolean;
  submit: MessageId;
}) {
  const t = useT();
  const s = useStyles(accountStyles);
  return (
    <form ref={formRef} className={s.form} onSubmit={onSubmit} noValidate>
      {notes.map((note) => (
        <p key={note} className={s.note}>
          {t(note)}
        </p>
      ))}
      <FormProblem problem={problem} />
      <CustomerFields form={form} attr={attr} />
      <div className={s.actions}>
        <Button type="submit" busy={busy}>
          {t(submit)}
        </Button>
      </div>
    </form>
  );
}
