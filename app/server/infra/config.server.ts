import * as z from "zod";

/**
 * The configuration contract of DESIGN.md section 5. Parsed once, at start-up: a bad value stops the
 * server with a message that names the variable, instead of failing later on a visitor's request.
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
    SEED_SAMPLE_DATA: z.enum(["0", "1", ""]).optional(),
    SESSION_SECRET: optionalString,
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_AUTHORIZATION_URL: optionalString.pipe(urlString.optional()),
    GOOGLE_TOKEN_URL: optionalString.pipe(urlString.optional()),
    GOOGLE_USERINFO_URL: optionalString.pipe(urlString.optional()),
    ADMIN_EMAILS: emailList,
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
    RATE_LIMIT_PER_MINUTE: positiveInt(10),
    FORM_MIN_FILL_MS: positiveInt(1000),
    OUTBOX_POLL_MS: positiveInt(5000),
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

function buildConfig(env: z.infer<typeof envSchema>) {
  const port = env.PORT;
  const publicOrigin = new URL(env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).origin;
  const usesPostgres = Boolean(env.DATABASE_URL);
  return {
    production: env.NODE_ENV === "production",
    port,
    publicOrigin,
    secureCookies: publicOrigin.startsWith("https:"),
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR ?? "./.data",
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
    adminEmails: env.ADMIN_EMAILS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? "Edukon Training <no-reply@edukon.example>",
    notifyEmail: env.NOTIFY_EMAIL ?? "enquiries@edukon.example",
    recaptcha:
      env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY
        ? { siteKey: env.RECAPTCHA_SITE_KEY, secretKey: env.RECAPTCHA_SECRET_KEY }
        : undefined,
    pincodeApiUrl: (env.PINCODE_API_URL ?? "https://api.postalpincode.in/pincode").replace(/\/+$/, ""),
    wordProfileFormUrl: env.WORD_PROFILE_FORM_URL ?? "https://forms.office.com/r/edukon-trainer-word-profile",
    trustProxyHops: env.TRUST_PROXY_HOPS,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    formMinFillMs: env.FORM_MIN_FILL_MS,
    outboxPollMs: env.OUTBOX_POLL_MS,
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
