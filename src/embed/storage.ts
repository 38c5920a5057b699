// Every session-storage access of an embed goes through here: keys are namespaced
// `foyer:{embedId}:{key}`, nothing ever throws, and a missing or full storage degrades to
// memory with one warning.

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
  /** True while values only live in memory. */
  readonly volatile: boolean;
}

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

  const fallBack = (error: unknown) => {
    if (!warned) console.warn("Foyer: session storage is not available, the basket is kept in memory only", error);
    warned = true;
    if (store) {
      // keep what we had so nothing is lost on the switch
      for (let i = 0; i < store.length; i++) {
        const k = store.key(i);
        if (k?.startsWith(prefix)) memory.set(k, store.getItem(k) ?? "");
      }
    }
    store = null;
  };

  if (!store) fallBack("no sessionStorage");

  const storage: EmbedStorage = {
    get volatile() {
      return store === null;
    },
    getItem(key) {
      if (store) {
        try {
          return store.getItem(prefix + key);
        } catch (e) {
          fallBack(e);
        }
      }
      return memory.get(prefix + key) ?? null;
    },
    setItem(key, value) {
      if (store) {
        try {
          store.setItem(prefix + key, value);
          return;
        } catch (e) {
          fallBack(e);
        }
      }
      memory.set(prefix + key, value);
    },
    removeItem(key) {
      memory.delete(prefix + key);
      if (store) {
        try {
          store.removeItem(prefix + key);
        } catch (e) {
          fallBack(e);
        }
      }
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
