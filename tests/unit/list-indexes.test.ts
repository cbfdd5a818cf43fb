import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { capListIndexes, indexesOf, rootName } from "~/forms/list-indexes";
import { PROFILE_LIST_CAPS } from "~/forms/trainer-profile";

const caps = PROFILE_LIST_CAPS;
const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
};
const intent = (value: unknown) => JSON.stringify(value);

describe("list index caps", () => {
  it("names a key's list and its indexes", () => {
    expect(rootName("certifications[3]")).toBe("certifications");
    expect(rootName("a.b[1]")).toBe("a");
    expect(indexesOf("a[3][12]")).toEqual([3, 12]);
    expect(indexesOf("a[]")).toEqual([]);
  });

  it("keeps lists within their caps", () => {
    const { form: kept, overCap } = capListIndexes(
      form([
        ["intent", "professional"],
        ["certifications[0]", "AZ-104"],
        ["certifications[19]", "AZ-305"],
        ["languagesSpoken", "English"],
        ["languagesSpoken", "Hindi"],
      ]),
      caps,
    );
    expect(overCap).toEqual([]);
    expect([...kept.keys()]).toEqual([
      "intent",
      "certifications[0]",
      "certifications[19]",
      "languagesSpoken",
      "languagesSpoken",
    ]);
  });

  it.each([
    ["certifications[1000000]", "certifications"],
    ["certifications[20]", "certifications"],
    ["mobileNumbers[500000]", "mobileNumbers"],
    ["mobileNumbers[10]", "mobileNumbers"],
    ["mobileNumbers[0][99999999]", "mobileNumbers"],
    ["certifications[99999999999999999999999]", "certifications"],
  ])("refuses %s before parsing", (key, list) => {
    const { form: kept, overCap } = capListIndexes(
      form([
        ["name", "Asha"],
        [key, "x"],
      ]),
      caps,
    );
    expect(overCap).toEqual([list]);
    expect([...kept.keys()]).toEqual(["name"]);
  });

  it("drops an index on a name that is not one of the form's lists", () => {
    const { form: kept, overCap } = capListIndexes(
      form([
        ["name[0]", "x"],
        ["skills[1000000]", "y"],
        ["email", "a@b.co"],
      ]),
      {},
    );
    expect(overCap).toEqual([]);
    expect([...kept.keys()]).toEqual(["email"]);
  });

  it("checks Conform's list intents: positions, growth and shape", () => {
    const full = Array.from({ length: 10 }, (_, i) => [`mobileNumbers[${i}]`, "9876543210"] as [string, string]);
    const cases: [string, string[], boolean][] = [
      [intent({ type: "insert", payload: { name: "certifications" } }), [], true],
      [intent({ type: "insert", payload: { name: "mobileNumbers" } }), ["mobileNumbers"], false],
      [
        intent({ type: "update", payload: { name: "certifications", index: 1000000, value: "x" } }),
        ["certifications"],
        false,
      ],
      [intent({ type: "update", payload: { name: "certifications[1000000]", value: "x" } }), ["certifications"], false],
      [
        intent({ type: "reorder", payload: { name: "certifications", from: 0, to: 999999 } }),
        ["certifications"],
        false,
      ],
      [intent({ type: "remove", payload: { name: "certifications", index: 1.5 } }), ["certifications"], false],
      [intent({ type: "remove", payload: { name: "certifications", index: 0 } }), [], true],
      ["not json", [], false],
      [intent({ type: "explode", payload: {} }), [], false],
      [intent({ type: "update", payload: { index: 3 } }), [], false],
    ];
    for (const [value, overCap, keptIntent] of cases) {
      const result = capListIndexes(form([...full, ["__intent__", value]]), caps);
      expect(result.overCap, value).toEqual(overCap);
      expect(result.form.has("__intent__"), value).toBe(keptIntent);
    }
  });

  it("drops a __state__ that is not JSON (Conform's parser would throw)", () => {
    expect(capListIndexes(form([["__state__", "{oops"]]), caps).form.has("__state__")).toBe(false);
    expect(capListIndexes(form([["__state__", "{}"]]), caps).form.has("__state__")).toBe(true);
  });

  it("never keeps an index at or above the cap, whatever the keys", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom("certifications", "mobileNumbers", "other", "a.b"), fc.nat(), fc.string()), {
          maxLength: 30,
        }),
        (entries) => {
          const { form: kept } = capListIndexes(
            form(entries.map(([name, index, value]) => [`${name}[${index}]`, value])),
            caps,
          );
          for (const key of kept.keys()) {
            const cap = caps[rootName(key) as keyof typeof caps] ?? 0;
            expect(indexesOf(key).every((index) => index < cap)).toBe(true);
          }
        },
      ),
    );
  });

  // How fast this runs is the bench's business (no timed tests); what matters here is that sparse huge
  // indexes are dropped one key at a time, never expanded into a list as long as the largest index.
  it("drops 4,000 sparse keys up to index 3,999,000 one by one and keeps those under the cap", () => {
    const entries = Array.from({ length: 4000 }, (_, i) => [`certifications[${i * 1000}]`, "x"] as [string, string]);
    const { form: kept, overCap } = capListIndexes(form(entries), caps);
    expect([...kept.keys()]).toEqual(["certifications[0]"]);
    expect([...overCap]).toEqual(["certifications"]);
  });
});
