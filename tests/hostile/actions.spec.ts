import * as fc from "fast-check";
import { expect, test, type Browser } from "@playwright/test";
import { build, uniqueEmail } from "../support/fixtures";
import { signedInAs, signedInAsAdmin } from "../support/session";
import { expectHealthy, FORM, ORIGIN, sendHostile, urlencoded, type HostileRequest } from "./client";
import { HOSTILE_VALUES, MALFORMED_BODIES, WRONG_CONTENT_TYPES } from "./corpus";
import { createHostileManageLink } from "./manage-link";
import { parseId } from "~/lib/ids";
import { actionRoutes, adminIdReadRoutes, type ActionRoute } from "./routes";
import { paths } from "~/lib/paths";
import { serializeTrainerProfileCookie } from "~/lib/trainer-profile-cookie";

/**
 * Every action route gets the whole corpus: wrong methods, content types and origins, empty,
 * repeated, oversized and malformed bodies, hostile values in every field, then generated values.
 * Each answer must be a 4xx (or the normal page) within a second, and the server stays healthy.
 */
let adminCookie: Record<string, string> = {};

async function adminSession(browser: Browser): Promise<Record<string, string>> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signedInAsAdmin(page);
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

/** The cookies an answer sets, as a Cookie header (name=value pairs; expired ones left out). */
function cookiesSetBy(sent: { headers: Headers }): string {
  return sent.headers
    .getSetCookie()
    .filter((cookie) => !/;\s*Max-Age=0/i.test(cookie))
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
}

/**
 * What a form with lists posts, and then the profile page with the cookies its answer set (the draft cookie, or the
 * form draft a Sign In kept): neither may answer 5xx (`mobileNumbers[1]` of 4,000 characters was a 500 in
 * the draft cookie's fitting, on the page after a sign-in too).
 */
async function postListsThenProfile(route: ActionRoute, entries: [string, string][], label: string) {
  const sent = await sendHostile(form(route, [...baseEntries(route), ...entries]), label);
  const cookies = cookiesSetBy(sent);
  if (!cookies) return sent;
  const own = route.as === "admin" ? adminCookie.Cookie! : "";
  const page = await sendHostile(
    { method: "GET", path: paths.trainerProfile, headers: { Cookie: [own, cookies].filter(Boolean).join("; ") } },
    `${label}, then ${paths.trainerProfile}`,
  );
  return { ...sent, page };
}

for (const route of actionRoutes.filter((candidate) => candidate.lists)) {
  test(`${route.path} survives generated list indexes and long values in every list`, async () => {
    const lists = Object.entries(route.lists!);
    const value = fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 40 }),
      fc.integer({ min: 1000, max: 6000 }).map((length) => "9".repeat(length)),
      fc.integer({ min: 300, max: 1500 }).map((length) => "é🙂".repeat(length)),
    );
    const entry = fc.oneof(
      ...lists.map(([name, cap]) =>
        fc
          .tuple(fc.integer({ min: 0, max: cap + 1 }), value)
          .map(([index, text]): [string, string] => [`${name}[${index}]`, text]),
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { minLength: 1, maxLength: 6 }), async (entries) => {
        const label = `${route.path} lists ${JSON.stringify(entries.map(([name, text]) => [name, text.length]))}`;
        await postListsThenProfile(route, entries, label);
      }),
      { numRuns: 15 },
    );
    // Each list with a gap and one long later item, the reported case, on every list.
    for (const [name] of lists) {
      await postListsThenProfile(route, [[`${name}[1]`, "9".repeat(4000)]], `${route.path} ${name}[1] of 4,000`);
    }
    await expectHealthy(route.path);
  });
}

test("a draft too long for the cookie is kept from the top and the page says so", async () => {
  const profile = actionRoutes.find((route) => route.path === paths.trainerProfile)!;
  const sent = await postListsThenProfile(profile, [["mobileNumbers[1]", "9".repeat(4000)]], "the reported case");
  // Its Save refuses the long number (400) and keeps the draft: the message stands above the form.
  expect(sent.status).toBe(400);
  expect(sent.body).toContain("What you typed is longer than this browser can keep as a draft");
  const page = (sent as { page?: { body: string } }).page;
  expect(page?.body).toContain("What you typed is longer than this browser can keep as a draft");
  // Full Name came first: it is kept; the long number keeps its start.
  expect(page?.body).toMatch(/value="Asha"/);
  expect(page?.body).toMatch(/value="9{1000,}"/);
});

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

/** A multipart body of text parts and, optionally, one file part named `cv`. */
function multipartBody(boundary: string, fields: [string, string][], file?: Buffer): Uint8Array<ArrayBuffer> {
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(parts.join(""));
  const filePart = file
    ? Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        file,
        Buffer.from("\r\n"),
      ])
    : Buffer.alloc(0);
  return new Uint8Array(Buffer.concat([head, filePart, Buffer.from(`--${boundary}--\r\n`)]));
}

test("the CV upload carries the whole profile form: hostile parts get a readable 4xx, never a stored file", async () => {
  // Signed in, so that the body is read at all (a visitor's is refused first, with 401).
  const boundary = "----hostile-profile-form";
  const upload = (fields: [string, string][], file?: Buffer) =>
    sendHostile(
      {
        path: paths.trainerProfile,
        headers: { ...ORIGIN, "Content-Type": `multipart/form-data; boundary=${boundary}` },
        body: multipartBody(boundary, [["intent", "cv"], ...fields], file),
        as: adminCookie,
      },
      `/trainer-profile multipart ${fields.map(([name]) => name).join(",")}`,
    );
  const notACv = Buffer.from("<script>alert(1)</script>");

  const manyParts = await upload(Array.from({ length: 90 }, (_, i) => [`certifications[${i % 20}]`, "x"]));
  expect(manyParts.status).toBe(400);
  expect(manyParts.body).toContain("Your upload could not be read.");
  const bigFields = await upload([
    ["notes", "n".repeat(40 * 1024)],
    ["education", "e".repeat(40 * 1024)],
  ]);
  expect(bigFields.status).toBe(413);
  const listsAndIntents = await upload(
    [
      ["certifications[1000000]", "x"],
      ["mobileNumbers[500000]", "1"],
      ["__intent__", "not json"],
      ["__intent__", '{"type":"insert","payload":{"name":"certifications","index":99999999}}'],
      ["name", HOSTILE_VALUES.nul!],
    ],
    notACv,
  );
  expect(listsAndIntents.status).toBe(400);
  expect(listsAndIntents.body).toContain("This file is not a Word document (.docx) or a PDF.");
  const noFile = await upload([["name", "Asha"]]);
  expect(noFile.status).toBe(400);
  expect(noFile.body).toContain("Please choose your CV file (.docx or .pdf).");

  // "Delete my profile" keeps the draft and goes to the confirmation, whatever the sections hold.
  for (const value of Object.values(HOSTILE_VALUES).filter((candidate) => candidate.length < 1024)) {
    const deleting = await sendHostile(
      {
        path: paths.trainerProfile,
        headers: { ...ORIGIN, "Content-Type": FORM },
        body: urlencoded([
          ["intent", "delete"],
          ["name", value],
          ["certifications[0]", value],
          ["notes", value],
        ]),
      },
      `/trainer-profile Delete my profile with ${JSON.stringify(value.slice(0, 20))}`,
    );
    expect(deleting.status).toBe(303);
    expect(deleting.headers.get("Location")).toBe("/trainer-profile/delete");
  }
  await expectHealthy("/trainer-profile multipart and delete");
});

test("e-mail fields take a plain address only: display names, comments and groups are refused", async () => {
  const addresses = [
    '"CALL_+1-800-555"<victim@example.com>',
    "(2)victim@example.com",
    "x<victim@example.com>",
    "G:victim@example.com;",
  ];
  // Not "/" (its form posts to "/?index") nor the local sign-in (a 404 in this suite; it has its own rule).
  const routes = actionRoutes.filter(
    (route) => route.fields.includes("email") && route.path !== paths.authLocal() && route.path !== paths.home,
  );
  expect(routes.length).toBeGreaterThanOrEqual(4);
  for (const route of routes) {
    for (const address of addresses) {
      const sent = await sendHostile(form(route, withField(route, "email", address)), `${route.path} email ${address}`);
      expect(sent.status, `${route.path} ${address}`).toBe(400);
      expect(sent.body, `${route.path} ${address}`).toMatch(/Invalid email|invalid Email/);
    }
  }
});

/** Ids a serial cannot hold, and text that is not an id (2^31 reached PostgreSQL, error 22003, a 500). */
const OUT_OF_RANGE_IDS = [
  "2147483648",
  "2147483647",
  "4294967296",
  "9007199254740993",
  "99999999999999999999",
  "0",
  "-1",
  "-2147483649",
  "1e10",
  "0x7fffffff",
  "1.5",
  " 1",
  "１２",
];
/** Intents that are keys of every object's prototype (`intent=__proto__` was a 500). */
const PROTOTYPE_KEYS = ["__proto__", "hasOwnProperty", "valueOf", "constructor", "toString", "isPrototypeOf"];

test("every id and intent parameter: ids out of range and prototype keys answer a 4xx or a refusal, never a 5xx", async () => {
  test.setTimeout(180_000);
  const routes = actionRoutes.filter((route) => route.ids?.length || route.intents?.length);
  expect(routes.length).toBeGreaterThanOrEqual(7);
  const id = fc.oneof(
    fc.constantFrom(...OUT_OF_RANGE_IDS),
    fc.bigInt({ min: 2n ** 31n, max: 2n ** 70n }).map(String),
    fc.bigInt({ min: -(2n ** 70n), max: 0n }).map(String),
    fc.integer({ min: 1, max: 2 ** 31 - 1 }).map(String),
  );
  const intent = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 20 }));
  for (const route of routes) {
    for (const field of route.ids ?? []) {
      for (const value of OUT_OF_RANGE_IDS) {
        const sent = await sendHostile(form(route, withField(route, field, value)), `${route.path} ${field}=${value}`);
        // The back office answers an id that is no row's with a 400, not a redirect that hides it.
        // (2147483647 is a valid id of no row: "no longer exists", as for any missing row.)
        if (route.as === "admin" && parseId(value) === null) {
          expect(sent.status, `${route.path} ${field}=${value}`).toBe(400);
        }
      }
    }
    for (const field of route.intents ?? []) {
      for (const value of PROTOTYPE_KEYS) {
        const sent = await sendHostile(form(route, withField(route, field, value)), `${route.path} ${field}=${value}`);
        // Refused with a 4xx (the back office's 400 "That action is not known."); on the profile form an unknown
        // intent is Enter without JavaScript, which keeps the draft and saves nothing (200); a visitor's post to a
        // sign-in-only route is sent to the sign-in first (3xx).
        if (route.as === "visitor" && sent.status >= 300 && sent.status < 400) continue;
        if (route.path === paths.trainerProfile && sent.status === 200) continue;
        expect(sent.status, `${route.path} ${field}=${value}`).toBeGreaterThanOrEqual(400);
      }
    }
    const fields = [
      ...(route.ids ?? []).map((name) => [name, id] as const),
      ...(route.intents ?? []).map((name) => [name, intent] as const),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(...fields.map(([name, values]) => values.map((value) => [name, value] as [string, string]))),
          {
            minLength: 1,
            maxLength: 3,
          },
        ),
        async (entries) => {
          const names = new Set(entries.map(([name]) => name));
          await sendHostile(
            form(route, [...baseEntries(route).filter(([key]) => !names.has(key)), ...entries]),
            `${route.path} generated ${JSON.stringify(entries)}`,
          );
        },
      ),
      { numRuns: 12 },
    );
  }
  for (const route of adminIdReadRoutes) {
    for (const value of [...OUT_OF_RANGE_IDS, ...PROTOTYPE_KEYS]) {
      const sent = await sendHostile(
        { method: "GET", path: route.replace("{x}", encodeURIComponent(value)), as: adminCookie },
        `GET ${route} with ${value}`,
      );
      expect(sent.status, `GET ${route} with ${value}`).toBe(404);
    }
  }
  // The Withdraw of the hostile-input report, exactly: a 400 that says what to do.
  const withdraw = await sendHostile(
    {
      path: paths.myApplications,
      headers: { ...ORIGIN, "Content-Type": FORM },
      body: "intent=withdraw&application_id=2147483648",
      as: adminCookie,
    },
    "Withdraw application_id=2147483648",
  );
  expect(withdraw.status).toBe(400);
  await expectHealthy("ids and intents");
});

test("the trainerProfileData cookie is never set over its 3,800-byte cap, whatever a field holds", async () => {
  for (const field of ["mobileNumbers[0]", "skills", "name", "notes", "headline"]) {
    const sent = await sendHostile(
      {
        path: paths.trainerProfile,
        headers: { ...ORIGIN, "Content-Type": FORM },
        body: urlencoded([
          ["intent", "basic"],
          [field, "9".repeat(40_000)],
        ]),
      },
      `/trainer-profile ${field} of 40,000 characters`,
    );
    expect(sent.status, field).toBeLessThan(500);
    const cookies = sent.headers.getSetCookie().filter((cookie) => cookie.startsWith("trainerProfileData="));
    for (const cookie of cookies) expect(cookie.split(";")[0]!.length, field).toBeLessThanOrEqual(3800);
  }
});

test("a crafted profile draft over a saved profile: the taken-over note names only the form's labels, escaped text in the fields", async ({
  browser,
}) => {
  // The draft cookie is written by the browser, so anyone can craft it (decision record 0060): the note above the
  // form names fields by our own labels, never by anything the cookie holds.
  const email = uniqueEmail("hostile-draft");
  await build.trainerProfile({ email, name: "Hostile Draft", languagesSpoken: ["English"] });
  const context = await browser.newContext();
  const page = await context.newPage();
  await signedInAs(page, { email, name: "Hostile Draft" });
  const session = (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  await context.close();
  const markup = '<img src=x onerror="alert(1)">';
  const draft = serializeTrainerProfileCookie({
    core: { name: markup, preferredTrainingMode: markup, skills: [markup] },
    professional: { languagesSpoken: [markup, "__proto__"], availability: "</p><script>alert(1)</script>" },
    optional: { notes: markup },
    directory: { headline: markup, listedInDirectory: markup, showRate: "on" },
    owner: email,
    updatedAt: Date.now() + 60_000,
  }).split(";")[0]!;
  for (const cookie of [draft, `${draft.replace("%22notes", "%22__proto__")}`]) {
    const sent = await sendHostile(
      { method: "GET", path: paths.trainerProfile, as: { Cookie: `${session}; ${cookie}` } },
      `GET /trainer-profile with a crafted draft ${cookie.slice(0, 60)}`,
    );
    expect(sent.status).toBe(200);
    expect(sent.body).not.toContain("<img src=x");
    expect(sent.body).not.toContain("<script>alert(1)");
    const note = /Taken over from your unsaved draft: ([^<]*)\. Save their sections to keep them\./.exec(sent.body);
    expect(note, "the note is shown").not.toBeNull();
    // The directory settings' draft is named by their labels too (a box's crafted value shows as unticked: no change).
    expect(note![1]).toContain("Show my per-day charge on my public page, Headline on your public page (optional)");
    for (const label of note![1]!.split(", ")) {
      expect(label).toMatch(
        /^(Full Name|Skills|Preferred Training Mode|Languages Spoken|Availability|Notes|Show my per-day charge on my public page|Headline on your public page \(optional\))$/,
      );
    }
  }
});
