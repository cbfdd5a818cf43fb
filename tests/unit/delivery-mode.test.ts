import { describe, expect, it } from "vitest";
import { deliveryModeOf, modeFitOf, modeFits, modeFitText, trainerModeOf } from "~/lib/delivery-mode";
import { matchExplanation, matchRequirements } from "~/lib/requirement-matching";

describe("a requirement's delivery mode, from its delivery location", () => {
  it.each([
    ["Online", "online"],
    ["Remote, IST afternoons", "online"],
    ["Virtual classroom", "online"],
    ["Hybrid: Chennai and online", "hybrid"],
    ["Pune, Maharashtra", "in_person"],
    ["On-site in Bengaluru", "in_person"],
    ["Bengaluru on-site, some days online", "hybrid"],
  ] as const)("%s is %s", (location, mode) => {
    expect(deliveryModeOf(location)).toBe(mode);
  });

  it("is unknown when no location was given", () => {
    expect(deliveryModeOf("")).toBeNull();
    expect(deliveryModeOf("   ")).toBeNull();
    expect(deliveryModeOf(null)).toBeNull();
  });
});

describe("a trainer's mode against a requirement's", () => {
  it("fits the same mode, and a hybrid trainer fits any", () => {
    expect(modeFits("online", "online")).toBe(true);
    expect(modeFits("in_person", "in_person")).toBe(true);
    expect(modeFits("hybrid", "online")).toBe(true);
    expect(modeFits("hybrid", "in_person")).toBe(true);
    expect(modeFits("hybrid", "hybrid")).toBe(true);
  });

  it("does not fit another single mode, and a hybrid requirement needs a hybrid trainer", () => {
    expect(modeFits("online", "in_person")).toBe(false);
    expect(modeFits("in_person", "online")).toBe(false);
    expect(modeFits("online", "hybrid")).toBe(false);
    expect(modeFits("in_person", "hybrid")).toBe(false);
  });

  it("explains nothing when either side is unknown", () => {
    expect(modeFitOf(null, "Online")).toBeNull();
    expect(modeFitOf("online", "")).toBeNull();
    expect(trainerModeOf("by pigeon")).toBeNull();
    expect(modeFitText(modeFitOf("online", "Online")!)).toBe("online ✓");
    expect(modeFitText(modeFitOf("online", "Pune")!)).toBe("in person ✗");
  });
});

describe("the board's match explanation", () => {
  const requirement = (id: number, details: string, location: string) => ({
    id: id,
    topic: "Cloud",
    trainingTopicName: `Requirement ${id}`,
    details: details,
    postedOn: "Nov 24, 2026, 10:00 AM",
    deliveryLocation: location,
  });

  it("names the matched skills, then the mode when both sides have one", () => {
    const [first] = matchRequirements(
      [requirement(1, "Azure and Terraform for admins", "Online")],
      ["Azure", "Terraform"],
      "online",
    );
    expect(matchExplanation(first!)).toBe("Matched on: Azure, Terraform · online ✓");
    const [second] = matchRequirements([requirement(2, "Azure landing zones", "Pune")], ["Azure"], "online");
    expect(matchExplanation(second!)).toBe("Matched on: Azure · in person ✗");
    const [third] = matchRequirements([requirement(3, "Azure landing zones", "")], ["Azure"], "online");
    expect(matchExplanation(third!)).toBe("Matched on: Azure");
  });

  it("says nothing when no skill matched, whatever the mode", () => {
    const [only] = matchRequirements([requirement(4, "Kubernetes operators", "Online")], ["Azure"], "online");
    expect(matchExplanation(only!)).toBeNull();
  });
});
