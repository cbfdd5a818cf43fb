/**
 * How a batch's schedule reads (docs/product.md, "Courses, batches and seats"): the weekdays it meets on, stored as
 * a bit mask (bit 0 Sunday .. bit 6 Saturday), and its hours in India Standard Time. Browser-safe: the course page,
 * the back office and the mails word a batch the same way.
 */

export const WEEKDAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
/** Monday first, as a week is read here. */
export const WEEKDAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export const WEEKENDS = (1 << 0) | (1 << 6);
export const WEEKDAYS = 0b0111110;

export const MODE_LABELS = { online: "Online", in_person: "In person", hybrid: "Hybrid" } as const;
export type BatchModeName = keyof typeof MODE_LABELS;

/** An upcoming batch as the course page and /course-enroll show it (the course service reads it). */
export type UpcomingBatch = {
  id: number;
  startsOn: string;
  endsOn: string;
  classDays: number;
  startsAt: string;
  endsAt: string;
  mode: BatchModeName;
  city: string | null;
  seatsLeft: number;
  price: string;
};

/** "HH:MM", 00:00 to 23:59. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "Sat–Sun", "Mon–Fri", "Mon, Wed, Fri": runs of days joined by a dash, Monday first. */
export function classDaysLine(mask: number): string {
  const days = WEEKDAY_ORDER.filter((day) => mask & (1 << day));
  const parts: string[] = [];
  let start = 0;
  while (start < days.length) {
    let end = start;
    while (end + 1 < days.length && WEEKDAY_ORDER.indexOf(days[end + 1]!) === WEEKDAY_ORDER.indexOf(days[end]!) + 1) {
      end += 1;
    }
    const first = WEEKDAY_NAMES[days[start]!];
    const last = WEEKDAY_NAMES[days[end]!];
    if (end === start) parts.push(first);
    else parts.push(`${first}–${last}`);
    start = end + 1;
  }
  return parts.join(", ");
}

/** The batch's schedule line, e.g. "Sat–Sun, 10:00–13:00 IST". */
export function scheduleLine(batch: { classDays: number; startsAt: string; endsAt: string }): string {
  return `${classDaysLine(batch.classDays)}, ${batch.startsAt}–${batch.endsAt} IST`;
}

/** "Online", "In person, Pune", "Hybrid, Bengaluru". */
export function modeLine(batch: { mode: BatchModeName; city: string | null }): string {
  return batch.mode !== "online" && batch.city ? `${MODE_LABELS[batch.mode]}, ${batch.city}` : MODE_LABELS[batch.mode];
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2025-03-08" → "8 Mar 2025". */
export function dayLabel(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? ""} ${year}`;
}

/** "8 Mar – 30 Mar 2025" (or one day). */
export function datesLine(startsOn: string, endsOn: string): string {
  return startsOn === endsOn ? dayLabel(startsOn) : `${dayLabel(startsOn)} – ${dayLabel(endsOn)}`;
}

/** The day it is in India (UTC+05:30, no daylight saving), as "YYYY-MM-DD". */
export function indiaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** "$100" from whole dollars. */
export const priceLabel = (usd: number) => `$${usd}`;
