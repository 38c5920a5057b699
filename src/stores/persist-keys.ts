// Keeps chosen fields of a store in their own session-storage keys (the key names of spec 000:
// basket, jwt, customer, partner, lastVisitedUrl, ...). Each value is stored with a version;
// a value of another version goes through `migrate` or is dropped rather than misread.
import type { StoreApi } from "zustand/vanilla";
import type { EmbedStorage } from "../embed/storage";

export interface KeyBinding<S> {
  read: (s: S) => unknown;
  /** The state patch for a stored value. */
  write: (value: unknown) => Partial<S>;
  /** @default 1 */
  version?: number;
  /** Turns a value stored under an older version into the current shape, or null to drop it. */
  migrate?: (value: unknown, version: number) => unknown;
  /** The state patch for a key that is stored but cannot be read at all (not JSON, no version). */
  unreadable?: () => Partial<S>;
}

interface Stored {
  v: number;
  value: unknown;
}

const isPlain = (x: unknown): x is Record<string, unknown> => !!x && typeof x === "object" && !Array.isArray(x);

/** Objects compare by their fields, so a binding may return a fresh object each time. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!isPlain(a) || !isPlain(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

export function restoreKeys<S>(storage: EmbedStorage, bindings: Record<string, KeyBinding<S>>): Partial<S> {
  let patch: Partial<S> = {};
  for (const [key, b] of Object.entries(bindings)) {
    const stored = storage.getJSON<Stored>(key);
    if (!isPlain(stored) || typeof stored.v !== "number") {
      if (b.unreadable && storage.getItem(key) !== null) patch = { ...patch, ...b.unreadable() };
      continue;
    }
    const version = b.version ?? 1;
    const value = stored.v === version ? stored.value : b.migrate ? b.migrate(stored.value, stored.v) : null;
    if (value !== undefined && value !== null) patch = { ...patch, ...b.write(value) };
  }
  return patch;
}

/** Writes one binding's value (or removes its key when there is none). */
function save<S>(state: S, storage: EmbedStorage, key: string, b: KeyBinding<S>, value = b.read(state)): void {
  if (value === null || value === undefined || value === false) storage.removeItem(key);
  else storage.setJSON(key, { v: b.version ?? 1, value } satisfies Stored);
}

/** Writes every binding's current value, e.g. after restoring dropped something unreadable. */
export function saveKeys<S>(state: S, storage: EmbedStorage, bindings: Record<string, KeyBinding<S>>): void {
  for (const [key, b] of Object.entries(bindings)) save(state, storage, key, b);
}

export function persistKeys<S>(
  store: StoreApi<S>,
  storage: EmbedStorage,
  bindings: Record<string, KeyBinding<S>>,
): () => void {
  return store.subscribe((state, prev) => {
    for (const [key, b] of Object.entries(bindings)) {
      const value = b.read(state);
      if (!same(value, b.read(prev))) save(state, storage, key, b, value);
    }
  });
}
