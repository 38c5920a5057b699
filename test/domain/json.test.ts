import { afterEach, describe, expect, it } from "vitest";
import { toJson } from "../../src/domain/json";

const proto = Array.prototype as unknown as { toJSON?: () => string };
const objProto = Object.prototype as unknown as { toJSON?: () => string; polluted?: string };

afterEach(() => {
  delete proto.toJSON;
  delete objProto.toJSON;
  delete objProto.polluted;
});

describe("toJson", () => {
  it.each([undefined, () => 1, Symbol("x")])("writes null for %s, which JSON has no text for", (value) => {
    expect(toJson(value)).toBe("null");
  });

  const cart = { lines: [{ id: 1, count: 2, tags: ["a"] }], note: 'x"y', gone: undefined, when: new Date(0) };

  it("writes what JSON.stringify writes for plain data", () => {
    expect(JSON.parse(toJson(cart))).toEqual(JSON.parse(JSON.stringify(cart)));
    expect(toJson([1, null, undefined, NaN])).toBe("[1,null,null,null]");
    expect(toJson({ gift: true, paid: false, note: "" })).toBe('{"gift":true,"paid":false,"note":""}');
    expect(toJson([true, false])).toBe("[true,false]");
  });

  it("ignores a Prototype.js-style Array.prototype.toJSON and a polluted Object.prototype", () => {
    // Prototype.js: an array's toJSON returns its JSON text, which JSON.stringify then quotes
    proto.toJSON = function (this: unknown[]) {
      return `[${this.join(",")}]`;
    };
    objProto.toJSON = () => "hijacked";
    objProto.polluted = "yes";
    // the built-in serialiser double-encodes; ours does not
    expect(JSON.stringify({ a: [1] })).not.toBe('{"a":[1]}');
    expect(toJson({ a: [1, { b: [2] }] })).toBe('{"a":[1,{"b":[2]}]}');
  });
});
