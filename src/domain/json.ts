// JSON text that ignores toJSON methods a host page added to built-ins: Prototype.js's
// Array.prototype.toJSON makes JSON.stringify encode every array as a string, so a basket sent
// or stored that way would arrive double-encoded. Only plain data is written: arrays, own
// enumerable properties, strings, finite numbers, booleans, null (and Dates as ISO text).

export function toJson(value: unknown): string {
  return write(value) ?? "null";
}

function write(v: unknown): string | undefined {
  if (v === null || typeof v === "string" || typeof v === "boolean") return JSON.stringify(v);
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : "null";
  if (Array.isArray(v)) return `[${v.map((x) => write(x) ?? "null").join(",")}]`;
  if (v instanceof Date) return JSON.stringify(v.toISOString());
  if (typeof v !== "object") return undefined;
  const parts: string[] = [];
  for (const key of Object.keys(v)) {
    const item = write((v as Record<string, unknown>)[key]);
    if (item !== undefined) parts.push(`${JSON.stringify(key)}:${item}`);
  }
  return `{${parts.join(",")}}`;
}
