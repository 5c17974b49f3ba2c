import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, validated once (ARCHITECTURE.md "Environment").
 * `.env.example` documents each one.
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const rateLimit = z
  .string()
  .trim()
  .regex(/^\d+\/\d+$/, 'use "points/seconds", e.g. 10/3600')
  .transform((v) => {
    const [points, seconds] = v.split('/').map(Number) as [number, number];
    return { points, seconds };
  });

const TRUE_WORDS = ['true', '1', 'yes', 'on'] as const;
const FALSE_WORDS = ['false', '0', 'no', 'off'] as const;

/** "true"/"false" (also 1/0, yes/no, on/off, any case); empty or unset = undefined. */
const optionalBoolean = optionalString.pipe(
  z
    .string()
    .toLowerCase()
    .pipe(z.enum([...TRUE_WORDS, ...FALSE_WORDS], { message: 'use true or false' }))
    .transform((v) => (TRUE_WORDS as readonly string[]).includes(v))
    .optional(),
);

const optionalHttpUrl = (name: string) =>
  optionalString.pipe(
    z.url({ protocol: /^https?$/, message: `${name} must be an absolute http(s) URL` }).optional(),
  );

const envFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** `demo` (npm start), `production` (npm run serve) or `dev` (npm run dev). */
  LIZIT_MODE: z.enum(['demo', 'production', 'dev']).default('dev'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: optionalString,
  SITE_URL: optionalString.pipe(z.url({ message: 'SITE_URL must be an absolute URL' }).optional()),
  /**
   * More origins sign-in and the other auth calls accept besides SITE_URL, for
   * www/apex aliases: comma-separated http(s) origins, e.g. "https://lizit.com,https://www.lizit.com".
   */
  TRUSTED_ORIGINS: optionalString.pipe(
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .url({ protocol: /^https?$/, message: 'TRUSTED_ORIGINS must list http(s) origins' })
            .transform((u) => new URL(u).origin),
        ),
      )
      .optional(),
  ),
  BETTER_AUTH_SECRET: optionalString,
  ADMIN_EMAIL_DOMAIN: z.string().trim().min(1).default('lizit.com'),
  /**
   * Addresses outside ADMIN_EMAIL_DOMAIN that may still be invited to the team (an
   * agency, a freelancer), comma-separated, compared in lower case.
   */
  ADMIN_INVITE_ALLOWED_EMAILS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ message: 'ADMIN_INVITE_ALLOWED_EMAILS must list e-mail addresses' }))),
  /** better-auth's request rate limits (sign-in: 3 per minute per IP); "off" only for tests. */
  AUTH_RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  /**
   * Per-account sign-in back-off: failed sign-ins for one e-mail, whatever the
   * IP, as "failures/seconds" (default 5 in 15 minutes); then sign-in is refused for
   * AUTH_BACKOFF_BASE_SEC, doubling with each further lockout up to AUTH_BACKOFF_MAX_SEC.
   */
  AUTH_ACCOUNT_LIMIT: rateLimit.prefault('5/900'),
  AUTH_BACKOFF_BASE_SEC: z.coerce.number().int().min(1).max(86_400).default(60),
  AUTH_BACKOFF_MAX_SEC: z.coerce.number().int().min(1).max(86_400).default(900),
  /** Confirmation e-mails per address as "mails/seconds" (default 3 an hour). */
  AUTH_VERIFY_EMAIL_LIMIT: rateLimit.prefault('3/3600'),
  /** Every admin must enrol in TOTP two-factor before using /admin. */
  ADMIN_REQUIRE_2FA: optionalBoolean.transform((v) => v ?? false),
  ADMIN_NOTIFY_EMAILS: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Lizit <no-reply@lizit.com>'),
  /**
   * How many reverse proxies in front of the server append to X-Forwarded-For. 0 (default): the
   * socket address is the client IP and forwarded headers are ignored.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Rendered-HTML cache of public pages: "on" (default) or "off". Its size limit in
   * MB (all entries, every encoding counted).
   */
  HTML_CACHE: z.enum(['on', 'off']).default('on'),
  HTML_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /**
   * The 404 monitor: "on" (default) counts the 404s of public paths in memory and
   * writes them every NOT_FOUND_FLUSH_MS; the table keeps at most NOT_FOUND_MAX_ROWS paths.
   */
  NOT_FOUND_MONITOR: z.enum(['on', 'off']).default('on'),
  NOT_FOUND_FLUSH_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  NOT_FOUND_MAX_ROWS: z.coerce.number().int().min(10).max(1_000_000).default(5_000),
  /**
   * Page-view counting: "on" (default) counts the views of public pages in the
   * request path (no script, no cookie) and writes them every ANALYTICS_FLUSH_MS (or at 500
   * waiting); "off" counts nothing.
   */
  ANALYTICS: z.enum(['on', 'off']).default('on'),
  ANALYTICS_FLUSH_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  /** Rate limits per client IP as "points/seconds". */
  RATE_LIMIT_NEWSLETTER: rateLimit.prefault('10/3600'),
  RATE_LIMIT_DEMO: rateLimit.prefault('5/3600'),
  RATE_LIMIT_CONTACT: rateLimit.prefault('5/3600'),
  /**
   * Submissions faster than this after the form appeared are kept as suspected spam: stored, not
   * notified, not counted (ms; 0 = off).
   */
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /** Outbox: attempts before a message is dead, first retry delay (doubles), poll interval. */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(0).default(30_000),
  MAIL_POLL_MS: z.coerce.number().int().min(50).default(5_000),
  /**
   * Newsletter campaigns go out through a pooled SMTP transport of their own: at most
   * NEWSLETTER_RATE messages a second over NEWSLETTER_CONNECTIONS connections. A copy's claim lasts
   * NEWSLETTER_LEASE_MS: a crashed sender's copies are sent by another (or the restarted) process
   * after that. The transactional outbox keeps its own connection, so it never waits for them.
   */
  NEWSLETTER_RATE: z.coerce.number().int().min(1).max(10_000).default(20),
  NEWSLETTER_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(4),
  NEWSLETTER_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(120_000),
  /**
   * Webhooks: attempts before a delivery is dead, first retry delay in ms (doubles
   * like the mail outbox's), per-request timeout, deliveries sent at once (an endpoint gets at most
   * half of them). Targets must be https in production unless WEBHOOK_ALLOW_HTTP; private,
   * loopback and link-local addresses are refused unless WEBHOOK_ALLOW_PRIVATE_TARGETS.
   */
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(0).default(30_000),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  WEBHOOK_ALLOW_HTTP: optionalBoolean.transform((v) => v ?? false),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: optionalBoolean.transform((v) => v ?? false),
  /**
   * Days a deleted post, resource, banner, video or media item stays in the Trash before it and
   * its orphaned files are purged; checked hourly.
   */
  TRASH_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Tracking scripts load only when their IDs are set (public-site.md §2). */
  TRACKING_GA_ID: optionalString,
  TRACKING_META_PIXEL_ID: optionalString,
  /** Full https URL of the lead-tracking script. */
  TRACKING_LEAD_SCRIPT_URL: optionalString.pipe(
    z
      .url({ protocol: /^https$/, message: 'TRACKING_LEAD_SCRIPT_URL must be an https URL' })
      .optional(),
  ),
  /**
   * Where uploaded files live: `local` (default) = DATA_DIR/storage, served
   * by /storage/{bucket}/{key}; `s3` = an S3-compatible object store set by the S3_* variables.
   */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** S3 API endpoint (MinIO, R2, s3rver...); unset = AWS S3 in S3_REGION. */
  S3_ENDPOINT: optionalHttpUrl('S3_ENDPOINT'),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** Prefixed to each logical bucket name (home-banners, ...) to form the real bucket name. */
  S3_BUCKET_PREFIX: z
    .string()
    .trim()
    .regex(/^[a-z0-9.-]*$/, 'use lowercase letters, digits, dots and hyphens only')
    .default(''),
  /** Public URL under which objects are reachable as {base}/{bucket}/{key}; required for s3. */
  S3_PUBLIC_BASE_URL: optionalHttpUrl('S3_PUBLIC_BASE_URL'),
  /** Static credentials, both or neither (neither = the AWS SDK's default credential chain). */
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Path-style addressing ({endpoint}/{bucket}/{key}); unset = true when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: optionalBoolean,
  /**
   * Bulk article generation: an OpenAI-compatible endpoint; unset = the offline
   * template generator. LLM_MODEL is required with it; LLM_API_KEY may be empty for local servers.
   */
  LLM_BASE_URL: optionalHttpUrl('LLM_BASE_URL'),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  /** Per-article timeout of the LLM call, in milliseconds. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
});

/** {@link envFields} plus the rules that span several variables. */
export const envSchema = envFields.superRefine((env, ctx) => {
  if (env.STORAGE_DRIVER === 's3' && !env.S3_PUBLIC_BASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_PUBLIC_BASE_URL'],
      message:
        'required when STORAGE_DRIVER is s3: the public URL under which objects are reachable ' +
        'as {base}/{bucket}/{key}, e.g. https://cdn.example.com',
    });
  }
  if (env.LLM_BASE_URL && !env.LLM_MODEL) {
    ctx.addIssue({
      code: 'custom',
      path: ['LLM_MODEL'],
      message: 'required when LLM_BASE_URL is set: the model name the endpoint serves',
    });
  }
  if (env.AUTH_BACKOFF_MAX_SEC < env.AUTH_BACKOFF_BASE_SEC) {
    ctx.addIssue({
      code: 'custom',
      path: ['AUTH_BACKOFF_MAX_SEC'],
      message: 'must be at least AUTH_BACKOFF_BASE_SEC',
    });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    });
  }
});

export type Env = z.infer<typeof envSchema>;

/**
 * Parses an environment object.
 * @param source - usually `process.env`
 * @returns the typed environment with defaults applied and `DATA_DIR` made absolute
 * @throws Error listing every invalid variable, one per line
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) };
}

let cached: Env | undefined;

/** The validated `process.env`, parsed on first use. @throws as {@link parseEnv}. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The LLM_* fields of {@link envFields}, with the LLM_MODEL rule of {@link envSchema}. */
const llmSchema = envFields
  .pick({ LLM_BASE_URL: true, LLM_API_KEY: true, LLM_MODEL: true, LLM_TIMEOUT_MS: true })
  .superRefine((env, ctx) => {
    if (env.LLM_BASE_URL && !env.LLM_MODEL) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_MODEL'],
        message: 'required when LLM_BASE_URL is set: the model name the endpoint serves',
      });
    }
  });

/**
 * The LLM_* variables of bulk article generation (ARCHITECTURE.md "Environment"),
 * validated with the same field definitions and LLM_MODEL rule as {@link envSchema}. Every other
 * variable is ignored, so callers may pass `process.env`, a partial object (tests) or an already
 * parsed {@link Env} (LLM_TIMEOUT_MS then a number).
 * @param source - `process.env` by default
 * @returns LLM_BASE_URL, LLM_API_KEY and LLM_MODEL (undefined when unset or blank) and
 *   LLM_TIMEOUT_MS (60000 by default)
 * @throws Error listing every invalid LLM_* variable, one per line, as {@link parseEnv} does
 *   (LLM_BASE_URL not an http(s) URL, LLM_MODEL missing while LLM_BASE_URL is set,
 *   LLM_TIMEOUT_MS not a whole number from 1000 to 600000)
 */
export function llmConfig(
  source: Readonly<Record<string, unknown>> = process.env,
): Pick<Env, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS'> {
  const result = llmSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

/**
 * The public origin of the site, without a trailing slash: `SITE_URL` when set, else
 * `http://localhost:{PORT}` (demo and dev only; production requires `SITE_URL`).
 */
export function getSiteUrl(): string {
  const env = getEnv();
  return (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}

/**
 * The origins whose requests better-auth accepts: the site's own origin, the
 * `TRUSTED_ORIGINS` aliases, and, while no SITE_URL is set (the demo and dev), both loopback names
 * of the port (`http://localhost:{PORT}` and `http://127.0.0.1:{PORT}`, and `http://[::1]:{PORT}`),
 * so the demo signs in whichever address the browser was given.
 * @param env - the parsed environment (default: this process's)
 * @returns origins without a trailing slash, no duplicates
 */
export function trustedOrigins(env: Env = getEnv()): string[] {
  const site = new URL(env.SITE_URL ?? `http://localhost:${env.PORT}`).origin;
  const list = [site, ...(env.TRUSTED_ORIGINS ?? [])];
  if (!env.SITE_URL) {
    list.push(
      `http://localhost:${env.PORT}`,
      `http://127.0.0.1:${env.PORT}`,
      `http://[::1]:${env.PORT}`,
    );
  }
  return [...new Set(list)];
}

/**
 * What a production start still lacks, as human-readable sentences; empty when it may start.
 * `npm run serve` refuses to start with these as its clear message.
 */
export function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  if (!env.SITE_URL)
    problems.push('SITE_URL is not set (the public origin, e.g. https://www.lizit.com).');
  if (!env.BETTER_AUTH_SECRET) {
    problems.push('BETTER_AUTH_SECRET is not set (generate one with: openssl rand -base64 32).');
  } else if (
    env.BETTER_AUTH_SECRET.length < 32 ||
    /^(changeme|secret|test)/i.test(env.BETTER_AUTH_SECRET)
  ) {
    problems.push('BETTER_AUTH_SECRET is too weak: use at least 32 random characters.');
  }
  return problems;
}
