// After a failed submit the first field with an error takes focus, so keyboard and
// screen-reader users land on what needs fixing.
export function focusFirstInvalid(form: ParentNode | null): void {
  setTimeout(() => form?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus(), 0);
}
