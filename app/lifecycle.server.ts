import type { BackgroundService } from "./infra/background-service";
import { getConfig, type AppConfig } from "./infra/config.server";
import { closeDb, getDb } from "./infra/db.server";
import { beginDraining } from "./infra/draining.server";
import { onHttpRequest, watchHttpRequests } from "./infra/http-requests.server";
import { listChangeListener } from "./services/list-versions.server";
import { outboxWorker } from "./services/outbox-worker.server";
import { requirementWorker } from "./services/requirement-worker.server";
import { seedCatalogueIfEmpty } from "./services/course-seed.server";
import { seedIfEmpty } from "./services/seed.server";
import { trainerAlertsWorker } from "./services/trainer-alerts-worker.server";

/**
 * The composition root: the one server module that wires infrastructure to services at start-up and
 * shutdown. server.ts and the test harness call it through the app host (app/host.server.ts).
 */

/**
 * Every background service, started in this order. A list that is imported (not side-effect imports):
 * package.json declares "sideEffects": false, so the bundler drops bare imports.
 */
const backgroundServices: BackgroundService[] = [
  listChangeListener,
  outboxWorker,
  requirementWorker,
  trainerAlertsWorker,
];

/**
 * Opens and migrates the database, fills an empty course catalogue (always: it is the company's own, decision
 * 0062), then seeds the sample marketplace into an empty one when SEED_SAMPLE_DATA is on.
 */
export async function prepareDatabase(): Promise<void> {
  const db = await getDb();
  await seedCatalogueIfEmpty(db);
  if (getConfig().seedSampleData) await seedIfEmpty(db);
}

/** An operator must see, in the start-up log, that anyone can sign in as anyone on a public site. */
function warnAboutSignIn(config: AppConfig): void {
  if (config.localSignIn.publicOrigin) {
    console.warn(
      `WARNING: LOCAL_SIGN_IN=1 on the public origin ${config.publicOrigin}: anyone who can reach this site can ` +
        `sign in as any e-mail address, ${config.adminEmails.join(", ")} (the administrators) included.`,
    );
  } else if (config.localSignIn.enabled) {
    console.info(
      `Local sign-in is on (${config.publicOrigin}); sign in as ${config.adminEmails.join(", ")} for /admin.`,
    );
  }
  if (config.localSignInIgnored) {
    console.warn(
      "LOCAL_SIGN_IN=1 is ignored: Google sign-in is configured, and local sign-in is never offered beside it.",
    );
  }
}

/** Start-up under way or done (null: not started, or stopped since). */
let started: Promise<void> | null = null;

/**
 * Start-up: validate configuration (exits on a bad value), migrate and seed, start workers. Once: a second call
 * (the first request under a host that started them itself) waits for the first.
 */
export function startServices(): Promise<void> {
  started ??= (async () => {
    warnAboutSignIn(getConfig());
    await prepareDatabase();
    for (const service of backgroundServices) await service.start();
  })();
  return started;
}

/** Resolves once the services are started, or at once when nothing is starting them (a script, a test). */
export async function servicesReady(): Promise<void> {
  await started;
}

/**
 * For a host that starts nothing itself (remix-serve: it imports the build and serves it, decision record 0057): the
 * first request any HTTP server of this process receives starts the services, unless the host has already done so
 * (server.ts and the test harness start them before they listen), and SIGTERM/SIGINT stop them after remix-serve has
 * closed its server, so that the process ends. Called once, by the build's entry module as it loads.
 */
export function startOnFirstRequest(): void {
  watchHttpRequests();
  onHttpRequest(() => {
    if (started) return;
    startServices().catch((error: unknown) => {
      console.error("[start-up] the services did not start:", error);
      process.exit(1);
    });
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      process.once(signal, () => {
        beginDraining();
        void stopServices().then(() => console.info(`[shutdown] ${signal}: stopped`));
      });
    }
  });
}

export { beginDraining };

/** How long closing the database may take: PGlite's close sometimes never settles after SIGTERM. */
const CLOSE_DB_TIMEOUT_MS = 5_000;

/** Shutdown, after the HTTP server has stopped: background services first (they use the database), then the database. */
export async function stopServices(): Promise<void> {
  started = null;
  for (const service of [...backgroundServices].reverse()) await service.stop();
  let timer: NodeJS.Timeout | undefined;
  const closed = await Promise.race([
    closeDb().then(() => true),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), CLOSE_DB_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  if (!closed) console.warn(`[shutdown] the database did not close within ${CLOSE_DB_TIMEOUT_MS} ms; exiting anyway`);
}
