// Every area of the sandbox, in the order their routes are added.
import type { AreaModule } from "../state";
import { sessionsArea } from "./sessions";
import { shopArea } from "./shop";

export const AREAS: AreaModule[] = [sessionsArea, shopArea];
