import * as z from "zod";

/**
 * The configuration contract (docs/product.md section 9, "Configuration that changes behaviour"). Parsed once, at
 * start-up: a bad value stops the server with a message that names the variable, instead of failing later on a
 * visitor's request.
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const positiveInt = (fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === undefined || value === "" ? fallback : Number(value)))
    .pipe(z.number({ error: "must be a whole number" }).int("must be a whole number").min(0));

const emailList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );

const urlString = z.string().trim().url();

const envSchema = z
  .object({
    NODE_ENV: z.string().optional(),
    PORT: positiveInt(3000),
    PUBLIC_ORIGIN: urlString.optional().or(z.literal("").transform(() => undefined)),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
        .optional(),
    ),
    DATA_DIR: optionalString,
    /** Where the migrations are read from (the Docker image and a checkout both have drizzle/migrations). */
    MIGRATIONS_DIR: optionalString,
    SEED_SAMPLE_DATA: z.enum(["0", "1", ""]).optional(),
    SESSION_SECRET: optionalString,
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_AUTHORIZATION_URL: optionalString.pipe(urlString.optional()),
    GOOGLE_TOKEN_URL: optionalString.pipe(urlString.optional()),
    GOOGLE_USERINFO_URL: optionalString.pipe(urlString.optional()),
    ADMIN_EMAILS: emailList,
    LOCAL_SIGN_IN: z.enum(["0", "1", ""], { error: "must be 1 (on) or 0 (off)" }).optional(),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
        .optional(),
    ),
    MAIL_FROM: optionalString,
    NOTIFY_EMAIL: optionalString.pipe(z.string().email().optional()),
    RECAPTCHA_SITE_KEY: optionalString,
    RECAPTCHA_SECRET_KEY: optionalString,
    PINCODE_API_URL: optionalString.pipe(urlString.optional()),
    WORD_PROFILE_FORM_URL: optionalString.pipe(urlString.optional()),
    TRUST_PROXY_HOPS: positiveInt(0),
    BENCH_WITHOUT: optionalString,
    RATE_LIMIT_PER_MINUTE: positiveInt(10),
    FORM_MIN_FILL_MS: positiveInt(1000),
    OUTBOX_POLL_MS: positiveInt(5000),
    REQUIREMENT_TTL_DAYS: positiveInt(30).pipe(z.number().min(1, "must be at least 1")),
    REQUIREMENT_JOBS_POLL_MS: positiveInt(60_000).pipe(z.number().min(100, "must be at least 100")),
    ALERTS_INTERVAL_MS: positiveInt(15 * 60_000).pipe(z.number().min(100, "must be at least 100")),
    OUTBOX_CONCURRENCY: positiveInt(8).pipe(z.number().min(1, "must be at least 1")),
    OUTBOX_SEND_TIMEOUT_MS: positiveInt(20_000).pipe(z.number().min(100, "must be at least 100")),
    DATABASE_CONNECT_TIMEOUT_MS: positiveInt(5000).pipe(z.number().min(100, "must be at least 100")),
    DATABASE_QUERY_TIMEOUT_MS: positiveInt(15_000).pipe(z.number().min(100, "must be at least 100")),
    SHUTDOWN_TIMEOUT_MS: positiveInt(25_000),
    FORM_BODY_TIMEOUT_MS: positiveInt(30_000).pipe(z.number().min(100, "must be at least 100")),
    BODY_BUDGET_BYTES: positiveInt(32 * 1024 * 1024).pipe(z.number().min(65_536, "must be at least 65536")),
    /** The browser-test harness's fault injection (app/http/test-faults.server.ts); never set it elsewhere. */
    TEST_FAULTS: z.enum(["0", "1", ""], { error: "must be 1 (on) or 0 (off)" }).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "is required when DATABASE_URL is set (several servers must share one secret)",
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: ["GOOGLE_CLIENT_SECRET"],
        message: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
      });
    }
    if (env.TEST_FAULTS === "1" && env.PUBLIC_ORIGIN && !isLoopbackOrigin(env.PUBLIC_ORIGIN)) {
      ctx.addIssue({
        code: "custom",
        path: ["TEST_FAULTS"],
        message: "is for the browser tests only and refused on a public origin",
      });
    }
    if (Boolean(env.RECAPTCHA_SITE_KEY) !== Boolean(env.RECAPTCHA_SECRET_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["RECAPTCHA_SECRET_KEY"],
        message: "RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY must be set together",
      });
    }
  });

export type AppConfig = ReturnType<typeof buildConfig>;

export class ConfigError extends Error {}

/** localhost, 127.0.0.0/8 and [::1]: an origin only this machine can reach. */
export function isLoopbackOrigin(origin: string): boolean {
  const host = new URL(origin).hostname;
  return host === "localhost" || host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * Local sign-in (docs/decisions/0012-local-sign-in.md) lets anyone be anyone, so it is on only where
 * nobody else can reach the site (a loopback origin) or where an operator asked for it; never beside Google.
 */
function localSignInFrom(env: z.infer<typeof envSchema>, publicOrigin: string, googleConfigured: boolean) {
  const loopback = isLoopbackOrigin(publicOrigin);
  const asked = env.LOCAL_SIGN_IN === "1" ? true : env.LOCAL_SIGN_IN === "0" ? false : undefined;
  const enabled = !googleConfigured && (asked ?? loopback);
  return { enabled, publicOrigin: enabled && !loopback };
}

function buildConfig(env: z.infer<typeof envSchema>) {
  const port = env.PORT;
  const publicOrigin = new URL(env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).origin;
  const usesPostgres = Boolean(env.DATABASE_URL);
  const localSignIn = localSignInFrom(env, publicOrigin, Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET));
  return {
    /** NODE_ENV as the process was started with (server.ts makes it "production" when unset). */
    nodeEnv: env.NODE_ENV,
    production: env.NODE_ENV === "production",
    port,
    publicOrigin,
    secureCookies: publicOrigin.startsWith("https:"),
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR ?? "./.data",
    migrationsDir: env.MIGRATIONS_DIR ?? "drizzle/migrations",
    seedSampleData: env.SEED_SAMPLE_DATA ? env.SEED_SAMPLE_DATA === "1" : !usesPostgres,
    sessionSecrets: env.SESSION_SECRET?.split(",")
      .map((secret) => secret.trim())
      .filter(Boolean),
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            authorizationUrl: env.GOOGLE_AUTHORIZATION_URL ?? "https://accounts.google.com/o/oauth2/v2/auth",
            tokenUrl: env.GOOGLE_TOKEN_URL ?? "https://oauth2.googleapis.com/token",
            userInfoUrl: env.GOOGLE_USERINFO_URL ?? "https://www.googleapis.com/oauth2/v3/userinfo",
          }
        : undefined,
    localSignIn,
    /** LOCAL_SIGN_IN=1 beside Google: refused, and said so at start-up. */
    localSignInIgnored: env.LOCAL_SIGN_IN === "1" && Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    // With local sign-in a newcomer can open the back office as admin@localhost (README, first run).
    adminEmails: env.ADMIN_EMAILS.length > 0 || !localSignIn.enabled ? env.ADMIN_EMAILS : ["admin@localhost"],
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? "Edukon Training <no-reply@edukon.example>",
    notifyEmail: env.NOTIFY_EMAIL ?? "enquiries@edukon.example",
    recaptcha:
      env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY
        ? { siteKey: env.RECAPTCHA_SITE_KEY, secretKey: env.RECAPTCHA_SECRET_KEY }
        : undefined,
    pincodeApiUrl: (env.PINCODE_API_URL ?? "https://api.postalpincode.in/pincode").replace(/\/+$/, ""),
    /** Unset: "Submit Word Profile" leads to our own CV upload on /trainer-profile (decision record 0016). */
    wordProfileFormUrl: env.WORD_PROFILE_FORM_URL,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    /**
     * `npm run bench` measures what each of the server's own speed-ups buys (decision records 0061, 0071): the ones named
     * here (`page-cache`) are left out of the process. Production never sets it.
     */
    benchWithout: new Set((env.BENCH_WITHOUT ?? "").split(",").filter(Boolean)),
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    formMinFillMs: env.FORM_MIN_FILL_MS,
    outboxPollMs: env.OUTBOX_POLL_MS,
    /** Days a published requirement stays on the board; "Keep open" gives it as many again from that day. */
    requirementTtlDays: env.REQUIREMENT_TTL_DAYS,
    /**
     * How often each process runs the requirement jobs (company mails, expiry reminders, expiry). A minute in
     * production; the browser tests' harness sets it short, so that a test that moves the clock sees the result.
     */
    requirementJobsPollMs: env.REQUIREMENT_JOBS_POLL_MS,
    /**
     * How often the trainer alert job looks for due digests (docs/product.md section 10, the marketplace loop). Each trainer still gets at most
     * one a day; the test harness runs it every half second.
     */
    alertsIntervalMs: env.ALERTS_INTERVAL_MS,
    /** Mails sent at once per process, over as many pooled SMTP connections. */
    outboxConcurrency: env.OUTBOX_CONCURRENCY,
    /** The hard bound of one send; the claim lease is derived from it (outbox.server.ts). */
    outboxSendTimeoutMs: env.OUTBOX_SEND_TIMEOUT_MS,
    databaseConnectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    databaseQueryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    /**
     * How long a form's body may take to arrive after its headers before the server answers 408 (docs/product.md section 8: Node
     * alone would hold a slow body for 300 s). server/request-guards.ts; the tests set it short.
     */
    formBodyTimeoutMs: env.FORM_BODY_TIMEOUT_MS,
    /** Bytes of request bodies held at once by the process, all requests together; past it a body gets 503. */
    bodyBudgetBytes: env.BODY_BUDGET_BYTES,
    /** Test harness only (loopback origins): a request may ask a named loader to fail. */
    testFaults: env.TEST_FAULTS === "1",
  };
}

/** Parses an environment; throws a ConfigError whose message lists every bad variable. */
export function parseConfig(source: Record<string, string | undefined>): AppConfig {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return buildConfig(result.data);
}

let cached: AppConfig | undefined;

/** The process's configuration. The first call parses process.env; a bad value ends the process. */
export function getConfig(): AppConfig {
  if (!cached) {
    try {
      cached = parseConfig(process.env);
    } catch (error) {
      if (error instanceof ConfigError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }
  return cached;
}
