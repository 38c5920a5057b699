// Matches the route table inside the language prefix and renders the route's lazily loaded
// screen; a route that fails to load is reported as a preload error and offers a retry.
import { Component, Suspense, useMemo, type ReactNode } from "react";
import { Route, Switch, useLocation } from "wouter";
import { shopRoutes } from "./routes";
import { loadNotFound } from "../features/pages";
import { useConfig } from "../stores/context";
import { enabledAreas } from "../domain/config";
import type { RouteProps } from "../stores/route-types";
import { Spinner } from "../ui/spinner";
import { useT } from "../i18n/use-t";
import { useRouteEffects } from "./use-route-effects";
import { AreaGate } from "./area-gate";
import { isLoadFailure, loadNewBuild } from "../embed/new-build";
import { RetryAlert } from "../ui/retry-alert";
import { lazyScreen } from "./screens";

export const NotFoundScreen = lazyScreen(loadNotFound);

export function RouteSwitch() {
  const config = useConfig();
  const areas = enabledAreas(config).join();
  // the table follows the areas and the home view only: a new table for every configuration answer would remount
  // the screen
  // eslint-disable-next-line react-hooks/exhaustive-deps -- config: the table reads only its areas and home view
  const table = useMemo(() => shopRoutes(config), [areas, config.home_view]);
  const [location] = useLocation();
  useRouteEffects(table);
  return (
    <ScreenBoundary key={location}>
      <Suspense fallback={<Spinner />}>
        <Switch>
          {table.map((r) => {
            const Screen = lazyScreen(r.load);
            return (
              <Route key={r.name} path={r.pattern}>
                {(params) => (
                  <AreaGate area={r.catalog} prefetch={r.load} firstCall={r.firstCall}>
                    <Screen params={params as RouteProps["params"]} />
                  </AreaGate>
                )}
              </Route>
            );
          })}
          <Route>
            <NotFoundScreen params={{}} />
          </Route>
        </Switch>
      </Suspense>
    </ScreenBoundary>
  );
}

interface BoundaryState {
  failed: boolean;
}

/** A screen that throws (or fails to load) shows a message; the shell and basket stay. */
class ScreenBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };
  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    // a file of the screen is gone: after a redeploy the new build takes over
    if (isLoadFailure(error)) void loadNewBuild();
    console.error("Foyer: a screen failed", error);
  }
  override render() {
    if (this.state.failed) return <ScreenFailed retry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}

function ScreenFailed({ retry }: { retry: () => void }) {
  const t = useT();
  return <RetryAlert retry={retry}>{t("error.screen")}</RetryAlert>;
}
