import { describe, expect, it } from "vitest";
import { enquiryFormNames } from "~/forms/enquiry-forms";
import { courseTitleFrom, enquiryFormFilter, enrollmentDefaults } from "~/services/enquiries.server";

describe("the enrolment form's starting values (enrollmentDefaults)", () => {
  it("fills the signed-in user's name and email, and a subject and message about the course", () => {
    expect(enrollmentDefaults("Azure Administration", { name: "Asha Rao", email: "asha@example.com" })).toEqual({
      name: "Asha Rao",
      email: "asha@example.com",
      subject: "Enroll for Azure Administration",
      description:
        "I would like to enroll for Azure Administration. Please share the next batch dates, the fee and the syllabus.",
    });
  });

  it("cuts the subject to the form's 50 characters", () => {
    const title = "Microsoft Azure Solutions Architect Expert, Weekend Batch";
    expect(enrollmentDefaults(title, null).subject).toBe(`Enroll for ${title}`.slice(0, 50));
    expect(enrollmentDefaults(title, null).subject).toHaveLength(50);
  });

  it("leaves everything empty for a visitor without a course", () => {
    expect(enrollmentDefaults("", null)).toEqual({ name: "", email: "", subject: "", description: "" });
  });
});

describe("the course an enrolment is about (courseTitleFrom)", () => {
  it("is ?title= trimmed, at most 200 characters, empty when missing", () => {
    expect(courseTitleFrom(new URLSearchParams({ title: "  Big Data and Hadoop " }))).toBe("Big Data and Hadoop");
    expect(courseTitleFrom(new URLSearchParams({ title: "x".repeat(300) }))).toHaveLength(200);
    expect(courseTitleFrom(new URLSearchParams())).toBe("");
  });
});

describe("the back office's enquiry filter (enquiryFormFilter)", () => {
  it("keeps a stored form name and drops anything else", () => {
    expect(enquiryFormNames).toEqual(["contact", "course-enroll", "post-requirement", "register-for-workshop"]);
    for (const name of enquiryFormNames) expect(enquiryFormFilter(name)).toBe(name);
    expect(enquiryFormFilter("enrollment")).toBeNull();
    expect(enquiryFormFilter("")).toBeNull();
    expect(enquiryFormFilter(null)).toBeNull();
  });
});
