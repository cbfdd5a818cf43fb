import { describe, expect, it } from "vitest";
import { parseWithZod } from "~/forms/parse-with-zod";
import { isIsoDay, PROPOSAL_MESSAGES, proposalFrom, proposalSchema } from "~/forms/proposal";

/** The proposal's contract: every field optional, each bounded, with the form's messages. */

function parse(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return parseWithZod(data, { schema: proposalSchema });
}

describe("a proposal", () => {
  it("may be left wholly empty: one click on Apply still applies", () => {
    const empty = parse({ proposal_note: "", quoted_day_rate: "", earliest_start: "" });
    expect(empty.status).toBe("success");
    if (empty.status === "success") {
      expect(proposalFrom(empty.value)).toEqual({ note: "", quotedDayRate: null, earliestStart: null });
    }
  });

  it("keeps a note, a whole-rupee rate and a real day", () => {
    const full = parse({ proposal_note: " Labs\nevery day ", quoted_day_rate: "12000", earliest_start: "2027-01-15" });
    expect(full.status === "success" && proposalFrom(full.value)).toEqual({
      note: "Labs\nevery day",
      quotedDayRate: 12000,
      earliestStart: "2027-01-15",
    });
  });

  it("refuses a long note, a rate that is no whole number in range, and a day that does not exist", () => {
    const refused = parse({ proposal_note: "x".repeat(1001), quoted_day_rate: "-5", earliest_start: "2027-02-30" });
    expect(refused.status === "error" && refused.error).toEqual({
      proposal_note: [PROPOSAL_MESSAGES.noteTooLong],
      quoted_day_rate: [PROPOSAL_MESSAGES.rate],
      earliest_start: [PROPOSAL_MESSAGES.start],
    });
    for (const rate of ["12.5", "1e9", "abc"]) expect(parse({ quoted_day_rate: rate }).status).toBe("error");
    for (const day of ["15/01/2027", "1999-12-31", "2100-01-01", "2027-1-5"]) expect(isIsoDay(day)).toBe(false);
    expect(parse({ proposal_note: "nul\u0000byte" }).status).toBe("error");
  });
});
