import { describe, expect, it } from "vitest";
import { REQUIREMENT_EDIT_INCOMPLETE, requirementEditFrom } from "~/server/services/requirements.server";

describe("an admin's requirement edit (requirementEditFrom)", () => {
  it("trims the three fields and keeps them", () => {
    expect(
      requirementEditFrom({ topic: " Azure ", trainingTopicName: " Azure for admins ", details: " Two days. " }),
    ).toEqual({
      ok: true,
      edit: { topic: "Azure", trainingTopicName: "Azure for admins", details: "Two days." },
    });
  });

  it("cuts each field to its limit: 120 characters for the topic and title, 2,000 for the details", () => {
    const checked = requirementEditFrom({
      topic: "t".repeat(200),
      trainingTopicName: "n".repeat(200),
      details: "d".repeat(3000),
    });
    expect(checked.ok && checked.edit.topic.length).toBe(120);
    expect(checked.ok && checked.edit.trainingTopicName.length).toBe(120);
    expect(checked.ok && checked.edit.details.length).toBe(2000);
  });

  it.each([
    ["topic", { topic: "  ", trainingTopicName: "Title", details: "Details" }],
    ["title", { topic: "Topic", trainingTopicName: null, details: "Details" }],
    ["details", { topic: "Topic", trainingTopicName: "Title", details: "" }],
  ])("refuses an edit without its %s, saying what is needed", (_field, fields) => {
    expect(requirementEditFrom(fields)).toEqual({ ok: false, message: REQUIREMENT_EDIT_INCOMPLETE });
    expect(REQUIREMENT_EDIT_INCOMPLETE).not.toMatch(/already changed|no longer exists/);
  });
});
