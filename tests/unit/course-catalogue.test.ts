import { existsSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { courseCategories, courseTopics } from "~/content/course-topics";
import { courses } from "~/content/courses";
import { getDb } from "~/infra/db.server";
import { featuredCourses, searchCatalogue } from "~/services/course-catalogue.server";
import { seedCatalogueIfEmpty } from "~/services/course-seed.server";
import { paths } from "~/lib/paths";

const search = (params: Record<string, string>) => searchCatalogue(new URLSearchParams(params));

beforeAll(async () => {
  expect(await seedCatalogueIfEmpty(await getDb())).toBe(true);
});

describe("the catalogue content", () => {
  it("holds about 40 courses in the seven categories, at $0 or $100", () => {
    expect(courses).toHaveLength(40);
    expect(new Set(courses.map((course) => course.cate))).toEqual(new Set(courseCategories));
    for (const course of courses) expect(["$0", "$100"]).toContain(course.price);
    expect(new Set(courses.map((course) => course.id)).size).toBe(courses.length);
  });
  it("gives a tutorials page to Azure Administration only", () => {
    expect(courses[0]).toMatchObject({ title: "Azure Administration", courseSingle: paths.courseAzureAdmin });
    expect(courses.filter((course) => course.courseSingle)).toHaveLength(1);
  });
  it("names every course after a topic the trainer profile suggests", () => {
    for (const course of courses) expect(courseTopics).toContain(course.title);
  });
  it("shows every home carousel course at $100, with the catalogue course's own price, lessons and hours", async () => {
    const list = await featuredCourses();
    expect(list).toHaveLength(8);
    for (const featured of list) {
      const course = courses.find((candidate) => candidate.id === featured.id);
      expect(featured.coursePrice).toBe("$100");
      expect(featured).toMatchObject({
        coursePrice: course?.price,
        totalLessons: course?.totalLessons,
        hours: course?.hours,
        href: paths.course(featured.id),
      });
    }
  });
  it("gives each course its own small illustration, a distinct alt text and its hours", () => {
    expect(new Set(courses.map((course) => course.imgUrl)).size).toBe(courses.length);
    expect(new Set(courses.map((course) => course.imgAlt)).size).toBe(courses.length);
    for (const course of courses) {
      expect(course.imgUrl).toBe(`/images/courses/${course.id}.svg`);
      const file = `public${course.imgUrl}`;
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg.length, file).toBeLessThan(4096);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="640" height="400"/);
      expect(course.imgAlt).toContain(course.title);
      expect(course.hours).toBeGreaterThanOrEqual(course.totalLessons);
    }
  });
  it("encodes the course title in the enrolment link", () => {
    expect(paths.courseEnroll("Big Data and Hadoop")).toBe(paths.courseEnroll("Big Data and Hadoop"));
  });
});

describe("searchCatalogue", () => {
  it("lists the whole seeded catalogue without a query, as the content has it", async () => {
    const view = await search({});
    expect(view.courses).toEqual(courses);
    expect(view.total).toBe(40);
    expect(view.matching).toBe(40);
  });
  it("finds a course by a fuzzy, case-insensitive title", async () => {
    expect((await search({ q: "kubernetes" })).courses.map((course) => course.title)).toEqual(["Kubernetes"]);
    expect((await search({ q: "Kubernets" })).courses.map((course) => course.title)).toEqual(["Kubernetes"]);
  });
  it("finds nothing for an unknown word", async () => {
    expect((await search({ q: "zzqxw" })).courses).toEqual([]);
  });
  it("filters by category and counts matches per category", async () => {
    const view = await search({ q: "azure", category: "Azure" });
    expect(view.courses).toHaveLength(7);
    expect(view.categoryCounts.find((entry) => entry.category === "Azure")?.count).toBe(7);
    expect((await search({ category: "DevOps" })).courses.every((course) => course.cate === "DevOps")).toBe(true);
  });
  it("ignores an unknown category", async () => {
    const view = await search({ category: "Cooking" });
    expect(view.category).toBeNull();
    expect(view.courses).toHaveLength(40);
  });
});
