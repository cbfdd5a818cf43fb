import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { courseArt, demoCourseArt } from "~/content/course-art";
import { demoCourse } from "~/content/course-single";
import { courses, featured } from "~/content/courses";
import { drawCourseArt } from "../../scripts/course-art";

/**
 * No two courses share a picture (docs/design-system.md, "Course artwork"): not the same file, not the same bytes,
 * and not the same drawing on another background (a category's courses share their background, so the motif is
 * what tells them apart).
 */
const pictures = [
  ...courses.map((course) => ({ course: course.title, src: course.imgUrl })),
  { course: demoCourse.title, src: demoCourse.image.src },
];

const sha = (text: string) => createHash("sha256").update(text).digest("hex");
const svgOf = (src: string) => readFileSync(`public${src}`, "utf8");
/** The drawing without its background: the gradients and the first full-size rectangle. */
const motifOf = (svg: string) =>
  svg
    .replace(/<defs>.*?<\/defs>/s, "")
    .replace(/<rect width="640" height="400"[^>]*\/>/, "")
    .replace(/\s+/g, " ");

function duplicates(keyOf: (picture: (typeof pictures)[number]) => string): string[] {
  const seen = new Map<string, string>();
  const found: string[] = [];
  for (const picture of pictures) {
    const key = keyOf(picture);
    const other = seen.get(key);
    if (other) found.push(`${other} and ${picture.course}`);
    else seen.set(key, picture.course);
  }
  return found;
}

describe("course pictures", () => {
  it("are a file of their own for every course, the demo course's page included", () => {
    expect(duplicates((picture) => picture.src)).toEqual([]);
  });
  it("differ in content", () => {
    expect(duplicates((picture) => sha(svgOf(picture.src)))).toEqual([]);
  });
  it("differ in their drawing, not only in their background", () => {
    expect(duplicates((picture) => sha(motifOf(svgOf(picture.src))))).toEqual([]);
  });
  it("are each drawn from the course's row in course-art.ts, with its label, under 4 KB", () => {
    // A file edited by hand, or a row changed without running scripts/course-art.ts, shows up here.
    for (const course of courses) {
      const art = courseArt[course.id];
      expect(art, course.title).toBeDefined();
      if (!art) continue;
      const svg = svgOf(course.imgUrl);
      expect(svg, course.title).toBe(drawCourseArt(art, course.cate));
      expect(svg).toContain(`>${art.label}</text>`);
      expect(svg).toContain(`>${course.cate.toUpperCase()}</text>`);
      expect(svg.length, course.title).toBeLessThan(4096);
      expect(course.imgAlt).toContain(`labelled ${art.label}:`);
    }
    expect(svgOf(demoCourse.image.src)).toBe(drawCourseArt(demoCourseArt, "Azure", demoCourseArt.kicker));
    expect(Object.keys(courseArt).sort()).toEqual(courses.map((course) => course.id).sort());
  });
  it("carry a label of their own, so two courses of one family and category still read apart", () => {
    const labels = [...Object.values(courseArt), demoCourseArt].map((art) => art.label.toLowerCase());
    expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
    for (const label of labels) expect(label.length).toBeLessThanOrEqual(7);
  });
  it("are the course's own on the home page's carousel: each featured card names a catalogue course", () => {
    // The course service gives a featured card its course's picture, price and lessons by this id.
    const ids = new Set(courses.map((course) => course.id));
    for (const item of featured) expect(ids.has(item.id), item.id).toBe(true);
  });
});
