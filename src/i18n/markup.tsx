// A message with markup ("I accept the <0>terms</0>"): its text comes from Lingui like every
// other (useT), and its numbered tags become the given elements. Our own few lines rather than
// Lingui's Trans, whose module would otherwise sit in the entry beside useLingui (0.7 KB).
import { cloneElement, Fragment, type ReactElement, type ReactNode } from "react";
import { useT, type MessageId } from "./use-t";

/** A paired tag <0>…</0> (its number and inner text) or a self-closing one <0/>. */
const TAG = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/;

/** The text with its tags replaced by their elements; a tag without an element keeps its text. */
export function withElements(text: string, elements: Record<string, ReactElement>): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  for (let m = TAG.exec(rest); m; m = TAG.exec(rest)) {
    if (m.index > 0) out.push(rest.slice(0, m.index));
    const el = elements[m[1] ?? m[3]];
    const inner = m[2] === undefined ? undefined : withElements(m[2], elements);
    const key = out.length;
    if (el) out.push(cloneElement(el, { key }, ...(inner ?? [el.props.children])));
    else out.push(<Fragment key={key}>{inner}</Fragment>);
    rest = rest.slice(m.index + m[0].length);
  }
  if (rest) out.push(rest);
  return out;
}

/** `<T id="x" components={{ 0: <strong /> }} />` */
export function T({
  id,
  values,
  components = {},
}: {
  id: MessageId;
  values?: Record<string, string | number>;
  components?: Record<string, ReactElement>;
}) {
  return <>{withElements(useT()(id, values), components)}</>;
}
