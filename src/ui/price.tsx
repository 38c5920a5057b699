import { useFormat } from "./format";

/** An amount in minor units, formatted as EUR in the embed's language. */
export function Price({ value, className }: { value: number; className?: string }) {
  const { money } = useFormat();
  return <span className={className}>{money(value)}</span>;
}
