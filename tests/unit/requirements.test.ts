import Fuse from "fuse.js";
import { describe, expect, it } from "vitest";
import { sampleLeads } from "~/content/sample-requirements";
import {
  SEARCH_THRESHOLD,
  createLeadSearch,
  formatPostedOn,
  isTenDigitMobile,
  matchLeads,
  parseSkills,
  postedDate,
  tokensOf,
  type BoardLead,
} from "~/lib/requirement-matching";

const leads: BoardLead[] = sampleLeads.map((lead, index) => ({
  lead_id: index + 1,
  topic: lead.topic,
  training_topic_name: lead.trainingTopicName,
  lead_details: lead.leadDetails,
  posted_on: formatPostedOn(new Date(Date.UTC(2024, 4, 2, 5, 0) - index * 86_400_000)),
}));

describe("posted_on", () => {
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
  it("finds leads by topic and by a word of the details", () => {
    expect(createLeadSearch(leads)("Azure").every((lead) => /azure/i.test(`${lead.topic} ${lead.lead_details}`))).toBe(
      true,
    );
    expect(createLeadSearch(leads)("Azure").length).toBeGreaterThan(0);
    const kubernetes = createLeadSearch(leads)("kubernetes");
    expect(kubernetes.length).toBeGreaterThan(0);
    expect(kubernetes.every((lead) => /kubernetes/i.test(lead.lead_details + lead.topic))).toBe(true);
  });
  it("finds exactly the leads a Fuse search over the leads themselves finds, for typed, misspelt and multi-word queries", () => {
    const reference = new Fuse(
      leads.map((lead) => ({ ...lead, tokens: tokensOf(lead.lead_details) })),
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
        .map((result) => result.item.lead_id)
        .sort((a, b) => a - b);
      expect(
        createLeadSearch(leads)(query)
          .map((lead) => lead.lead_id)
          .sort((a, b) => a - b),
        query,
      ).toEqual(expected);
    }
  });
  it("is strict: a far-off word finds nothing; an empty query finds all, in order", () => {
    expect(createLeadSearch(leads)("zzqqxx")).toEqual([]);
    expect(createLeadSearch(leads)(" ").map((lead) => lead.lead_id)).toEqual(leads.map((lead) => lead.lead_id));
  });
});

describe("skill matching (threshold 0.3 on lead_details)", () => {
  it("puts matching leads first, keeps the order inside each group, and names the matched skills", () => {
    const matched = matchLeads(leads, ["Terraform", "Splunk"]);
    const firstUnmatched = matched.findIndex((lead) => lead.matchedSkills.length === 0);
    expect(firstUnmatched).toBeGreaterThan(0);
    expect(matched.slice(firstUnmatched).every((lead) => lead.matchedSkills.length === 0)).toBe(true);
    for (const lead of matched.slice(0, firstUnmatched)) {
      expect(lead.matchedSkills.some((skill) => lead.lead_details.toLowerCase().includes(skill.toLowerCase()))).toBe(
        true,
      );
    }
    const ids = matched.slice(0, firstUnmatched).map((lead) => lead.lead_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
  it("tolerates a small misspelling of a skill", () => {
    expect(matchLeads(leads, ["Terrafrom"]).filter((lead) => lead.matchedSkills.length > 0).length).toBeGreaterThan(0);
  });
  it("matches nothing without skills", () => {
    expect(matchLeads(leads, []).every((lead) => lead.matchedSkills.length === 0)).toBe(true);
  });
  it("with a limit answers the first leads of the same order, matched ones first", () => {
    for (const skills of [["Terraform", "Splunk"], []]) {
      const all = matchLeads(leads, skills, "online");
      for (const limit of [0, 1, 3, all.length, all.length + 5]) {
        expect(matchLeads(leads, skills, "online", limit)).toEqual(all.slice(0, limit));
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
