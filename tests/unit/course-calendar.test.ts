import { describe, expect, it } from "vitest";
import { WEEKDAYS, WEEKENDS, classDaysLine, scheduleLine } from "~/lib/batch-schedule";
import { batchCalendar, classDates, escapeText, foldLine } from "~/services/course-calendar.server";

const batch = {
  id: 7,
  courseTitle: "Azure Administration",
  startsOn: "2025-03-08",
  endsOn: "2025-03-16",
  classDays: WEEKENDS,
  startsAt: "10:00",
  endsAt: "13:00",
  location: "In person, Pune",
  url: "https://edukon.example/courses/azure-administration",
};

describe("the batch's schedule line", () => {
  it("names runs of days and the hours in IST", () => {
    expect(classDaysLine(WEEKENDS)).toBe("Sat–Sun");
    expect(classDaysLine(WEEKDAYS)).toBe("Mon–Fri");
    expect(classDaysLine((1 << 1) | (1 << 3) | (1 << 5))).toBe("Mon, Wed, Fri");
    expect(scheduleLine(batch)).toBe("Sat–Sun, 10:00–13:00 IST");
  });
});

describe("the iCalendar invitation", () => {
  it("has one event per class day, from the first day to the last", () => {
    expect(classDates(batch)).toEqual(["20250308", "20250309", "20250315", "20250316"]);
    const text = batchCalendar(batch, "edukon.example", new Date("2025-03-01T04:30:00Z"));
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    expect(text).toContain("DTSTART;TZID=Asia/Kolkata:20250308T100000\r\n");
    expect(text).toContain("DTEND;TZID=Asia/Kolkata:20250316T130000\r\n");
    expect(text).toContain("UID:batch-7-20250315@edukon.example\r\n");
    expect(text).toContain("DTSTAMP:20250301T043000Z\r\n");
  });
  it("carries the IST zone, CRLF line ends and no bare new line", () => {
    const text = batchCalendar(batch, "edukon.example");
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text).toContain("TZID:Asia/Kolkata\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+0530\r\n");
    expect(text).toContain("TZOFFSETTO:+0530\r\nTZNAME:IST\r\n");
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });
  it("escapes text: backslash, semicolon, comma and new lines", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
    const text = batchCalendar({ ...batch, courseTitle: "Ops; Dev, and\nmore" }, "edukon.example");
    expect(text).toContain("SUMMARY:Ops\\; Dev\\, and\\nmore (Edukon Training)\r\n");
    expect(text).toContain("LOCATION:In person\\, Pune\r\n");
  });
  it("folds lines longer than 75 octets, never inside a character", () => {
    const line = `DESCRIPTION:${"é".repeat(60)}`;
    const folded = foldLine(line);
    for (const part of folded.split("\r\n")) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
    const text = batchCalendar({ ...batch, courseTitle: "A very long course title ".repeat(6) }, "edukon.example");
    for (const part of text.split("\r\n")) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
  });
  it("makes no more than a year of events from a mistyped end date", () => {
    expect(classDates({ ...batch, classDays: 127, endsOn: "2035-01-01" })).toHaveLength(366);
  });
});
