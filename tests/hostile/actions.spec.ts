import * as fc from "fast-check";
import { expect, test, type Browser } from "@playwright/test";
import { signInAsAdmin } from "../support/fixtures";
import { expectHealthy, FORM, ORIGIN, sendHostile, urlencoded, type HostileRequest } from "./client";
import { HOSTILE_VALUES, MALFORMED_BODIES, WRONG_CONTENT_TYPES } from "./corpus";
import { createHostileManageLink } from "./manage-link";
import { actionRoutes, type ActionRoute } from "./routes";
import { paths } from "~/lib/paths";

/**
 * Every action route gets the whole corpus: wrong methods, content types and origins, empty,
 * repeated, oversized and malformed bodies, hostile values in every field, then generated values.
 * Each answer must be a 4xx (or the normal page) within a second, and the server stays healthy.
 */
let adminCookie: Record<string, string> = {};

async function adminSession(browser: Browser): Promise<Record<string, string>> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsAdmin(page);
  const cookies = await context.cookies();
  await context.close();
  return { Cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ") };
}

test.beforeAll(async ({ browser }) => {
  adminCookie = await adminSession(browser);
  await createHostileManageLink();
});

function form(route: ActionRoute, entries: [string, string][], extra: Partial<HostileRequest> = {}): HostileRequest {
  return {
    path: route.path,
    headers: { ...ORIGIN, "Content-Type": FORM, ...extra.headers },
    body: urlencoded(entries),
    as: route.as === "admin" ? adminCookie : {},
    ...(extra.method ? { method: extra.method } : {}),
    ...(extra.body !== undefined ? { body: extra.body } : {}),
  };
}

const baseEntries = (route: ActionRoute) => Object.entries(route.base);
const withField = (route: ActionRoute, field: string, value: string): [string, string][] => [
  ...baseEntries(route).filter(([key]) => key !== field),
  [field, value],
];

for (const route of actionRoutes) {
  test(`${route.path} refuses what is not a form from our site`, async () => {
    for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS"]) {
      const sent = await sendHostile(form(route, baseEntries(route), { method }), `${method} ${route.path}`);
      expect(sent.status, `${method} ${route.path}`).toBe(405);
    }
    for (const contentType of WRONG_CONTENT_TYPES) {
      const headers: Record<string, string> = { ...ORIGIN };
      if (contentType !== undefined) headers["Content-Type"] = contentType;
      const sent = await sendHostile(
        { path: route.path, headers, body: '{"name":"x"}', as: route.as === "admin" ? adminCookie : {} },
        `${route.path} as ${contentType ?? "no content type"}`,
      );
      expect(sent.status, `${route.path} as ${contentType ?? "no content type"}`).toBe(415);
      expect(sent.body).toContain("only accepts forms");
    }
    for (const origin of ["null", "https://evil.example", "http://localhost.evil.example", "file://"]) {
      const sent = await sendHostile(
        form(route, baseEntries(route), { headers: { Origin: origin } }),
        `${route.path} from ${origin}`,
      );
      expect(sent.status, `${route.path} from Origin ${origin}`).toBe(403);
    }
    const oversized = await sendHostile(
      form(route, [...baseEntries(route), ["filler", "z".repeat(1024 * 1024 + 10)]]),
      `${route.path} over the body limit`,
    );
    expect(oversized.status).toBe(413);
    await expectHealthy(route.path);
  });

  test(`${route.path} answers every hostile body with a 4xx or its page`, async () => {
    await sendHostile(form(route, [], { body: "" }), `${route.path} empty body`);
    for (const [label, body] of Object.entries(MALFORMED_BODIES)) {
      await sendHostile(form(route, [], { body }), `${route.path} ${label}`);
    }
    await sendHostile(
      form(route, [...baseEntries(route), ...baseEntries(route).map(([key]) => [key, "again"] as [string, string])]),
      `${route.path} repeated fields`,
    );
    for (const [label, value] of Object.entries(HOSTILE_VALUES)) {
      const big = value.length > 1024;
      // A big value goes into one field (all of them would only hit the body limit); others everywhere.
      const entries: [string, string][] = big
        ? withField(route, route.fields[0]!, value)
        : route.fields.map((field) => [field, value]);
      await sendHostile(form(route, entries), `${route.path} ${label} in ${big ? route.fields[0] : "every field"}`);
    }
    for (const field of route.fields) {
      await sendHostile(form(route, withField(route, field, HOSTILE_VALUES.nul!)), `${route.path} NUL in ${field}`);
    }
    await expectHealthy(route.path);
  });

  test(`${route.path} survives generated field values`, async () => {
    const value = fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 80 }),
      fc.string({ unit: "binary", maxLength: 80 }),
      fc.constantFrom(...Object.values(HOSTILE_VALUES).filter((candidate) => candidate.length < 1024)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...route.fields), value), { maxLength: 12 }),
        async (entries) => {
          await sendHostile(
            form(route, [...baseEntries(route), ...entries]),
            `${route.path} generated ${JSON.stringify(entries)}`,
          );
        },
      ),
      { numRuns: 15 },
    );
    await expectHealthy(route.path);
  });
}

test("a huge list index is refused with the trainer profile form, in milliseconds", async () => {
  for (const body of [
    "intent=professional&certifications[1000000]=x",
    "intent=basic&name=Asha&mobileNumbers[500000]=1",
  ]) {
    const sent = await sendHostile(
      { path: paths.trainerProfile, headers: { ...ORIGIN, "Content-Type": FORM }, body },
      `/trainer-profile ${body}`,
    );
    expect(sent.status).toBe(400);
    expect(sent.body).toMatch(/You can add at most (20 certifications|10 mobile numbers)/);
  }
});

test("redirect targets never leave the site", async () => {
  for (const target of [
    "/.//evil.example",
    "/..//evil.example",
    "/%2e//evil.example",
    "/a/..//evil.example",
    "/\\evil.example",
  ]) {
    const signOut = await sendHostile(
      {
        path: paths.signOut,
        headers: { ...ORIGIN, "Content-Type": FORM },
        body: urlencoded([["redirectTo", target]]),
      },
      `sign-out to ${target}`,
    );
    expect(signOut.headers.get("Location") ?? "", target).not.toMatch(/^(\/\/|\/\\|[a-z]+:)|evil\.example/i);
    const apply = await sendHostile(
      {
        path: paths.apply,
        headers: { ...ORIGIN, "Content-Type": FORM },
        body: urlencoded([
          ["lead_id", "1"],
          ["back", target],
        ]),
      },
      `apply back to ${target}`,
    );
    expect(apply.headers.get("Location") ?? "", target).not.toMatch(/^(\/\/|\/\\|[a-z]+:)|evil\.example/i);
  }
});
