// A navigation starts its route (app/route-start.ts) at every change of address; once the first
// screen is painted, the visitor's intent does too, and idle time loads the menu's screens
// (app/route-intent.ts, which comes with the shell's later parts).
import { useEffect, useMemo } from "react";
import { useLocation } from "wouter";
import { useConfig, useEmbed } from "../stores/context";
import { areaOf } from "../domain/areas";
import { enabledAreas } from "../domain/config";
import { shopRoutes } from "./routes";
import { startRoute } from "./route-start";

export function useRouteStart(painted: boolean): void {
  const embed = useEmbed();
  const config = useConfig();
  const [location] = useLocation();
  const table = useMemo(() => shopRoutes(config), [config]);

  // any change of address (a link, the back button, a screen's own redirect) starts its route
  useEffect(() => void startRoute(embed, table, location, true), [location, table, embed]);

  useEffect(() => {
    if (!painted) return;
    const menu = ["/"];
    for (const key of enabledAreas(config)) {
      const list = table.find((r) => r.name === areaOf(key).route);
      if (list) menu.push(list.pattern);
    }
    let stop: (() => void) | undefined;
    let gone = false;
    void import("./route-intent").then(
      (m) => void (gone || (stop = m.watchIntent(embed, table, menu))),
      () => undefined,
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, [painted, table, embed, config]);
}
