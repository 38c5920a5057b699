// Where the focus is in the widget, noted by the shell before the focus keeper's code came (use-focus-keeper.ts)
// and read by the keeper (focus-keeper.ts): a file of its own, so neither imports the other.

/** The focused element and its ancestors inside the container, innermost first. */
export function chainOf(focused: Element | null, container: Element): Element[] {
  const chain: Element[] = [];
  for (let el = focused; el && el !== container; el = el.parentElement) chain.push(el);
  return chain;
}
