// The HTTP error policy of spec 000 section 8, adapted to an embed (DESIGN.md section 2):
// 401/403 -> login with the unauthorized flag, 500 -> danger message with the support address
// for 15 s, 503 -> a bounded remount with back-off instead of a page reload.
import type { ApiError } from "../api/errors";
import type { CallInfo } from "../api/client";
import { paths, routeOf, splitLanguage } from "../domain/paths";
import { SERVER_ERROR_MS } from "../stores/shell";
import type { EmbedStores } from "../stores/context";
import type { EmbedLocation } from "../embed/hash-location";

export interface PolicyDeps {
  stores: EmbedStores;
  location: EmbedLocation;
  /** Remounts the embed after a back-off; false once the bound is reached. */
  remount: () => boolean;
}

/** The language-less route and the language of the current location. */
function currentRoute(location: EmbedLocation): { lang: string; route: string } {
  const { path, search } = location.current();
  const { lang, rest } = splitLanguage(path);
  return { lang: lang ?? "", route: rest + (search ? `?${search}` : "") };
}

export function createErrorPolicy({ stores, location, remount }: PolicyDeps) {
  return (error: ApiError, call: CallInfo) => {
    const shell = stores.shell.getState();
    if (error.status === 401 || error.status === 403) {
      const { lang, route } = currentRoute(location);
      // the token is no longer accepted: forget it, keep the basket
      stores.session.getState().signOut();
      if (routeOf(route) === "login") return;
      const query = new URLSearchParams({ unauthorized: "1", returnTo: route });
      location.navigate(`/${lang || shell.lang}${paths.login.href()}?${query}`);
    } else if (error.status === 503) {
      if (!remount()) shell.showMessage({ id: "error.unavailable", tone: "danger" });
    } else if (error.status >= 500) {
      // the banner fills in the support address when it shows
      shell.showMessage({ id: "error.server", tone: "danger", timeout: SERVER_ERROR_MS });
    } else if (error.status === 0 && call.method === "GET") {
      shell.showMessage({ id: "error.network", tone: "danger", timeout: SERVER_ERROR_MS });
    }
  };
}
