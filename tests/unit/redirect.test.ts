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

  it("refuses non-string values", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined)).toBe("/");
  });
});
