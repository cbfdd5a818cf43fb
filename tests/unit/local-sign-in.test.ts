import { describe, expect, it } from "vitest";
import { localSignIn, localSignInPage } from "~/routes/auth.local/auth-local.server";

// This file's process plays a public site: no Google, and a non-loopback PUBLIC_ORIGIN.
process.env.PUBLIC_ORIGIN = "https://training.example.com";
delete process.env.LOCAL_SIGN_IN;
delete process.env.GOOGLE_CLIENT_ID;
delete process.env.GOOGLE_CLIENT_SECRET;

async function statusOf(run: () => unknown): Promise<number> {
  try {
    await run();
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

describe("/auth/local on a public origin", () => {
  it("answers 404 to the page and to a sign-in attempt", async () => {
    expect(await statusOf(() => localSignInPage(new Request("https://training.example.com/auth/local")))).toBe(404);
    const post = new Request("https://training.example.com/auth/local", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://training.example.com" },
      body: "name=Eve&email=admin%40localhost",
    });
    expect(await statusOf(() => localSignIn(post, {}))).toBe(404);
  });
});
