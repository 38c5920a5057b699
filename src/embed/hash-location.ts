// wouter location for the embed that owns location.hash. Unlike wouter's own hash hook it
// claims only the shop's own hash routes (isShopPath: "#/de/tickets", "#/tickets"): a host page's
// "#main" anchor or its own "#/about" route leaves the shop where it was and is never rewritten.
// It keeps the route's query inside the hash, never touches the page's real query, and its
// links are absolute URLs of the page itself, so a <base href> elsewhere cannot redirect them.
import { useSyncExternalStore } from "react";
import { isShopPath } from "../domain/paths";

export interface EmbedLocation {
  hook: () => [string, (to: string, options?: { replace?: boolean }) => void];
  searchHook: () => string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Current path and search, readable outside React. */
  current: () => { path: string; search: string };
  hrefs?: (href: string) => string;
  /** Whether the last change of the route was the widget's own navigation (a link, a button);
   * false after the browser's back and forward or a host link. Memory locations: always own. */
  ownChange?: () => boolean;
}

/** A link to a shop route on this very page (absolute: <base href> does not apply to it). */
export const pageHref = (route: string) => location.href.split("#")[0] + "#" + route;

let seenHash: string | null = null;
let seenRoute: string | null = null;

/**
 * The shop route in the address, or null when the hash is the host's own (or empty). Every link
 * reads it on every render (useSyncExternalStore), so the route table is matched only when the
 * address has changed (a click in a tour's calendar spent 30 ms of 4x CPU matching it again).
 */
const shopHash = () => {
  const hash = location.hash;
  if (hash !== seenHash) {
    const route = hash.slice(1);
    seenRoute = route.startsWith("/") && isShopPath(route) ? route : null;
    seenHash = hash;
  }
  return seenRoute;
};

export function hashLocation(initial: string): EmbedLocation {
  let last = initial;
  // the route the widget itself navigated to last: any other route came from the history or the host
  let own: string | null = null;
  const read = () => (last = shopHash() ?? last);
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
    own = url.hash.slice(1);
    history[replace ? "replaceState" : "pushState"](history.state, "", url.href);
    dispatchEvent(new HashChangeEvent("hashchange", { oldURL, newURL: url.href }));
  };
  // an empty hash shows the start route in the address; a host's own hash stays as it is
  if (location.hash.length < 2) navigate(initial, { replace: true });
  // wouter's names for them are `hook` and `searchHook`; the rules of hooks know a hook by its `use` name
  const useHashPath = (): [string, typeof navigate] => [useSyncExternalStore(subscribe, path, path), navigate];
  const useHashSearch = () => useSyncExternalStore(subscribe, search, search);
  return {
    hook: useHashPath,
    searchHook: useHashSearch,
    navigate,
    current: () => ({ path: path(), search: search() }),
    hrefs: pageHref,
    ownChange: () => own === read(),
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
  const useMemoryPath = (): [string, typeof navigate] => [useSyncExternalStore(subscribe, path, path), navigate];
  const useMemorySearch = () => useSyncExternalStore(subscribe, search, search);
  return {
    hook: useMemoryPath,
    searchHook: useMemorySearch,
    navigate,
    current: () => ({ path: currentPath, search: currentSearch }),
  };
}
