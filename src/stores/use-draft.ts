// The hook over the embed's drafts (stores/drafts.ts): its own file, so the drafts and the embed's context
// (which names their type) do not import each other.
import { useLayoutEffect, useState, type Dispatch, type SetStateAction } from "react";
import { useEmbed } from "./context";

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
