// Every session-storage access of an embed goes through here: keys are namespaced
// `foyer:{embedId}:{key}`, nothing ever throws, and a missing storage degrades to memory with
// one warning. A write that fails (the quota is full) is kept in memory, so this session still
// sees it, and tried again with every later write or removal; the first failure of a spell is
// reported to the listeners (the shell tells the visitor once), a write that succeeds ends it.

import { toJson } from "../domain/json";

export interface EmbedStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** JSON helpers; a stored value that does not parse reads as null. */
  getJSON<T>(key: string): T | null;
  setJSON(key: string, value: unknown): void;
  /** Every stored key of this embed (without the prefix). */
  keys(): string[];
  /** True while values only live in memory (no storage, or a write not yet saved). */
  readonly volatile: boolean;
  /** Calls `listener` when a write fails after the last successful one (at once when one has
   * already failed and is still unsaved); returns the way to stop. */
  onWriteFailed(listener: () => void): () => void;
}

/** A full storage (names differ between browsers); any other failure means no usable storage. */
const isQuota = (e: unknown) =>
  e instanceof DOMException && (e.code === 22 || e.code === 1014 || /quota/i.test(e.name));

function sessionStorageOrNull(): Storage | null {
  try {
    const s = globalThis.sessionStorage;
    const probe = "foyer:probe";
    s.setItem(probe, "1");
    s.removeItem(probe);
    return s;
  } catch {
    return null;
  }
}

export function createEmbedStorage(embedId: string, backend: Storage | null = sessionStorageOrNull()): EmbedStorage {
  const prefix = `foyer:${embedId}:`;
  const memory = new Map<string, string>();
  let store = backend;
  let warned = false;
  /** Keys whose last write failed: their value lives in `memory` until a retry succeeds. */
  const unsaved = new Set<string>();
  const listeners = new Set<() => void>();
  let failing = false;

  const fallBack = (error: unknown) => {
    if (!warned) console.warn("Foyer: session storage is not available, the basket is kept in memory only", error);
    warned = true;
    if (store) {
      // keep what we had so nothing is lost on the switch
      for (let i = 0; i < store.length; i++) {
        const k = store.key(i);
        if (k?.startsWith(prefix) && !unsaved.has(k)) memory.set(k, store.getItem(k) ?? "");
      }
    }
    unsaved.clear();
    store = null;
  };

  if (!store) fallBack("no sessionStorage");

  /** Writes what is waiting; a failure keeps it waiting, and the first of a spell is reported. */
  const retry = () => {
    if (!store) return;
    for (const k of [...unsaved]) {
      try {
        store.setItem(k, memory.get(k) ?? "");
        unsaved.delete(k);
        memory.delete(k);
      } catch (e) {
        if (!isQuota(e)) return fallBack(e);
      }
    }
    if (!unsaved.size) failing = false;
    else if (!failing) {
      failing = true;
      console.warn("Foyer: session storage is full; changes are kept in memory and saved with the next change");
      for (const listener of listeners) listener();
    }
  };

  const storage: EmbedStorage = {
    get volatile() {
      return store === null || unsaved.size > 0;
    },
    getItem(key) {
      if (store && !unsaved.has(prefix + key)) {
        try {
          return store.getItem(prefix + key);
        } catch (e) {
          fallBack(e);
        }
      }
      return memory.get(prefix + key) ?? null;
    },
    setItem(key, value) {
      memory.set(prefix + key, value);
      unsaved.add(prefix + key);
      retry();
    },
    removeItem(key) {
      memory.delete(prefix + key);
      unsaved.delete(prefix + key);
      if (store) {
        try {
          store.removeItem(prefix + key);
        } catch (e) {
          fallBack(e);
        }
      }
      retry();
    },
    onWriteFailed(listener) {
      listeners.add(listener);
      if (failing) listener();
      return () => listeners.delete(listener);
    },
    getJSON<T>(key: string) {
      const raw = storage.getItem(key);
      if (raw == null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    setJSON(key, value) {
      storage.setItem(key, toJson(value));
    },
    keys() {
      const found = new Set<string>();
      for (const k of memory.keys()) found.add(k.slice(prefix.length));
      if (store) {
        try {
          for (let i = 0; i < store.length; i++) {
            const k = store.key(i);
            if (k?.startsWith(prefix)) found.add(k.slice(prefix.length));
          }
        } catch (e) {
          fallBack(e);
        }
      }
      return [...found];
    },
  };
  return storage;
}
