// Typed translation: every id is a message of locales/en/*.po (see message-ids.ts), so a
// typo or a missing message fails the type check.
import { useLingui } from "@lingui/react";
import type { MessageId } from "./message-ids";

export type { MessageId };
export type TFunction = (id: MessageId, values?: Record<string, string | number>) => string;

export function useT(): TFunction {
  const { _ } = useLingui();
  return _ as TFunction;
}

/** A translatable reference held in state: an id and its values, rendered later. */
export interface Message {
  id: MessageId;
  values?: Record<string, string | number>;
}
