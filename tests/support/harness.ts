/**
 * The browser tests' world, started by Playwright's webServer: the real app (the production build, `npm run build`,
 * served the way server.ts serves it, compiled) on a fresh database, a mock Google, a real SMTP sink, a local
 * pin-code service, and a control server through which tests read mails.
 *
 * Database (decision record 0067): a fresh PGlite in memory, served in PostgreSQL's protocol on the `db` port, which
 * the app opens as its DATABASE_URL and the tests open directly (tests/support/test-db.ts); with DATABASE_URL set (the
 * PostgreSQL browser pass of .ci/run) the app and the tests open that instead.
 */
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import url from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { startMockIdp } from "./mock-idp";
import { servePglite, type PgliteServer } from "./pglite-server";
import {
  ADMIN_EMAIL,
  localSignInPorts,
  NOTIFY_EMAIL,
  TEST_SESSION_SECRET,
  TEST_WORD_PROFILE_FORM_URL,
  testPorts,
} from "./ports";
import { SmtpSink } from "./smtp-sink";
import { embeddedExtensions, PGLITE_SETTINGS } from "~/infra/db.server";

/**
 * With E2E_LOCAL_SIGN_IN=1 the harness plays a fresh `npm start`: no Google, no ADMIN_EMAILS, so the local
 * sign-in is on and admin@localhost is the administrator (tests/e2e/*.local-sign-in.spec.ts).
 */
const localSignIn = process.env.E2E_LOCAL_SIGN_IN === "1";
// The fresh-install harness keeps its own embedded database, like a fresh `npm start`: on a shared
// DATABASE_URL its outbox worker would deliver the other harness's mails to its own SMTP sink.
if (localSignIn) delete process.env.DATABASE_URL;
const ports = localSignIn ? localSignInPorts() : testPorts();
/** The embedded database and its server, unless the run brings a PostgreSQL database. */
let embedded: { db: PGlite; server: PgliteServer } | undefined;
if (!process.env.DATABASE_URL) {
  const db = await PGlite.create("memory://", {
    postgresqlconf: PGLITE_SETTINGS,
    extensions: await embeddedExtensions(),
  });
  embedded = { db, server: await servePglite(db, ports.db) };
  process.env.DATABASE_URL = embedded.server.url;
}
const idp = await startMockIdp(ports.idp);
const smtp = new SmtpSink(ports.smtp);
await smtp.start();

/** Postal answers in India Post's shape, for the pin-code lookup. */
const pinCodes: Record<string, { District: string; State: string }> = {
  "560001": { District: "Bengaluru", State: "Karnataka" },
  "560103": { District: "Bengaluru", State: "Karnataka" },
  "411001": { District: "Pune", State: "Maharashtra" },
  "600001": { District: "Chennai", State: "Tamil Nadu" },
};
const pinLookups: string[] = [];

Object.assign(process.env, {
  NODE_ENV: "production",
  PORT: String(ports.app),
  PUBLIC_ORIGIN: `http://localhost:${ports.app}`,
  SEED_SAMPLE_DATA: "1",
  SESSION_SECRET: TEST_SESSION_SECRET,
  ...(localSignIn
    ? {}
    : {
        GOOGLE_CLIENT_ID: "edukon-test-client",
        GOOGLE_CLIENT_SECRET: "edukon-test-secret",
        GOOGLE_AUTHORIZATION_URL: idp.authorizationUrl,
        GOOGLE_TOKEN_URL: idp.tokenUrl,
        GOOGLE_USERINFO_URL: idp.userInfoUrl,
        ADMIN_EMAILS: ADMIN_EMAIL,
      }),
  // A fresh `npm start` has no SMTP server: its mails are held in the outbox and read in /admin/outbox.
  ...(localSignIn ? {} : { SMTP_URL: `smtp://127.0.0.1:${ports.smtp}` }),
  NOTIFY_EMAIL,
  MAIL_FROM: "Edukon Training <no-reply@edukon.test>",
  PINCODE_API_URL: `http://127.0.0.1:${ports.control}/pincode`,
  // Set here, unset in a fresh `npm start`: tests/e2e/word-profile-link*.spec.ts see both states, one per harness.
  ...(localSignIn ? {} : { WORD_PROFILE_FORM_URL: TEST_WORD_PROFILE_FORM_URL }),
  // Each test sends its own X-Forwarded-For, so rate limits apply per test, as per visitor.
  TRUST_PROXY_HOPS: "1",
  RATE_LIMIT_PER_MINUTE: "10",
  FORM_MIN_FILL_MS: process.env.FORM_MIN_FILL_MS ?? "300",
  // Lets a test make one named loader fail for its own requests only (app/http/test-faults.server.ts).
  TEST_FAULTS: "1",
  // The background jobs' rounds, short where tests wait for them; the fresh `npm start` keeps its defaults (each
  // round is a few queries, and a harness that polls fast for the whole run costs the other tests their CPU).
  ...(localSignIn
    ? {}
    : {
        // A queued mail wakes the outbox worker at once; the poll finds the retries an outage test waits for.
        OUTBOX_POLL_MS: "2000",
        // Tests move a requirement's dates in the database, then wait for the requirement jobs' next round.
        REQUIREMENT_JOBS_POLL_MS: "1000",
        // The trainer alert job looks for due digests this often; tests move the timestamps it compares.
        ALERTS_INTERVAL_MS: "1000",
      }),
  // A form body that has not arrived after this long answers 408 (30 s in production): short, so that the
  // hostile suite's slow body waits seconds, not half a minute; a browser's local upload takes milliseconds.
  FORM_BODY_TIMEOUT_MS: "4000",
});
if (localSignIn) {
  for (const name of ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "ADMIN_EMAILS", "LOCAL_SIGN_IN", "SMTP_URL"])
    delete process.env[name];
}

const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), "../..");
process.chdir(root);
// The compiled server and the build, as `npm start` runs them (`npm run build` makes both).
const buildPath = path.join(root, "build/index.js");
if (!existsSync(buildPath)) throw new Error("harness: build/index.js is missing: run `npm run build`");
const { importBuild, appHostOf } = (await import(
  url.pathToFileURL(path.join(root, "build/server/app-host.js")).href
)) as typeof import("../../server/app-host");
const { createApp } = (await import(
  url.pathToFileURL(path.join(root, "build/server/app.js")).href
)) as typeof import("../../server/app");
const build = await importBuild(buildPath);
const lifecycle = appHostOf(build);
await lifecycle.startServices();
const app = createApp({ build, mode: "production", log: false });
const appServer = app.listen(ports.app, () => console.log(`test app on http://localhost:${ports.app}`));

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

const control = http.createServer(async (req, res) => {
  try {
    const requestUrl = new URL(req.url ?? "/", `http://127.0.0.1:${ports.control}`);
    const route = `${req.method} ${requestUrl.pathname}`;
    if (route === "GET /mails") return send(res, 200, smtp.mails);
    // The request-body counters of server/request-guards.ts (bytes held now, at most, ever; bodies left unread).
    if (route === "GET /body-stats") return send(res, 200, app.locals.bodyBudget.stats);
    if (route === "POST /smtp/stop") {
      await smtp.stop();
      return send(res, 200, { running: smtp.running });
    }
    if (route === "POST /smtp/start") {
      await smtp.start();
      return send(res, 200, { running: smtp.running });
    }
    if (route === "GET /pincode-lookups") return send(res, 200, pinLookups);
    const pin = /^\/pincode\/(\w+)$/.exec(requestUrl.pathname)?.[1];
    if (req.method === "GET" && pin) {
      pinLookups.push(pin);
      const place = pinCodes[pin];
      if (pin === "000000") return send(res, 500, { error: "stub failure" });
      return send(
        res,
        200,
        place
          ? [
              {
                Message: "Number of pincode(s) found:1",
                Status: "Success",
                PostOffice: [{ Name: "Main", ...place, Country: "India", Pincode: pin }],
              },
            ]
          : [{ Message: "No records found", Status: "Error", PostOffice: null }],
      );
    }
    send(res, 404, { error: `no control route ${route}` });
  } catch (error) {
    send(res, 500, { error: error instanceof Error ? error.message : String(error) });
  }
});
control.listen(ports.control, "127.0.0.1");

async function shutdown() {
  appServer.close();
  control.close();
  await Promise.allSettled([smtp.stop(), idp.stop(), lifecycle.stopServices()]);
  // After the app's services: they close their connections to it first.
  if (embedded) await Promise.allSettled([embedded.server.close().then(() => embedded?.db.close())]);
  process.exit(0);
}
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());
