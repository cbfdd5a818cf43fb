import { describe, expect, it, vi } from "vitest";
import { getUser, signInHeaders } from "~/http/auth.server";

const database = vi.hoisted(() => ({ down: false }));

// The sessions service with a switch that makes its read fail the way a lost connection does.
vi.mock("~/services/sessions.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/services/sessions.server")>();
  return {
    ...original,
    sessionUser: async (id: string) => {
      if (database.down) throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
      return original.sessionUser(id);
    },
  };
});

describe("getUser while the database is unavailable", () => {
  it("treats the visitor as signed out instead of failing the page", async () => {
    const headers = await signInHeaders(new Request("http://localhost:3000/"), {
      name: "Asha",
      email: "asha@example.com",
      picture: null,
    });
    const cookie = (new Headers(headers).get("Set-Cookie") ?? "").split(";")[0] ?? "";
    const request = () => new Request("http://localhost:3000/", { headers: { Cookie: cookie } });
    expect(await getUser(request())).toMatchObject({ email: "asha@example.com" });
    database.down = true;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await getUser(request())).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  }, 60_000);
});
