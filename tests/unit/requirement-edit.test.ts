import { describe, expect, it } from "vitest";
import { LEAD_EDIT_INCOMPLETE, leadEditFrom } from "~/server/services/requirements.server";

describe("an admin's lead edit (leadEditFrom)", () => {
  it("trims the three fields and keeps them", () => {
    expect(
      leadEditFrom({ topic: " Azure ", trainingTopicName: " Azure for admins ", leadDetails: " Two days. " }),
    ).toEqual({
      ok: true,
      edit: { topic: "Azure", trainingTopicName: "Azure for admins", leadDetails: "Two days." },
    });
  });

  it("cuts each field to its limit: 120 characters for the topic and title, 2,000 for the details", () => {
    const checked = leadEditFrom({
      topic: "t".repeat(200),
      trainingTopicName: "n".repeat(200),
      leadDetails: "d".repeat(3000),
    });
    expect(checked.ok && checked.edit.topic.length).toBe(120);
    expect(checked.ok && checked.edit.trainingTopicName.length).toBe(120);
    expect(checked.ok && checked.edit.leadDetails.length).toBe(2000);
  });

  it.each([
    ["topic", { topic: "  ", trainingTopicName: "Title", leadDetails: "Details" }],
    ["title", { topic: "Topic", trainingTopicName: null, leadDetails: "Details" }],
    ["details", { topic: "Topic", trainingTopicName: "Title", leadDetails: "" }],
  ])("refuses an edit without its %s, saying what is needed", (_field, fields) => {
    expect(leadEditFrom(fields)).toEqual({ ok: false, message: LEAD_EDIT_INCOMPLETE });
    expect(LEAD_EDIT_INCOMPLETE).not.toMatch(/already changed|no longer exists/);
  });
});
