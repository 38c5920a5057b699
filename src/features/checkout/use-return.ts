// Coming back from the provider: the return parameters (page query or hash route query), why a
// return in the address is ignored, the one still waiting for a definite answer, and taking
// them out of the address before anything runs. Executing it is ./execute.ts.
import { useSearch } from "wouter";
import {
  readReturnParams,
  returnEmbed,
  returnMalformed,
  stripReturnParams,
  withoutReturnParams,
  type ReturnParams,
} from "../../domain/checkout";
import { takesReturn } from "../../domain/payment-answers";
import type { EmbedLocation } from "../../embed/hash-location";
import { useEmbed } from "../../stores/context";
import { pendingReturn } from "./execute";

/** Why the address's return is not taken here, or null. */
export type IgnoredReturn = "otherEmbed" | "malformed" | null;

/** The return parameters in the page's or the route's query, when this embed takes the return. */
export function returnFor(embedId: string, pageSearch: string, routeSearch: string): ReturnParams | null {
  return takesReturn(embedId, returnEmbed(routeSearch)) ? readReturnParams(pageSearch, routeSearch) : null;
}

/** Why a return in the address is not taken here: another embed's, or one that cannot be read. */
export function ignoredReturn(embedId: string, pageSearch: string, routeSearch: string): IgnoredReturn {
  if (!takesReturn(embedId, returnEmbed(routeSearch)) && readReturnParams(pageSearch, routeSearch)) return "otherEmbed";
  return returnMalformed(pageSearch, routeSearch) ? "malformed" : null;
}

export function useReturnParams(): ReturnParams | null {
  const search = useSearch();
  return returnFor(useEmbed().options.embedId, window.location.search, search);
}

/** Why a return in the address is ignored (shown on the success page instead of "nothing to confirm"). */
export function useIgnoredReturn(): IgnoredReturn {
  const search = useSearch();
  return ignoredReturn(useEmbed().options.embedId, window.location.search, search);
}

export function usePendingReturn(): ReturnParams | null {
  return pendingReturn.read(useEmbed().storage);
}

/**
 * Takes the return's parameters out of the address (the page's query and the route's), keeping
 * everything else, without a new history entry: Back does not lead to the return again.
 */
export function clearReturn(route: EmbedLocation): void {
  history.replaceState(history.state, "", stripReturnParams(window.location.href));
  const { path, search } = route.current();
  const rest = withoutReturnParams(search);
  route.navigate(path + (rest ? `?${rest}` : ""), { replace: true });
}

export function useClearReturn(): () => void {
  const { location: route } = useEmbed();
  return () => clearReturn(route);
}
