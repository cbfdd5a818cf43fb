import { describe, expect, it } from "vitest";
import { isPinCode } from "~/lib/pincode";

describe("a pin code (one rule for the profile form and the lookup service)", () => {
  it.each(["560103", " 411001 ", "000000"])("accepts six digits: %j", (value) => {
    expect(isPinCode(value)).toBe(true);
  });
  it.each(["56010", "5601033", "56O103", "560 103", "", null, undefined])("refuses anything else: %j", (value) => {
    expect(isPinCode(value)).toBe(false);
  });
});
