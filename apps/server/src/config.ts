import { isIP } from 'node:net';
import path from 'node:path';
import { INTEGRATION_TEST_TIMEOUT_MS } from '@alumni/domain';
import { z } from 'zod';

/**
 * Server configuration, read once from the environment (docs/configuration.md lists
 * every variable). Throws a readable error naming the variable when one is malformed.
 */
export const ConfigSchema = z.object({
  port: z.coerce.number().int().min(0).max(65_535).default(3000),
  /**
   * Interface the server listens on: the loopback one unless HOST says otherwise, since the
   * demo accounts' password is public (issue 30 item 15). Behind a proxy on the same machine
   * it stays 127.0.0.1; `0.0.0.0` (or `::`) opens it to the network.
   */
  host: z.string().min(1).default('127.0.0.1'),
  /** Embedded database, uploads and outbox live here unless other storage is set. */
  dataDir: z.string().default('./data'),
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: z.string().optional(),
  redisUrl: z.string().optional(),
  /**
   * Prefix of every Redis key and channel (event channels, rate-limit counters). Instances of
   * one deployment share it; another deployment on the same Redis (or a test app) sets its own.
   */
  redisPrefix: z.string().min(1).default('alumni:'),
  baseDomain: z.string().default('localhost'),
  defaultSchool: z.string().default('demo'),
  /**
   * Scheme of the links the product sends (mail). Unset: http when the base domain is local
   * (`localhost`), https otherwise (platform/public-url.ts). Never taken from a request.
   */
  publicScheme: z.enum(['http', 'https']).optional(),
  /**
   * Port of those links. Unset: `port` when the base domain is local (`demo.localhost:3000`),
   * none otherwise (the proxy's 443). The scheme's default port is never written.
   */
  publicPort: z.coerce.number().int().min(1).max(65_535).optional(),
  /** Where uploaded and seeded media are stored; defaults to `<dataDir>/media`. */
  mediaDir: z.string().optional(),
  /** Public URL prefix of media files. */
  mediaUrl: z.string().default('/media'),
  smtpUrl: z.string().optional(),
  mailFrom: z.string().default('Alumni <no-reply@alumni.localhost>'),
  /** Mails per minute of a mass mail (modules/emailing): its e-mails leave one after the other. */
  massMailPerMinute: z.coerce.number().int().min(1).max(100_000).default(60),
  vendorUrl: z.string().default('https://www.example.org'),
  boostUrl: z.string().default('https://www.example.org/boost'),
  legalUrl: z.string().default('https://www.example.org/legal'),
  mapTileUrl: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  mapAttribution: z.string().default('© OpenStreetMap contributors'),
  /** Built SPA folder served for every non-API path; absent in API-only tests. */
  webDist: z.string().optional(),
  /**
   * Which peers are trusted reverse proxies (TRUST_PROXY; platform/proxy-trust.ts): `false`,
   * none; a hop count (`true` is 1), the proxies in front of the server; or addresses and
   * subnets (`10.0.0.0/8`, `loopback`). The client's address is then the first one in
   * X-Forwarded-For, from the right, that no trusted proxy added; HTTPS is read from a
   * trusted proxy's X-Forwarded-Proto (Secure cookies, HSTS, the CSRF check's scheme).
   */
  trustProxy: z
    .union([z.boolean(), z.number().int().min(0).max(32), z.array(z.string()).min(1)])
    .default(false),
  /**
   * How long (ms) each instance keeps a school's row and permission grid in memory.
   * Changes made through the API clear it at once on that instance; other instances see
   * them within this time.
   */
  schoolCacheTtlMs: z.coerce.number().int().min(0).default(10_000),
  /**
   * How PostgreSQL plans the app's prepared statements: `generic` (plan once per connection,
   * db/client.ts `PLAN_CACHE_MODES`) or `auto` (PostgreSQL's default: plan again with the
   * values while the generic plan looks costlier).
   */
  planCacheMode: z.enum(['generic', 'auto']).default('generic'),
  /** How long an instance trusts a session it looked up (ms; 0: no session cache). */
  sessionCacheTtlMs: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** Requests per minute and IP on the sign-in, recovery and registration routes. */
  authRateLimit: z.coerce.number().int().min(1).default(30),
  /** Chat messages a user may send per minute in one school (issue 32; 429 beyond). */
  messageRatePerMinute: z.coerce.number().int().min(1).max(100_000).default(30),
  /**
   * Base delay (ms) of the per-account sign-in slow-down: from an account's 5th failed
   * sign-in in 15 minutes, from any address, its answers wait this long, doubling with each
   * failure up to 8 times (platform/throttle.ts). 0 turns the slow-down off.
   */
  loginSlowdownMs: z.coerce.number().int().min(0).max(60_000).default(1000),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `readable`: one `time LEVEL message key=value` line per entry; `json`: pino's JSON lines. */
  logFormat: z.enum(['readable', 'json']).default('readable'),
  /** Log every request (two lines each: received, answered); off by default. */
  logRequests: z.boolean().default(false),
  /**
   * How long a shutdown (SIGTERM, SIGINT) may take before the process exits anyway (ms;
   * SHUTDOWN_TIMEOUT_MS): requests, streams and running jobs get this long (platform/shutdown.ts).
   */
  shutdownTimeoutMs: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  /**
   * The Bearer token `GET /metrics` asks for (METRICS_TOKEN, 16 characters at least); unset,
   * there is no /metrics (platform/metrics.ts).
   */
  metricsToken: z.string().min(16).optional(),
  /**
   * Job queue timing (platform/queue.ts), for queues without a policy of their own: a running
   * job not completed after `queueExpireSeconds` is failed and retried after
   * `queueRetryDelaySeconds` (doubling), and pg-boss looks for expired jobs every
   * `queueMaintenanceSeconds`. A killed instance's jobs resume within about the sum; the fault
   * suite shortens them to seconds (QUEUE_EXPIRE_SECONDS, QUEUE_RETRY_DELAY_SECONDS,
   * QUEUE_MAINTENANCE_SECONDS).
   */
  queueExpireSeconds: z.coerce.number().int().min(1).max(3600).default(60),
  queueRetryDelaySeconds: z.coerce.number().int().min(0).max(3600).default(10),
  queueMaintenanceSeconds: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * Hold every reply to its zod contract as well as writing it with the compiled schema
   * (platform/reply-serializer.ts): on in tests and development, off in production
   * (NODE_ENV=production) where it would cost most of a reply's time. CHECK_REPLIES=1/0.
   */
  checkReplies: z.boolean().default(true),
  /**
   * The key integration tokens are encrypted with (INTEGRATIONS_SECRET, docs/configuration.md):
   * 32 bytes written as 64 hex digits or in base64. Unset: a fixed development key, refused
   * when NODE_ENV=production (loadConfig).
   */
  integrationsSecret: z
    .string()
    .refine((text) => decodeSecretKey(text) !== null, 'must be 32 bytes, in hex or base64')
    .optional(),
  /** Former keys (INTEGRATIONS_OLD_SECRETS, comma-separated): they only decrypt, after a rotation. */
  integrationsOldSecrets: z
    .array(z.string().refine((text) => decodeSecretKey(text) !== null, 'must be 32 bytes each'))
    .default([]),
  /**
   * Let an integration's test call private, loopback and link-local addresses
   * (INTEGRATIONS_ALLOW_PRIVATE=1): an integration on the school's own network, or tests.
   */
  integrationsAllowPrivate: z.boolean().default(false),
  /** How long an integration's test waits for an answer (ms; INTEGRATIONS_TEST_TIMEOUT_MS). */
  integrationsTestTimeoutMs: z.coerce
    .number()
    .int()
    .min(50)
    .max(60_000)
    .default(INTEGRATION_TEST_TIMEOUT_MS),
});
export type Config = z.infer<typeof ConfigSchema>;

/**
 * A 256-bit key written as 64 hex digits or in base64 (padded or not, standard or URL-safe
 * alphabet), as bytes; null for anything else. Never throws.
 */
export function decodeSecretKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return null;
  const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === 32 ? key : null;
}

/** Builds the config from `process.env`-like variables, then applies `overrides`. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
): Config {
  const parsed = ConfigSchema.safeParse({
    port: env.PORT,
    host: env.HOST || undefined,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || undefined,
    baseDomain: env.BASE_DOMAIN,
    defaultSchool: env.DEFAULT_SCHOOL,
    publicScheme: env.PUBLIC_SCHEME || undefined,
    publicPort: env.PUBLIC_PORT || undefined,
    mediaDir: env.MEDIA_DIR,
    mediaUrl: env.MEDIA_URL,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM,
    massMailPerMinute: env.MASS_MAIL_PER_MINUTE || undefined,
    vendorUrl: env.VENDOR_URL,
    boostUrl: env.BOOST_URL,
    legalUrl: env.LEGAL_URL,
    mapTileUrl: env.MAP_TILE_URL,
    mapAttribution: env.MAP_ATTRIBUTION,
    webDist: env.WEB_DIST,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    authRateLimit: env.AUTH_RATE_LIMIT,
    messageRatePerMinute: env.MESSAGE_RATE_PER_MINUTE,
    loginSlowdownMs: env.LOGIN_SLOWDOWN_MS,
    schoolCacheTtlMs: env.SCHOOL_CACHE_TTL_MS,
    sessionCacheTtlMs: env.SESSION_CACHE_TTL_MS,
    planCacheMode: env.PG_PLAN_CACHE_MODE || undefined,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT || undefined,
    logRequests: env.LOG_REQUESTS === '1' || env.LOG_REQUESTS === 'true' ? true : undefined,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    queueExpireSeconds: env.QUEUE_EXPIRE_SECONDS || undefined,
    queueRetryDelaySeconds: env.QUEUE_RETRY_DELAY_SECONDS || undefined,
    queueMaintenanceSeconds: env.QUEUE_MAINTENANCE_SECONDS || undefined,
    checkReplies: env.CHECK_REPLIES
      ? env.CHECK_REPLIES === '1' || env.CHECK_REPLIES === 'true'
      : env.NODE_ENV !== 'production',
    integrationsSecret: env.INTEGRATIONS_SECRET || undefined,
    integrationsOldSecrets: env.INTEGRATIONS_OLD_SECRETS?.split(',')
      .map((key) => key.trim())
      .filter(Boolean),
    integrationsAllowPrivate:
      env.INTEGRATIONS_ALLOW_PRIVATE === '1' || env.INTEGRATIONS_ALLOW_PRIVATE === 'true'
        ? true
        : undefined,
    integrationsTestTimeoutMs: env.INTEGRATIONS_TEST_TIMEOUT_MS || undefined,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  if (env.NODE_ENV === 'production' && !parsed.data.integrationsSecret) {
    // The development key is in the sources: in production, tokens need a key of their own.
    throw new Error('Invalid configuration: INTEGRATIONS_SECRET is required in production');
  }
  return { ...parsed.data, ...overrides };
}

/** Names proxy-addr knows for ranges of addresses (TRUST_PROXY's list may use them). */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY as the config takes it: unset, `0` or `false` → false; `true` → 1 (one proxy:
 * never "every address", which let a client choose its own address, issue 30 item 17); a
 * number → that many hops; otherwise a comma-separated list of addresses, subnets
 * (`10.0.0.0/8`) and range names (`loopback`), each checked here. Returns the raw text of
 * anything else, for the schema to refuse with the variable's name.
 */
export function parseTrustProxy(value: string | undefined): unknown {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return undefined;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const valid = (entry: string) => {
    if (PROXY_RANGE_NAMES.includes(entry)) return true;
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    const bits = Number(prefix);
    return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
  };
  return entries.every(valid) ? entries : text;
}

/** Absolute folder where media files live. */
export function mediaDir(config: Config): string {
  return path.resolve(config.mediaDir ?? path.join(config.dataDir, 'media'));
}
