import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getUser, signInHeaders, signOutHeaders } from "~/http/auth.server";
import { getConfig } from "~/infra/config.server";
import { getDb } from "~/infra/db.server";
import { commitSession, getSession, USER_KEY } from "~/infra/session.server";

process.env.ADMIN_EMAILS = "boss@example.com";

// Sessions are rows: the in-memory database is created and migrated once, outside any one test's time.
beforeAll(async () => {
  await getDb();
}, 60_000);
import { flashHeaders, readFlash } from "~/http/flash.server";

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

  it("leaves a flash message for the GET after a HEAD (a link checker, a prefetching proxy): no Set-Cookie", async () => {
    const headers = await flashHeaders(new Request("http://localhost:3000/"), { kind: "info", text: "Signed out" });
    const cookie = requestWithCookie(headers).headers.get("Cookie")!;
    const head = () => new Request("http://localhost:3000/", { method: "HEAD", headers: { Cookie: cookie } });
    for (const answer of [await readFlash(head()), await readFlash(head())]) {
      expect(answer).toEqual({ flash: { kind: "info", text: "Signed out" }, setCookie: null });
    }
    const get = await readFlash(new Request("http://localhost:3000/", { headers: { Cookie: cookie } }));
    expect(get.flash).toEqual({ kind: "info", text: "Signed out" });
    expect(get.setCookie).toBeTruthy();
    const after = await readFlash(requestWithCookie({ "Set-Cookie": get.setCookie! }));
    expect(after.flash).toBeNull();
  });
});

describe("server-side sessions", () => {
  const cookieOf = (headers: HeadersInit) => (new Headers(headers).get("Set-Cookie") ?? "").split(";")[0] ?? "";
  const requestWith = (cookie: string) => new Request("http://localhost:3000/", { headers: { Cookie: cookie } });
  const signInAs = async (email: string) =>
    cookieOf(await signInHeaders(new Request("http://localhost:3000/"), { name: "Asha", email, picture: null }));

  afterEach(() => {
    vi.useRealTimers();
  });

  it("signing out makes a copied cookie of the same session stop working", async () => {
    const cookie = await signInAs("copied@example.com");
    const copy = cookie;
    expect(await getUser(requestWith(copy))).toMatchObject({ email: "copied@example.com" });
    const signedOut = await signOutHeaders(requestWith(cookie));
    expect(signedOut.getSetCookie().some((value) => /^trainerProfileData=;.*Max-Age=0/.test(value))).toBe(true);
    expect(await getUser(requestWith(copy))).toBeNull();
  });

  it("signing out on one browser ends the user's sessions on every browser", async () => {
    const laptop = await signInAs("everywhere@example.com");
    const phone = await signInAs("everywhere@example.com");
    const someoneElse = await signInAs("other@example.com");
    await signOutHeaders(requestWith(laptop));
    expect(await getUser(requestWith(phone))).toBeNull();
    expect(await getUser(requestWith(someoneElse))).toMatchObject({ email: "other@example.com" });
  });

  it("an admin session ends after 8 hours, anyone else's after 30 days", async () => {
    const admin = getConfig().adminEmails[0] ?? "";
    expect(admin).not.toBe("");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-24T00:00:00Z"));
    const adminCookie = await signInAs(admin);
    const userCookie = await signInAs("trainer@example.com");
    vi.setSystemTime(new Date("2026-11-24T07:59:00Z"));
    expect(await getUser(requestWith(adminCookie))).toMatchObject({ email: admin });
    vi.setSystemTime(new Date("2026-11-24T08:01:00Z"));
    expect(await getUser(requestWith(adminCookie))).toBeNull();
    vi.setSystemTime(new Date("2026-12-23T23:59:00Z"));
    expect(await getUser(requestWith(userCookie))).toMatchObject({ email: "trainer@example.com" });
    vi.setSystemTime(new Date("2026-12-24T00:01:00Z"));
    expect(await getUser(requestWith(userCookie))).toBeNull();
  });

  it("a cookie that carries a user but no session id (the old format) is nobody", async () => {
    const session = await getSession(new Request("http://localhost:3000/"));
    session.set(USER_KEY, { name: "Old", email: "old@example.com", picture: null });
    expect(await getUser(requestWith((await commitSession(session)).split(";")[0] ?? ""))).toBeNull();
  });
});
