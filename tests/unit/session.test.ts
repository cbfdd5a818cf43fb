import { describe, expect, it } from "vitest";
import { getUser, signInHeaders } from "~/server/http/auth.server";
import { flashHeaders, readFlash } from "~/server/http/flash.server";

function requestWithCookie(headers: HeadersInit): Request {
  const setCookie = new Headers(headers).get("Set-Cookie") ?? "";
  return new Request("http://localhost:3000/", { headers: { Cookie: setCookie.split(";")[0] ?? "" } });
}

describe("session cookie", () => {
  it("keeps the signed-in user's name, email and picture, signed and HttpOnly", async () => {
    const user = { name: "Asha Rao", email: "asha@example.com", picture: "https://lh3.googleusercontent.com/a.png" };
    const headers = await signInHeaders(new Request("http://localhost:3000/"), user);
    const setCookie = new Headers(headers).get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(await getUser(requestWithCookie(headers))).toEqual(user);
  });

  it("rejects a tampered cookie", async () => {
    const headers = await signInHeaders(new Request("http://localhost:3000/"), {
      name: "A",
      email: "a@example.com",
      picture: null,
    });
    const cookie = (new Headers(headers).get("Set-Cookie") ?? "").split(";")[0] ?? "";
    const [name, value] = cookie.split("=");
    const tampered = `${name}=${value!.slice(0, -3)}abc`;
    expect(await getUser(new Request("http://localhost:3000/", { headers: { Cookie: tampered } }))).toBeNull();
  });

  it("shows a flash message once", async () => {
    const headers = await flashHeaders(new Request("http://localhost:3000/"), { kind: "success", text: "Saved" });
    const first = await readFlash(requestWithCookie(headers));
    expect(first.flash).toEqual({ kind: "success", text: "Saved" });
    expect(first.setCookie).toBeTruthy();
    const second = await readFlash(requestWithCookie({ "Set-Cookie": first.setCookie! }));
    expect(second.flash).toBeNull();
  });
});
