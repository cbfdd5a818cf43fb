import { scheduleLine } from "~/lib/batch-schedule";

/**
 * The iCalendar invitation an enrolment mails (RFC 5545; decision record 0062): one VEVENT per class day of the batch,
 * from its first day to its last on its weekdays, with the times in India Standard Time named by TZID=Asia/Kolkata
 * and the zone itself in the file (IST has had no daylight saving since 1945, so one STANDARD part says it all).
 * One event a day rather than a recurrence rule, so that a calendar shows exactly the days we teach, and a batch edited
 * later never leaves a rule that disagrees with it. Text is escaped and lines folded as the RFC says.
 */

export type CalendarBatch = {
  id: number;
  courseTitle: string;
  startsOn: string;
  endsOn: string;
  classDays: number;
  startsAt: string;
  endsAt: string;
  /** Where: "Online", "In person, Pune". */
  location: string;
  /** The course page, for the event's URL and description. */
  url: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** No batch is longer than a year; a bound keeps a mistyped end date from making a huge file. */
const MAX_EVENTS = 366;

/** RFC 5545 section 3.3.11: backslash, semicolon, comma and new lines escaped in a TEXT value. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
}

/** RFC 5545 section 3.1: lines longer than 75 octets are folded (CRLF and a space), never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The days of the batch it meets on, as "YYYYMMDD". */
export function classDates(batch: Pick<CalendarBatch, "startsOn" | "endsOn" | "classDays">): string[] {
  const dates: string[] = [];
  const end = Date.parse(`${batch.endsOn}T00:00:00Z`);
  for (let time = Date.parse(`${batch.startsOn}T00:00:00Z`); time <= end; time += DAY_MS) {
    const day = new Date(time);
    if (batch.classDays & (1 << day.getUTCDay())) dates.push(day.toISOString().slice(0, 10).replace(/-/g, ""));
    if (dates.length >= MAX_EVENTS) break;
  }
  return dates;
}

const clock = (time: string) => `${time.replace(":", "")}00`;

/** `now` as a UTC DATE-TIME ("20250301T101500Z"). */
const stamp = (now: Date) => `${now.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

/**
 * The invitation's text: METHOD:PUBLISH (a calendar adds it; nobody is asked to answer), one event per class day,
 * each with a UID stable per batch and day, so a second invitation for the same batch updates the same events.
 */
export function batchCalendar(batch: CalendarBatch, host: string, now = new Date()): string {
  const summary = escapeText(`${batch.courseTitle} (Edukon Training)`);
  const description = escapeText(`${scheduleLine(batch)}. ${batch.location}. Course page: ${batch.url}`);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Edukon Training//Course batches//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VTIMEZONE",
    "TZID:Asia/Kolkata",
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0530",
    "TZOFFSETTO:+0530",
    "TZNAME:IST",
    "END:STANDARD",
    "END:VTIMEZONE",
  ];
  for (const date of classDates(batch)) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:batch-${batch.id}-${date}@${host}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;TZID=Asia/Kolkata:${date}T${clock(batch.startsAt)}`,
      `DTEND;TZID=Asia/Kolkata:${date}T${clock(batch.endsAt)}`,
      `SUMMARY:${summary}`,
      `LOCATION:${escapeText(batch.location)}`,
      `DESCRIPTION:${description}`,
      `URL:${batch.url}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
