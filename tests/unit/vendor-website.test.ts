import { describe, expect, it } from "vitest";
import { isWebsite } from "~/forms/vendor-rating";
import { normalizeWebsite, websiteHref, websiteUrl } from "~/lib/vendor-website";

describe("the vendor website rule (docs/decisions/0010-vendor-website-rule.md)", () => {
  it("adds https:// when no scheme is typed and stores the normalised URL", () => {
    expect(websiteUrl("acme.com")).toBe("https://acme.com/");
    expect(websiteUrl("  WWW.Acme.com/Courses ")).toBe("https://www.acme.com/Courses");
    expect(websiteUrl("http://acme.com:8080/a?b=1")).toBe("http://acme.com:8080/a?b=1");
    expect(websiteUrl("https://xn--bcher-kva.example")).toBe("https://xn--bcher-kva.example/");
  });

  it.each([
    "javascript:alert(1)+'@x.com'+'.com",
    "javascript:alert(1)",
    "JavaScript://x.com/%0aalert(1)",
    "data:text/html,<script>alert(1)</script>",
    "ftp://acme.com",
    "mailto:sales@acme.com",
    "https://user:secret@acme.com",
    "https://user@acme.com",
    "https://acme",
    "https://acme.com\\@evil.example",
    "acme com",
    "",
  ])("refuses %j", (input) => {
    expect(websiteUrl(input)).toBeNull();
    expect(isWebsite(input)).toBe(false);
  });

  it("renders a link only for a stored http(s) URL, never for a scheme-less or scripted one", () => {
    expect(websiteHref("https://acme.com/")).toBe("https://acme.com/");
    expect(websiteHref("acme.com")).toBeNull();
    expect(websiteHref("javascript:alert(1)+'@x.com'+'.com")).toBeNull();
    expect(websiteHref("https://javascript:alert(1)+'@x.com'+'.com")).toBeNull();
  });

  it("keeps identifying a vendor by the same key whether typed bare or normalised", () => {
    expect(normalizeWebsite(websiteUrl("www.Example.com/") ?? "")).toBe(normalizeWebsite("example.com"));
  });
});
