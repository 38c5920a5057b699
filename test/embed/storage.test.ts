import { describe, expect, it, vi } from "vitest";
import { createEmbedStorage } from "../../src/embed/storage";

/** A Storage whose writes fail (private mode, full quota). */
function failingStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: () => {
      throw new DOMException("quota exceeded", "QuotaExceededError");
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

  it("falls back to memory without throwing when writes fail, warning once", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const s = createEmbedStorage("m", failingStorage());
    expect(() => s.setItem("basket", "1")).not.toThrow();
    s.setItem("jwt", "2");
    expect(s.getItem("basket")).toBe("1");
    expect(s.getItem("jwt")).toBe("2");
    expect(s.volatile).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
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
