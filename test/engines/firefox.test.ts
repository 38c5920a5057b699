// The visitor's journeys (./journeys.ts) in Firefox.
import { describe } from "vitest";
import { journeys } from "./journeys";
import { launchFirefox } from "./firefox";

describe("firefox", () => journeys(launchFirefox));
