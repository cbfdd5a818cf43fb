import { describe, expect, it } from "vitest";
import { splitMailText } from "~/lib/mail-text-links";

const origin = "https://edukon.example";

describe("splitMailText", () => {
  it("links an address on our own origin and keeps the sentence's punctuation as text", () => {
    expect(splitMailText(`Manage it at ${origin}/requirements/manage/abc.\nThanks`, origin)).toEqual([
      { kind: "text", text: "Manage it at " },
      { kind: "link", href: `${origin}/requirements/manage/abc` },
      { kind: "text", text: ".\nThanks" },
    ]);
  });

  it("links every own address, including the bare origin and a query", () => {
    const parts = splitMailText(`${origin} and (${origin}?a=1)`, origin);
    expect(parts.filter((part) => part.kind === "link")).toEqual([
      { kind: "link", href: origin },
      { kind: "link", href: `${origin}?a=1` },
    ]);
  });

  it.each([
    "https://evil.example/requirements/manage/abc",
    `${origin}.evil.example/x`,
    `${origin}@evil.example/x`,
    `${origin}:8443/x`,
    "http://edukon.example/x",
    "javascript:alert(1)",
  ])("keeps %s as text", (address) => {
    const text = `See ${address} now`;
    expect(splitMailText(text, origin)).toEqual([{ kind: "text", text }]);
  });

  it("never makes a link of a javascript: prefix before an own address", () => {
    expect(splitMailText(`javascript:alert(1)//${origin}/x`, origin)).toEqual([
      { kind: "text", text: "javascript:alert(1)//" },
      { kind: "link", href: `${origin}/x` },
    ]);
  });

  it("answers nothing for an empty body", () => {
    expect(splitMailText("", origin)).toEqual([]);
  });
});
