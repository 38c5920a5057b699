// The returnTo of the header's account links, which every first screen draws (the logout's target
// is logout-target.ts, the account screens' account-targets.ts). Pure.
import { isAuthPath, splitLanguage } from "./paths";

/**
 * The returnTo of the header's login and register links (spec 000 section 2: always, with the
 * current full path). On an account screen that already has a returnTo, that one is kept, so
 * switching between login and register does not lose where the visitor came from.
 */
export function accountLinksReturnTo(here: string, search: string): string {
  const existing = new URLSearchParams(search).get("returnTo");
  const { rest } = splitLanguage(here.split("?")[0]);
  return isAuthPath(rest) && existing ? existing : here;
}
