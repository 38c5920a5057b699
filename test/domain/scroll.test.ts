import { describe, expect, it } from "vitest";
import { offsetOf, reachableOffset } from "../../src/domain/scroll";

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
});
