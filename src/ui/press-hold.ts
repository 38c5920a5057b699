// A click lands where it was aimed (issue 35): pressing a button blurs the field the visitor was
// in, and that blur may change the form above the button (a count is committed and a stale
// warning goes; a field's check adds its error). When that moved the button before the mouse
// came up, the click went to no button at all. So while the primary button is pressed inside the
// widget, what may come or go in a form is held as it was at the press (`useHeldWhilePressed`),
// and follows again as soon as the click has been handled, or the press ended without one
// (docs/decisions.md, "A click where it was aimed").
import { useRef, useSyncExternalStore } from "react";
import { useUiEmbed, type Press } from "./ui-context";

const RELEASES = ["pointerup", "mouseup", "pointercancel", "dragend"] as const;

/** The press state of one embed's widget; its listeners are there while something follows it. */
export function createPress(container: HTMLElement): Press {
  let pressed = false;
  // a release answers only its own press: a tap's compatibility mousedown is a new press
  let presses = 0;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === pressed) return;
    pressed = next;
    listeners.forEach((l) => l());
  };
  const down = (e: MouseEvent) => {
    if (e.button !== 0) return;
    presses++;
    set(true);
  };
  // the click comes after the release in the same input task: the hold ends after it, or with it
  const up = () => {
    const press = presses;
    setTimeout(() => press === presses && set(false), 0);
  };
  // after the widget's own click handlers (a bubbling listener on the window): a render between
  // the native toggle of a checkbox and React's handler would put the old state back
  const clicked = () => set(false);
  const install = () => {
    for (const type of ["pointerdown", "mousedown"] as const) container.addEventListener(type, down, true);
    for (const type of RELEASES) addEventListener(type, up, true);
    addEventListener("click", clicked);
    // the window losing focus (not capture: a field's blur is no release)
    addEventListener("blur", up);
  };
  const remove = () => {
    for (const type of ["pointerdown", "mousedown"] as const) container.removeEventListener(type, down, true);
    for (const type of RELEASES) removeEventListener(type, up, true);
    removeEventListener("click", clicked);
    removeEventListener("blur", up);
    pressed = false;
  };
  return {
    pressed: () => pressed,
    subscribe(listener) {
      if (listeners.size === 0) install();
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) remove();
      };
    },
  };
}

const idle: Press = { pressed: () => false, subscribe: () => () => {} };

/**
 * `value` as it was when the visitor pressed the mouse in the widget, until the press ends: for
 * what takes or gives up space in a form (a field's error, a warning), so a blur at the press
 * cannot move the control under the pointer. Outside an embed, `value` itself.
 */
export function useHeldWhilePressed<T>(value: T): T {
  const press = useUiEmbed()?.press ?? idle;
  const pressed = useSyncExternalStore(press.subscribe, press.pressed);
  const held = useRef(value);
  if (!pressed) held.current = value;
  return held.current;
}
