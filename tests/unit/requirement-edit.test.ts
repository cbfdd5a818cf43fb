import { describe, expect, it } from "vitest";
import { REQUIREMENT_EDIT_INCOMPLETE, requirementEditFrom } from "~/forms/requirement-edit";

/** The posted form as the back office's edit sends it: `leadDetails` is the details' wire name. */
const posted = (fields: { topic?: string | null; trainingTopicName?: string | null; leadDetails?: string | null }) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value != null) form.set(name, value);
  return form;
};

describe("an admin's requirement edit (the requirement-edit contract)", () => {
  it("trims the three fields and keeps them", () => {
    expect(
      requirementEditFrom(
        posted({ topic: " Azure ", trainingTopicName: " Azure for admins ", leadDetails: " Two days. " }),
      ),
    ).toEqual({
      ok: true,
      edit: { topic: "Azure", trainingTopicName: "Azure for admins", details: "Two days." },
    });
  });

  it("cuts each field to its limit: 120 characters for the topic and title, 2,000 for the details", () => {
    const checked = requirementEditFrom(
      posted({ topic: "t".repeat(200), trainingTopicName: "n".repeat(200), leadDetails: "d".repeat(3000) }),
    );
    expect(checked.ok && checked.edit.topic.length).toBe(120);
    expect(checked.ok && checked.edit.trainingTopicName.length).toBe(120);
    expect(checked.ok && checked.edit.details.length).toBe(2000);
  });

  it.each([
    ["topic", "topic", { topic: "  ", trainingTopicName: "Title", leadDetails: "Details" }],
    ["title", "trainingTopicName", { topic: "Topic", trainingTopicName: null, leadDetails: "Details" }],
    ["details", "details", { topic: "Topic", trainingTopicName: "Title", leadDetails: "" }],
  ])("refuses an edit without its %s, saying what is needed and naming the field", (_label, field, fields) => {
    expect(requirementEditFrom(posted(fields))).toEqual({ ok: false, message: REQUIREMENT_EDIT_INCOMPLETE, field });
    expect(REQUIREMENT_EDIT_INCOMPLETE).not.toMatch(/already changed|no longer exists/);
  });

  it("refuses control characters in a field", () => {
    expect(requirementEditFrom(posted({ topic: "A\u0000", trainingTopicName: "T", leadDetails: "D" }))).toMatchObject({
      ok: false,
      field: "topic",
    });
  });
});
