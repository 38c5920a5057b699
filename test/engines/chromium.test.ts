// The visitor's journeys (./journeys.ts) in Chromium.
import { describe } from "vitest";
import { journeys } from "./journeys";
import { launchChromium } from "./chromium";

describe("chromium", () => journeys(launchChromium));
