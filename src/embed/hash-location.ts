// wouter location for the embed that owns location.hash. Unlike wouter's own hash hook it
// claims only hashes that start with "#/" (a host page's "#main" anchor leaves the shop where
// it was), keeps the route's query inside the hash, and never touches the page's real query.
import { useSyncExternalStore } from "react";

export interface EmbedLocation {
  hook: () => [string, (to: string, options?: { replace?: boolean }) => void];
  searchHook: () => string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Current path and search, readable outside React. */
  current: () => { path: string; search: string };
  hrefs?: (href: string) => string;
}

export function hashLocation(initial: string): EmbedLocation {
  let last = initial;
  const read = () => {
    const hash = location.hash;
    if (hash.startsWith("#/")) last = hash.slice(1);
    return last;
  };
  const path = () => read().split("?")[0];
  const search = () => read().split("?")[1] ?? "";
  const subscribe = (cb: () => void) => {
    addEventListener("hashchange", cb);
    addEventListener("popstate", cb);
    return () => {
      removeEventListener("hashchange", cb);
      removeEventListener("popstate", cb);
    };
  };
  const navigate = (to: string, { replace = false } = {}) => {
    const oldURL = location.href;
    const url = new URL(oldURL);
    url.hash = to.startsWith("/") ? to : "/" + to;
    if (url.href === oldURL) return;
    history[replace ? "replaceState" : "pushState"](history.state, "", url.href);
    dispatchEvent(new HashChangeEvent("hashchange", { oldURL, newURL: url.href }));
  };
  if (!location.hash.startsWith("#/")) navigate(initial, { replace: true });
  const hook = (): [string, typeof navigate] => [useSyncExternalStore(subscribe, path, path), navigate];
  const searchHook = () => useSyncExternalStore(subscribe, search, search);
  return {
    hook,
    searchHook,
    navigate,
    current: () => ({ path: path(), search: search() }),
    hrefs: (href) => "#" + href,
  };
}

/** In-memory location for embeds that do not own the hash (and for tests). */
export function memoryLocation(initial: string): EmbedLocation {
  let [currentPath, currentSearch = ""] = initial.split("?");
  let listeners: (() => void)[] = [];
  const subscribe = (cb: () => void) => {
    listeners = [...listeners, cb];
    return () => {
      listeners = listeners.filter((l) => l !== cb);
    };
  };
  const navigate = (to: string) => {
    [currentPath, currentSearch = ""] = to.split("?");
    listeners.forEach((l) => l());
  };
  const path = () => currentPath;
  const search = () => currentSearch;
  return {
    hook: () => [useSyncExternalStore(subscribe, path, path), navigate],
    searchHook: () => useSyncExternalStore(subscribe, search, search),
    navigate,
    current: () => ({ path: currentPath, search: currentSearch }),
  };
}
