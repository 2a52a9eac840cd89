// The environment, parsed once. A bad setting stops the server at boot with a clear message.
import { resolve } from 'node:path';
import { z } from 'zod';

const ZLogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

const ZEnv = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  JWT_SECRET: z
    .string()
    .min(32, 'JWT_SECRET must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_TTL: z
    .string()
    .regex(/^\d+[smhd]$/, 'JWT_TTL must look like 30m, 12h or 7d')
    .default('12h'),
  ADMIN_USERNAME: z.string().min(1).max(200).default('admin'),
  ADMIN_PASSWORD: z
    .string()
    .min(8, 'ADMIN_PASSWORD must be at least 8 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  APP_TIMEZONE: z
    .string()
    .optional()
    .refine(
      (tz) => tz === undefined || isValidTimeZone(tz),
      'APP_TIMEZONE must be an IANA zone such as Europe/Madrid',
    ),
  LOG_LEVEL: ZLogLevel.default('info'),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Failed logins allowed per account from all addresses together; unset = 20 x LOGIN_MAX_ATTEMPTS. */
  LOGIN_ACCOUNT_MAX_ATTEMPTS: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  WEB_DIST_DIR: z.string().optional(),
  /** 'true' behind a load balancer, so request.ip (and login throttling) sees the client. */
  TRUST_PROXY: z
    .enum(['true', 'false', ''])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * A request must arrive whole within this time, body included (Node's requestTimeout; 408).
   * Long enough for a 5 MB picture over a poor mobile link (~20 KB/s).
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(300_000),
  /** A request body must keep coming: at least 1 KiB (or the rest) per this window, else 408. */
  BODY_STALL_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /**
   * A streamed full list (GET /api/dogs, /api/daycare/visits...) whose client takes nothing for
   * this long is cut, which releases what the server held for it.
   */
  STREAM_STALL_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** Full REST lists one account may have in flight at once, per process (429 beyond). */
  HEAVY_LISTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(2),
  /**
   * tRPC paged list queries (`*.list`) of one account that run at once, per process; more wait
   * their turn (up to 5 times as many, one full batch of 20 always fits), 429 beyond.
   */
  LIST_QUERIES_PER_ACCOUNT: z.coerce.number().int().min(1).default(4),
  /** Live streams (live.changes) one account may hold open at once, per process (429 beyond). */
  LIVE_STREAMS_PER_ACCOUNT: z.coerce.number().int().min(1).default(6),
  /**
   * How long the Today board and the daycare, hotel and grooming Overviews are kept and shared by
   * every user (ms; 0 = computed on every request). Any write answered by this process, and any
   * change its live feed hears from another, forgets them at once.
   */
  OVERVIEW_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /**
   * How long the user behind a token is kept between requests (ms; 0 = read on every request;
   * at most 1000, the bound on how long a deleted user, a changed role or a changed password may
   * still count). Kept only while the live feed listens, and forgotten on any change to users
   * (auth/session-cache.ts).
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(1000).default(1000),
  /**
   * VERI*FACTU (docs/domains/till.md): AEAT's environment for the invoice QR and the sending
   * ('test' = AEAT's pre-production), whether records are sent ('on' prints "VERI*FACTU" on
   * invoices and sends each record through the job queue), the endpoint and the business's
   * certificate (PKCS#12 file and its password).
   */
  AEAT_ENVIRONMENT: z.enum(['test', 'production']).default('test'),
  FISCAL_SENDING: z.enum(['off', 'on']).default('off'),
  AEAT_ENDPOINT_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  AEAT_CERT_PATH: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  AEAT_CERT_PASSWORD: z.string().optional(),
  /**
   * The background queue (docs/domains/jobs.md): whether this process takes jobs (1, the default;
   * 0 = a web-only process, another one runs the workers) and how often an idle worker looks for
   * work (seconds, pg-boss polls).
   */
  JOB_WORKERS: z.enum(['0', '1']).default('1'),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /**
   * A fiscal record's send: retries after the first attempt before it waits among the dead letters
   * for a manager (default 8: about 4 to 8 hours of trying), and the first retry's wait in seconds
   * (doubling, with jitter).
   */
  FISCAL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(8),
  FISCAL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
});

function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export type TEnv = z.infer<typeof ZEnv> & { dataDir: string; timeZone: string };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): TEnv {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    dataDir: resolve(env.DATA_DIR),
    timeZone: env.APP_TIMEZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}
