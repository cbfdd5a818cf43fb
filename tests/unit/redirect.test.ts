import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/lib/safe-redirect";

describe("safeRedirect", () => {
  it.each([
    ["/contact", "/contact"],
    ["/course?q=azure#top", "/course?q=azure#top"],
    ["/trainer-profile", "/trainer-profile"],
  ])("keeps our own path %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "https://evil.example",
    "http:evil.example",
    "javascript:alert(1)",
    "evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    " //evil.example",
    "",
  ])("refuses %j", (input) => {
    expect(safeRedirect(input, "/home")).toBe("/home");
  });

  // Each of these normalises to "//evil.example" (a link to another site).
  it.each([
    "/.//evil.example",
    "/..//evil.example",
    "/%2e//evil.example",
    "/%2E//evil.example",
    "/%2e%2e//evil.example",
    "/a/..//evil.example",
    "/a/b/../..//evil.example",
    "/./\\evil.example",
    "/.%2f/evil.example",
    "/.\t//evil.example",
    "/%09/evil.example",
    "/%5cevil.example",
    "/.%5c/evil.example",
    "/./%2Fevil.example",
    "/.//evil.example?x=1#y",
    "/\u0000//evil.example",
    "/\u3000//evil.example",
    "\\evil.example",
    "/ /evil.example",
  ])("never leaves the site for %j", (input) => {
    const result = safeRedirect(input, "/home");
    expect(result).toMatch(/^\/(?![/\\])/);
    expect(new URL(result, "https://our.example").origin).toBe("https://our.example");
  });

  it("keeps paths that only look odd", () => {
    expect(safeRedirect("/a/../contact")).toBe("/contact");
    expect(safeRedirect("/course?next=//evil.example")).toBe("/course?next=//evil.example");
  });

  it("refuses non-string values", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined)).toBe("/");
  });
});
