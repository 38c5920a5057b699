// What the visitor typed, kept across a remount of the embed: a 503 answer remounts it
// (src/app/error-policy.ts), and nobody should have to choose the payment or type the IBAN or
// the login again because the service was briefly unavailable. A draft lives while its form is
// on screen: a form left by navigating starts empty the next time. Secrets (passwords) are never
// drafts; drafts stay in memory only.
import { useLayoutEffect, useState, type Dispatch, type SetStateAction } from "react";
import { useEmbed } from "./context";

export interface Drafts {
  readonly values: Map<string, unknown>;
  /** True while the embed removes its screens only to render them again. */
  readonly keeping: boolean;
  /** Runs `unmount` keeping the drafts of the forms it removes. */
  keepWhile(unmount: () => void): void;
}

export function createDrafts(): Drafts {
  let keeping = false;
  return {
    values: new Map(),
    get keeping() {
      return keeping;
    },
    keepWhile(unmount) {
      keeping = true;
      try {
        unmount();
      } finally {
        keeping = false;
      }
    },
  };
}

/** useState whose value survives a remount of the embed (see above); `key` names the field and
 * `forget` takes the secrets out of what is kept. */
export function useDraft<T>(
  key: string,
  initial: T | (() => T),
  forget: (value: T) => T = (v) => v,
): [T, Dispatch<SetStateAction<T>>] {
  const { drafts } = useEmbed();
  const [value, setValue] = useState<T>(() =>
    drafts.values.has(key) ? (drafts.values.get(key) as T) : initial instanceof Function ? initial() : initial,
  );
  useLayoutEffect(() => {
    drafts.values.set(key, forget(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- forget: a pure function, often inline; kept again when the value changes
  }, [drafts, key, value]);
  // layout cleanups run inside the root's unmount, so `keeping` is still set during a remount
  useLayoutEffect(
    () => () => {
      if (!drafts.keeping) drafts.values.delete(key);
    },
    [drafts, key],
  );
  return [value, setValue];
}
