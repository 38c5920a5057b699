import { describe, expect, it, vi } from "vitest";
import { createEmbedStorage } from "../../src/embed/storage";

/** A Storage whose writes fail (private mode, full quota) while `full.on` is set. */
function failingStorage(full = { on: true }): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      if (full.on) throw new DOMException("quota exceeded", "QuotaExceededError");
      data.set(k, v);
    },
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
  };
}

describe("embed storage", () => {
  it("namespaces every key as foyer:{embedId}:{key}", () => {
    const s = createEmbedStorage("shop3", sessionStorage);
    s.setJSON("basket", { lines: [] });
    s.setItem("jwt", "t");
    expect(Object.keys(sessionStorage).sort()).toEqual(["foyer:shop3:basket", "foyer:shop3:jwt"]);
    expect(s.keys().sort()).toEqual(["basket", "jwt"]);
    expect(s.getJSON("basket")).toEqual({ lines: [] });
  });

  it("keeps embeds with different ids apart and lets the same id share", () => {
    const a = createEmbedStorage("a", sessionStorage);
    const b = createEmbedStorage("b", sessionStorage);
    const a2 = createEmbedStorage("a", sessionStorage);
    a.setItem("jwt", "1");
    expect(b.getItem("jwt")).toBeNull();
    expect(a2.getItem("jwt")).toBe("1");
  });

  it("reads unparsable JSON as null", () => {
    sessionStorage.setItem("foyer:x:basket", "{not json");
    expect(createEmbedStorage("x", sessionStorage).getJSON("basket")).toBeNull();
  });

  it("keeps writes a full storage refuses in memory without throwing, warning and reporting once", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const s = createEmbedStorage("m", failingStorage());
    const reports: number[] = [];
    s.onWriteFailed(() => reports.push(1));
    expect(() => s.setItem("basket", "1")).not.toThrow();
    s.setItem("jwt", "2");
    expect(s.getItem("basket")).toBe("1");
    expect(s.getItem("jwt")).toBe("2");
    expect(s.volatile).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(reports).toHaveLength(1);
  });

  it("retries a refused write with the next change, and reports a new spell of failures again", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const full = { on: true };
    const backend = failingStorage(full);
    const s = createEmbedStorage("q", backend);
    const reports: number[] = [];
    s.onWriteFailed(() => reports.push(1));
    s.setItem("basket", "two lines");
    expect(backend.data.has("foyer:q:basket")).toBe(false);
    // space again: the next change (another key) saves the waiting one too
    full.on = false;
    s.setItem("jwt", "t");
    expect(backend.data.get("foyer:q:basket")).toBe("two lines");
    expect(backend.data.get("foyer:q:jwt")).toBe("t");
    expect(s.volatile).toBe(false);
    // a removal is a change too
    full.on = true;
    s.setItem("basket", "three lines");
    full.on = false;
    s.removeItem("jwt");
    expect(backend.data.get("foyer:q:basket")).toBe("three lines");
    expect(reports).toHaveLength(2);
    // a listener that comes late hears of a failure still unsaved
    full.on = true;
    s.setItem("basket", "four");
    const late: number[] = [];
    s.onWriteFailed(() => late.push(1));
    expect(late).toHaveLength(1);
  });

  it("works in memory when there is no session storage at all", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const s = createEmbedStorage("n", null);
    s.setJSON("customer", { fname: "Ada" });
    expect(s.getJSON("customer")).toEqual({ fname: "Ada" });
    s.removeItem("customer");
    expect(s.getItem("customer")).toBeNull();
  });
});
