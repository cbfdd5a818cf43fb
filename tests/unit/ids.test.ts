import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_ID, ownEntry, parseId } from "~/lib/ids";

describe("ids and intents from a URL or a form", () => {
  it("an id is 1..2^31-1 in plain digits, else null", () => {
    expect(parseId("1")).toBe(1);
    expect(parseId("2147483647")).toBe(MAX_ID);
    for (const value of ["2147483648", "9999999999", "0", "-1", "01", "1e3", "0x10", " 1", "1.0", "", null, 5]) {
      expect(parseId(value), String(value)).toBeNull();
    }
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.bigInt().map(String)), (value) => {
        const id = parseId(value);
        return id === null || (Number.isInteger(id) && id >= 1 && id <= MAX_ID && String(id) === value);
      }),
    );
  });

  it("an intent is a table's own key only", () => {
    const table = { publish: 1, close: 2 };
    expect(ownEntry(table, "publish")).toBe(1);
    for (const key of ["__proto__", "hasOwnProperty", "valueOf", "constructor", "toString", null]) {
      expect(ownEntry(table, key), String(key)).toBeUndefined();
    }
  });
});
