import { courseCategories } from "~/content/course-topics";
import { CLOCK_TIME, MODE_LABELS, type BatchModeName } from "~/lib/batch-schedule";
import { hasControlCharacters } from "./plain-text";

/**
 * The back office's course and batch forms (/admin/courses; docs/product.md, "Courses, batches and seats"): their
 * field names, limits and messages, read by the forms and by the actions (`courseEditFrom`, `batchEditFrom`), so that
 * each rule is written once. A refused form comes back with what was typed and a message at each wrong field.
 */

export const COURSE_FIELDS = [
  "title",
  "slug",
  "category",
  "price",
  "lessons",
  "hours",
  "trainer",
  "summary",
  "outline",
] as const;
export type CourseField = (typeof COURSE_FIELDS)[number];

export const COURSE_LABELS: Record<CourseField, string> = {
  title: "Title",
  slug: "Slug (the page's address)",
  category: "Category",
  price: "Price in US dollars",
  lessons: "Lessons",
  hours: "Hours",
  trainer: "Trainer",
  summary: "Summary",
  outline: "Outline (one point a line)",
};

export const COURSE_LIMITS = { title: 100, slug: 80, trainer: 80, summary: 600, outline: 3000 } as const;

export type CourseEdit = {
  title: string;
  slug: string;
  category: string;
  priceUsd: number;
  lessons: number;
  hours: number;
  trainer: string;
  summary: string;
  outline: string;
};

export const BATCH_FIELDS = [
  "startsOn",
  "endsOn",
  "day",
  "startsAt",
  "endsAt",
  "mode",
  "city",
  "seats",
  "price",
] as const;
export type BatchField = (typeof BATCH_FIELDS)[number];

export const BATCH_LABELS: Record<BatchField, string> = {
  startsOn: "First day",
  endsOn: "Last day",
  day: "Class days",
  startsAt: "From (IST)",
  endsAt: "To (IST)",
  mode: "Mode",
  city: "City (in person or hybrid)",
  seats: "Seats",
  price: "Price in US dollars (empty: the course's)",
};

export type BatchEdit = {
  startsOn: string;
  endsOn: string;
  classDays: number;
  startsAt: string;
  endsAt: string;
  mode: BatchModeName;
  city: string | null;
  seatsTotal: number;
  priceUsd: number | null;
};

export type Checked<T, F extends string> =
  { ok: true; value: T } | { ok: false; errors: Partial<Record<F, string>>; values: Record<string, string | string[]> };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function text(form: Pick<FormData, "get">, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** A whole number from `min` to `max`, or null. */
function whole(value: string, min: number, max: number): number | null {
  if (!/^\d{1,7}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

function isDate(value: string): boolean {
  return (
    ISO_DATE.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
  );
}

export function courseEditFrom(form: Pick<FormData, "get">): Checked<CourseEdit, CourseField> {
  const values = Object.fromEntries(COURSE_FIELDS.map((name) => [name, text(form, name)])) as Record<
    CourseField,
    string
  >;
  const errors: Partial<Record<CourseField, string>> = {};
  const required = (name: CourseField, max: number) => {
    if (!values[name]) errors[name] = `Please enter the ${COURSE_LABELS[name].toLowerCase().replace(/ \(.*$/, "")}`;
    else if (values[name].length > max) errors[name] = `At most ${max} characters`;
    else if (hasControlCharacters(values[name], { multiline: name === "outline" || name === "summary" }))
      errors[name] = "Please remove the control characters";
  };
  required("title", COURSE_LIMITS.title);
  required("slug", COURSE_LIMITS.slug);
  if (!errors.slug && !SLUG.test(values.slug)) errors.slug = "Lower-case letters, digits and single hyphens only";
  if (!(courseCategories as readonly string[]).includes(values.category)) errors.category = "Please choose a category";
  const priceUsd = whole(values.price, 0, 100_000);
  if (priceUsd === null) errors.price = "A whole number of dollars from 0 to 100000";
  const lessons = whole(values.lessons, 1, 1000);
  if (lessons === null) errors.lessons = "A whole number from 1 to 1000";
  const hours = whole(values.hours, 1, 10_000);
  if (hours === null) errors.hours = "A whole number from 1 to 10000";
  required("trainer", COURSE_LIMITS.trainer);
  required("summary", COURSE_LIMITS.summary);
  required("outline", COURSE_LIMITS.outline);
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  return {
    ok: true,
    value: {
      title: values.title,
      slug: values.slug,
      category: values.category,
      priceUsd: priceUsd!,
      lessons: lessons!,
      hours: hours!,
      trainer: values.trainer,
      summary: values.summary,
      outline: values.outline.replace(/\r\n?/g, "\n"),
    },
  };
}

export function batchEditFrom(form: Pick<FormData, "get" | "getAll">): Checked<BatchEdit, BatchField> {
  const single = BATCH_FIELDS.filter((name) => name !== "day");
  const values: Record<string, string | string[]> = Object.fromEntries(single.map((name) => [name, text(form, name)]));
  const days = form.getAll("day").filter((day): day is string => typeof day === "string" && /^[0-6]$/.test(day));
  values.day = days;
  const get = (name: BatchField) => String(values[name] ?? "");
  const errors: Partial<Record<BatchField, string>> = {};
  if (!isDate(get("startsOn"))) errors.startsOn = "Please enter the first day (YYYY-MM-DD)";
  if (!isDate(get("endsOn"))) errors.endsOn = "Please enter the last day (YYYY-MM-DD)";
  else if (!errors.startsOn && get("endsOn") < get("startsOn"))
    errors.endsOn = "The last day cannot be before the first";
  else if (!errors.startsOn && Date.parse(get("endsOn")) - Date.parse(get("startsOn")) > 366 * 86_400_000)
    errors.endsOn = "A batch lasts a year at most";
  const classDays = days.reduce((mask, day) => mask | (1 << Number(day)), 0);
  if (classDays === 0) errors.day = "Please choose at least one class day";
  if (!CLOCK_TIME.test(get("startsAt"))) errors.startsAt = "A time as HH:MM, 00:00 to 23:59";
  if (!CLOCK_TIME.test(get("endsAt"))) errors.endsAt = "A time as HH:MM, 00:00 to 23:59";
  else if (!errors.startsAt && get("endsAt") <= get("startsAt")) errors.endsAt = "The class must end after it starts";
  const mode = (Object.keys(MODE_LABELS) as BatchModeName[]).find((name) => name === get("mode"));
  if (!mode) errors.mode = "Please choose a mode";
  const city = get("city");
  if (mode && mode !== "online" && !city) errors.city = "Please enter the city where the batch meets";
  else if (city.length > 60 || hasControlCharacters(city))
    errors.city = "At most 60 characters, without control characters";
  const seatsTotal = whole(get("seats"), 1, 1000);
  if (seatsTotal === null) errors.seats = "A whole number from 1 to 1000";
  const priceUsd = get("price") === "" ? null : whole(get("price"), 0, 100_000);
  if (get("price") !== "" && priceUsd === null) errors.price = "A whole number of dollars from 0 to 100000, or empty";
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  return {
    ok: true,
    value: {
      startsOn: get("startsOn"),
      endsOn: get("endsOn"),
      classDays,
      startsAt: get("startsAt"),
      endsAt: get("endsAt"),
      mode: mode!,
      city: mode === "online" ? null : city,
      seatsTotal: seatsTotal!,
      priceUsd,
    },
  };
}
