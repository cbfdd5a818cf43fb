import { createCookie } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { readReturnTo, returnToCookie } from "~/http/auth.server";

const withCookie = (cookie: string) =>
  new Request("http://localhost:3000/auth/google/callback", { headers: { Cookie: cookie } });
const pair = (setCookie: string) => setCookie.split(";")[0] ?? "";

describe("auth_return_to cookie", () => {
  it("brings the visitor back to a path it signed", async () => {
    expect(await readReturnTo(withCookie(pair(await returnToCookie().serialize("/trainer-profile"))))).toBe(
      "/trainer-profile",
    );
  });

  it("ignores an unsigned cookie planted by someone else", async () => {
    const unsigned = await createCookie("auth_return_to").serialize("/contact");
    expect(await readReturnTo(withCookie(pair(unsigned)))).toBe("/");
  });

  it("ignores a signed target that leaves the site", async () => {
    expect(await readReturnTo(withCookie(pair(await returnToCookie().serialize("/.//evil.example"))))).toBe("/");
  });

  it.each([
    "auth_return_to=",
    "auth_return_to=%",
    "auth_return_to=%E0%A4%A",
    "auth_return_to=!!!not-base64!!!",
    "auth_return_to=eyJhIjoxfQ%3D%3D.bad",
    `auth_return_to=${"A".repeat(5000)}`,
    "auth_return_to",
    "=;;==;auth_return_to==",
  ])("treats the malformed cookie %j as absent", async (cookie) => {
    expect(await readReturnTo(withCookie(cookie))).toBe("/");
  });
});
