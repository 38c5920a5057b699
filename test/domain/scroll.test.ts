import { describe, expect, it } from "vitest";
import { offsetOf, reachableOffset, uncoverBy } from "../../src/domain/scroll";

describe("scroll positions inside an embed", () => {
  it("are offsets past the widget's top: none while the widget's top is still in view", () => {
    expect(offsetOf(120)).toBe(0);
    expect(offsetOf(0)).toBe(0);
    expect(offsetOf(-640.4)).toBe(640);
  });

  it("restore the saved offset when the widget is tall enough", () => {
    expect(reachableOffset(600, 2000, 800)).toBe(600);
    expect(reachableOffset(1200, 2000, 800)).toBe(1200);
  });

  it("never scroll the host page past the widget's end: a short screen gets what it can show", () => {
    expect(reachableOffset(1500, 2000, 800)).toBe(1200);
    expect(reachableOffset(600, 500, 800)).toBe(0);
  });

  it.each([
    // top, bottom, cover (sticky header's bottom), viewport -> scroll by
    [200, 240, 71, 740, null, "below the header and inside the viewport: stays"],
    [30, 70, 71, 740, -49, "under the header: up to 8 px below it"],
    [-300, -260, 142, 640, -450, "above the viewport, two-row header at 320 px"],
    [720, 760, 71, 740, 28, "cut by the viewport's bottom: up to 8 px above it"],
    [500, 1400, 71, 740, 421, "taller than the room: its top below the header"],
    [79, 240, 71, 740, null, "exactly the gap below the header: stays"],
    [200, 740, 71, 740, null, "ending exactly at the viewport's bottom: stays"],
    [100, 753, 71, 740, 21, "exactly as tall as the room: both gaps kept"],
    [100, 754, 71, 740, 21, "a pixel taller than the room: its top below the header, not into the gap"],
    [100, 800, 71, 740, 21, "as tall as the viewport below the header: its top below the header"],
  ])(
    "put a heading or field below the sticky header (%i..%i, cover %i, viewport %i)",
    (top, bottom, cover, vh, by, _why) => {
      expect(uncoverBy(top, bottom, cover, vh)).toBe(by);
    },
  );
});
