// The visitor's journeys (./journeys.ts) in WebKit.
import { describe } from "vitest";
import { journeys } from "./journeys";
import { launchWebKit } from "./webkit";

describe("webkit", () => journeys(launchWebKit));
