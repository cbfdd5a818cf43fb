import Fuse from "fuse.js";
import { describe, expect, it } from "vitest";
import { sampleRequirements } from "~/content/sample-requirements";
import { isTenDigitMobile } from "~/forms/apply";
import { parseSkills } from "~/forms/trainer-profile";
import {
  SEARCH_THRESHOLD,
  createRequirementSearch,
  formatPostedOn,
  matchRequirements,
  postedDate,
  tokensOf,
  type BoardRequirement,
} from "~/lib/requirement-matching";

const requirements: BoardRequirement[] = sampleRequirements.map((requirement, index) => ({
  id: index + 1,
  topic: requirement.topic,
  trainingTopicName: requirement.trainingTopicName,
  details: requirement.details,
  postedOn: formatPostedOn(new Date(Date.UTC(2024, 4, 2, 5, 0) - index * 86_400_000)),
}));

describe("postedOn", () => {
  it("reads like 'May 02, 2024, 10:30 AM' in India time, and the board shows its first 12 characters", () => {
    const postedOn = formatPostedOn(new Date(Date.UTC(2024, 4, 2, 5, 0)));
    expect(postedOn).toBe("May 02, 2024, 10:30 AM");
    expect(postedDate(postedOn)).toBe("May 02, 2024");
  });
});

describe("tokens", () => {
  it("are lower-cased words of two or more characters, each once", () => {
    expect(tokensOf("Azure AD, a VM and Azure Monitor: 5 days.")).toEqual([
      "azure",
      "ad",
      "vm",
      "and",
      "monitor",
      "days",
    ]);
  });
});

describe("board search (threshold 0.1 on topic and tokens)", () => {
  it("finds requirements by topic and by a word of the details", () => {
    expect(
      createRequirementSearch(requirements)("Azure").every((requirement) =>
        /azure/i.test(`${requirement.topic} ${requirement.details}`),
      ),
    ).toBe(true);
    expect(createRequirementSearch(requirements)("Azure").length).toBeGreaterThan(0);
    const kubernetes = createRequirementSearch(requirements)("kubernetes");
    expect(kubernetes.length).toBeGreaterThan(0);
    expect(kubernetes.every((requirement) => /kubernetes/i.test(requirement.details + requirement.topic))).toBe(true);
  });
  it("finds exactly the requirements a Fuse search over the requirements themselves finds, for typed, misspelt and multi-word queries", () => {
    const reference = new Fuse(
      requirements.map((requirement) => ({ ...requirement, tokens: tokensOf(requirement.details) })),
      { keys: ["topic", "tokens"], threshold: SEARCH_THRESHOLD, minMatchCharLength: 2, ignoreLocation: true },
    );
    const queries = [
      "Azure",
      "azur",
      "kubernetes",
      "kubernets",
      "power bi",
      "Power BI",
      "devops",
      "sql",
      "terraform",
      "spark",
      "data",
      "AI",
      "x",
      "python training",
      "zzqqxx",
    ];
    for (const query of queries) {
      const expected = reference
        .search(query)
        .map((result) => result.item.id)
        .sort((a, b) => a - b);
      expect(
        createRequirementSearch(requirements)(query)
          .map((requirement) => requirement.id)
          .sort((a, b) => a - b),
        query,
      ).toEqual(expected);
    }
  });
  it("is strict: a far-off word finds nothing; an empty query finds all, in order", () => {
    expect(createRequirementSearch(requirements)("zzqqxx")).toEqual([]);
    expect(createRequirementSearch(requirements)(" ").map((requirement) => requirement.id)).toEqual(
      requirements.map((requirement) => requirement.id),
    );
  });
});

describe("skill matching (threshold 0.3 on the details)", () => {
  it("puts matching requirements first, keeps the order inside each group, and names the matched skills", () => {
    const matched = matchRequirements(requirements, ["Terraform", "Splunk"]);
    const firstUnmatched = matched.findIndex((requirement) => requirement.matchedSkills.length === 0);
    expect(firstUnmatched).toBeGreaterThan(0);
    expect(matched.slice(firstUnmatched).every((requirement) => requirement.matchedSkills.length === 0)).toBe(true);
    for (const requirement of matched.slice(0, firstUnmatched)) {
      expect(
        requirement.matchedSkills.some((skill) => requirement.details.toLowerCase().includes(skill.toLowerCase())),
      ).toBe(true);
    }
    const ids = matched.slice(0, firstUnmatched).map((requirement) => requirement.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
  it("tolerates a small misspelling of a skill", () => {
    expect(
      matchRequirements(requirements, ["Terrafrom"]).filter((requirement) => requirement.matchedSkills.length > 0)
        .length,
    ).toBeGreaterThan(0);
  });
  it("matches nothing without skills", () => {
    expect(matchRequirements(requirements, []).every((requirement) => requirement.matchedSkills.length === 0)).toBe(
      true,
    );
  });
  it("with a limit answers the first requirements of the same order, matched ones first", () => {
    for (const skills of [["Terraform", "Splunk"], []]) {
      const all = matchRequirements(requirements, skills, "online");
      for (const limit of [0, 1, 3, all.length, all.length + 5]) {
        expect(matchRequirements(requirements, skills, "online", limit)).toEqual(all.slice(0, limit));
      }
    }
  });
});

describe("local profile rules", () => {
  it("needs exactly 10 digits", () => {
    expect(isTenDigitMobile("9845012345")).toBe(true);
    expect(isTenDigitMobile("98450 12345")).toBe(false);
    expect(isTenDigitMobile("984501234")).toBe(false);
    expect(isTenDigitMobile(undefined)).toBe(false);
  });
  it("reads skills as unique, non-empty, comma-separated tags", () => {
    expect(parseSkills(" Azure, kubernetes ,,azure, Python ")).toEqual(["Azure", "kubernetes", "Python"]);
  });
});
