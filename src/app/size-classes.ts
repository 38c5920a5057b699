// The widget root's size classes (spec 000 section 9), from its own width, not the viewport's.

/** Widths at which the widget root gets a size class. */
export const BREAKPOINTS = [544, 768, 992, 1200] as const;
const SIZE_CLASSES = ["foyer-sm", "foyer-md", "foyer-lg", "foyer-xl"];

export function sizeClasses(width: number): string[] {
  return BREAKPOINTS.flatMap((bp, i) => (width > bp ? [SIZE_CLASSES[i]] : []));
}

/** Gives the root the classes of its width (measured when not given). The embed applies them
 * before its first render, while the root is still empty: the first frame then has its final
 * layout (applied after it, the cards jumped from one column to two or three, a layout shift of
 * 0.19 on every first visit, and the shop was laid out twice). */
export function applySizeClasses(container: HTMLElement, width = container.getBoundingClientRect().width): void {
  container.classList.remove(...SIZE_CLASSES);
  container.classList.add(...sizeClasses(width));
}
