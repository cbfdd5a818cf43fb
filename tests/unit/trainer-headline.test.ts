import { describe, expect, it } from "vitest";
import { directorySchema } from "~/forms/trainer-profile";
import { parseWithZod } from "~/forms/parse-with-zod";
import { DIRECTORY_MESSAGES, HEADLINE_MAX } from "~/forms/trainer-profile";

/** The public page's headline (docs/design-system.md, the trainer's public page): optional, trimmed, ≤ 120. */
function parse(headline: string) {
  const form = new FormData();
  form.set("listedInDirectory", "on");
  form.set("headline", headline);
  return parseWithZod(form, { schema: directorySchema });
}

describe("the directory settings' headline", () => {
  it("keeps a headline of up to 120 characters, trimmed", () => {
    const submission = parse(`  ${"k".repeat(HEADLINE_MAX)}  `);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.headline).toBe("k".repeat(HEADLINE_MAX));
  });
  it("refuses a longer one with the field's message", () => {
    const submission = parse("k".repeat(HEADLINE_MAX + 1));
    expect(submission.status === "error" && submission.error?.headline).toEqual([DIRECTORY_MESSAGES.headlineTooLong]);
  });
  it("takes an empty field as no headline", () => {
    const submission = parse("");
    expect(submission.status === "success" && submission.value.headline).toBeUndefined();
  });
});
