import type { RouteDef } from "../../ui/route-types";

export const routes: RouteDef[] = [];
