// A route's screen as a lazy component. A screen whose code the mount already loaded (its start
// screen, primeScreen) renders at once: its lazy component gets a thenable that answers on the
// spot, which React takes without suspending. Otherwise the first render shows the spinner and
// the screen comes in a second render and layout: at 4x CPU one more of each before the first
// content of a deep link.
import { lazy, type ComponentType } from "react";
import type { RouteDef, RouteProps } from "../stores/route-types";

type Load = RouteDef["load"];
type Screen = ComponentType<RouteProps>;

const loaded = new Map<Load, Screen>();
const lazies = new Map<Load, Screen>();

/** Loads a screen's code ahead of its first render; a failure is left to the screen's render. */
export function primeScreen(load: Load): Promise<void> {
  return load().then(
    (screen) => void loaded.set(load, screen),
    () => undefined,
  );
}

export function lazyScreen(load: Load): Screen {
  let screen = lazies.get(load);
  if (!screen) {
    screen = lazy(() => {
      const known = loaded.get(load);
      if (known) return { then: (done: (m: { default: Screen }) => void) => done({ default: known }) } as never;
      return load().then(
        (c) => {
          loaded.set(load, c);
          return { default: c };
        },
        (error) => {
          console.error("Foyer: preload error", error);
          lazies.delete(load);
          throw error;
        },
      );
    });
    lazies.set(load, screen);
  }
  return screen;
}
