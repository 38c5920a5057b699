// Typed translation: every id is a message of locales/en/*.po (see message-ids.ts), so a
// typo or a missing message fails the type check.
import { Trans, useLingui } from "@lingui/react";
import type { ReactElement, ReactNode } from "react";
import type { MessageId } from "./message-ids";

export type { MessageId };
export type Values = Record<string, string | number | ReactNode>;
export type TFunction = (id: MessageId, values?: Record<string, string | number>) => string;

export function useT(): TFunction {
  const { _ } = useLingui();
  return _ as TFunction;
}

/** A message with markup: `<T id="x" components={{ 0: <strong /> }} />`. */
export function T(props: { id: MessageId; values?: Values; components?: Record<string, ReactElement> }) {
  return <Trans id={props.id} values={props.values} components={props.components} />;
}

/** A translatable reference held in state: an id and its values, rendered later. */
export interface Message {
  id: MessageId;
  values?: Record<string, string | number>;
}
