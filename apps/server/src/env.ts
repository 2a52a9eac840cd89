// The environment, parsed once. A bad setting stops the server at boot with a clear message.
import { resolve } from 'node:path';
import { z } from 'zod';

const ZLogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

const ZEnv = z
  .object({
    NODE_ENV: z.string().default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /**
     * A session connection to the same database, for what needs one (docs/operations.md): the
     * change feed's LISTEN and the migrations' advisory lock. Set it when DATABASE_URL goes through
     * PgBouncer in transaction mode; unset = DATABASE_URL.
     */
    DIRECT_DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DIRECT_DATABASE_URL must be a postgres:// or postgresql:// URL')
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
     * certificate (PKCS#12 file and its password), and another CA to trust (PEM).
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
    /** Another certificate authority to trust for the endpoint (PEM; a test endpoint or a proxy). */
    AEAT_CA_PATH: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
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
    /**
     * Where dog pictures are kept (docs/storage.md): 'folder' = DATA_DIR/uploads/dogs (one server);
     * 's3' = S3-compatible object storage (several processes or machines), with the S3_* settings.
     */
    PICTURE_STORE: z.enum(['folder', 's3']).default('folder'),
    /** The store's URL; unset = AWS S3 itself (from S3_REGION). */
    S3_ENDPOINT: z
      .string()
      .url('S3_ENDPOINT must be a URL such as https://s3.eu-west-1.amazonaws.com')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)',
      )
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** Both, or neither (then the AWS SDK's own chain: AWS_* variables, an instance role). */
    S3_ACCESS_KEY_ID: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_SECRET_ACCESS_KEY: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** 'true': http://host/bucket/key (MinIO, most self-hosted stores); 'false': http://bucket.host/key. */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', ''])
      .default('false')
      .transform((v) => v === 'true'),
    /**
     * Behind a load balancer (docs/operations.md): at SIGTERM the process answers not-ready on
     * /api/health/ready but goes on serving for this long, so the balancer's checks notice and stop
     * sending before the drain refuses requests (0 = drain at once, the single-process default;
     * about 2 checks' interval plus a margin behind HAProxy: docker/haproxy.cfg).
     */
    DRAIN_NOTICE_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    /**
     * A name for this process, sent as the X-Served-By header of every answer when set (which
     * process of a cluster answered: the cluster tests and benchmark); unset = no header.
     */
    SERVED_BY: z
      .string()
      .regex(
        /^[A-Za-z0-9._-]{1,64}$/,
        'SERVED_BY must be 1 to 64 letters, digits, dots, dashes or underscores',
      )
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .refine(
    (env) => env.PICTURE_STORE !== 's3' || env.S3_BUCKET !== undefined,
    'PICTURE_STORE=s3 needs S3_BUCKET (and, except on AWS S3 itself, S3_ENDPOINT)',
  )
  .refine(
    (env) => Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY),
    "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the AWS SDK's own credentials)",
  );

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
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.length > 0 ? `${i.path.join('.')}: ` : ''}${i.message}`,
    );
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    dataDir: resolve(env.DATA_DIR),
    timeZone: env.APP_TIMEZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}
