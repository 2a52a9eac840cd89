// Database failures that a request can legitimately cause (a uniqueness clash, a row that
// vanished, an overlap the exclusion constraint refused) become DomainErrors, never 500s.
import { Prisma } from '../db/prisma';
import { DomainError } from './domain-error';

const PG_CONFLICT_CODES = new Set(['23505', '23P01', '23503']);
/** 40001 serialization failure, 40P01 deadlock: two changes at once; trying again works. */
const PG_SERIALIZATION_CODES = new Set(['40001', '40P01']);

/** True when a unique index refused the write (two people creating the same thing at once). */
export function isUniqueViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'P2002' || allPgCodes(error).includes('23505');
}

/**
 * Values PostgreSQL cannot take. Text: 22021 invalid byte sequence (a NUL), 22P05 untranslatable
 * character / unsupported Unicode escape (\u0000 in JSON). Other input: 22P02 invalid text
 * representation (a malformed uuid), 22001 value too long, 54000 a value too large for an index
 * row. The schemas refuse these first (common/text.ts, common/id.ts); this is the safety net,
 * and the cause is the client's input, so a 400.
 */
const PG_INVALID_TEXT_CODES = new Set(['22021', '22P05']);
/**
 * Dates PostgreSQL cannot take: 22007 invalid datetime format, 22008 datetime field overflow
 * (year 0000, month 13), 22009 invalid time zone displacement (an offset past ±15:59, or a year
 * past 9999 written '+275760-...'), 22015 interval field overflow. The schemas refuse dates
 * outside 1900-01-01…2200-12-31 first (common/date-input.ts); this is the second line.
 */
const PG_INVALID_DATE_CODES = new Set(['22007', '22008', '22009', '22015']);
/**
 * Other data exceptions a request's values can cause: 22003 numeric value out of range, 22011
 * substring error, 22018 invalid character value for cast, 22019 / 22025 invalid escape
 * character / sequence, 2201B invalid regular expression, 2201W / 2201X invalid LIMIT / OFFSET,
 * 22026 string data length mismatch. (Class 22 codes that only a wrong query can cause, such as
 * 22012 division by zero or 22004 null not allowed, stay 500s: they are our bugs.)
 */
const PG_INVALID_INPUT_CODES = new Set([
  '22P02',
  '22001',
  '54000',
  '22003',
  '22011',
  '22018',
  '22019',
  '22025',
  '2201B',
  '2201W',
  '2201X',
  '22026',
]);

/**
 * Every SQLSTATE-like code anywhere in the error. Prisma nests the driver's under meta: a raw
 * query that failed is Prisma's P2010 with PostgreSQL's code in meta.driverAdapterError.cause, so
 * the first code found is not enough.
 */
function allPgCodes(error: unknown, depth = 0, into: string[] = []): string[] {
  if (!error || typeof error !== 'object' || depth > 5) return into;
  const e = error as { code?: unknown; originalCode?: unknown; cause?: unknown; meta?: unknown };
  for (const c of [e.originalCode, e.code])
    if (typeof c === 'string' && /^[0-9A-Z]{5}$/.test(c)) into.push(c);
  const meta = e.meta as { code?: unknown; driverAdapterError?: unknown } | undefined;
  if (meta && typeof meta === 'object') {
    if (typeof meta.code === 'string') into.push(meta.code);
    allPgCodes(meta.driverAdapterError, depth + 1, into);
  }
  return allPgCodes(e.cause, depth + 1, into);
}

/** True when an exclusion constraint refused the write (23P01: two hotel stays of one dog overlap). */
export function isExclusionViolation(error: unknown): boolean {
  return allPgCodes(error).includes('23P01');
}

/** The 400 for a value the database refused as text or input, or null for any other error. */
export function invalidInputError(error: unknown): DomainError | null {
  const codes = allPgCodes(error);
  if (codes.some((code) => PG_INVALID_TEXT_CODES.has(code))) {
    return new DomainError('BAD_REQUEST', 'common.invalidCharacters');
  }
  if (codes.some((code) => PG_INVALID_DATE_CODES.has(code))) {
    return new DomainError('BAD_REQUEST', 'common.dateOutOfRange');
  }
  if (codes.some((code) => PG_INVALID_INPUT_CODES.has(code))) {
    return new DomainError('BAD_REQUEST', 'common.invalidInput');
  }
  return null;
}

export function fromDatabaseError(error: unknown): DomainError | null {
  if (isConnectionError(error)) return databaseUnavailable();
  const invalid = invalidInputError(error);
  if (invalid) return invalid;
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === 'P2002') return new DomainError('CONFLICT', 'common.alreadyExists');
    if (error.code === 'P2025' || error.code === 'P2001')
      return new DomainError('NOT_FOUND', 'common.notFound');
    if (error.code === 'P2003') return new DomainError('CONFLICT', 'common.relatedRecord');
    if (error.code === 'P2034') return new DomainError('CONFLICT', 'common.changedMeanwhile');
  }
  // Raw queries (P2010) and driver errors: PostgreSQL's own code, wherever Prisma put it.
  const codes = allPgCodes(error);
  if (codes.some((code) => PG_CONFLICT_CODES.has(code))) {
    return new DomainError('CONFLICT', 'common.conflictsWithData');
  }
  if (codes.some((code) => PG_SERIALIZATION_CODES.has(code))) {
    return new DomainError('CONFLICT', 'common.changedMeanwhile');
  }
  return null;
}

// --- The database is away (crashed, restarting, shutting down, unreachable) ---------------
// Not the request's fault and not a bug: 503 with Retry-After on REST and SERVICE_UNAVAILABLE
// on tRPC, never a 500 or a 401.

/** Seconds a client should wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

export function databaseUnavailable(): DomainError {
  return new DomainError('UNAVAILABLE', 'common.databaseUnavailable', {
    retryAfter: DATABASE_RETRY_AFTER_SECONDS,
  });
}

/** Prisma's own codes for "can't reach / lost the server / timed out / pool exhausted". */
const PRISMA_CONNECTION_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** What @prisma/adapter-pg calls a lost or unreachable server. */
const ADAPTER_CONNECTION_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300 too many connections, class 08 connection exceptions. */
const PG_CONNECTION_CODE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** pg and pg-pool signal these with plain Errors and no code. */
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Can't reach database server|server closed the connection unexpectedly|the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)|terminating connection due to/i;

/** True when the error means the database cannot be reached now, at any depth of causes. */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as {
    code?: unknown;
    originalCode?: unknown;
    kind?: unknown;
    message?: unknown;
    cause?: unknown;
    meta?: { driverAdapterError?: unknown };
  };
  if (typeof e.code === 'string') {
    if (PRISMA_CONNECTION_CODES.has(e.code) || SOCKET_CODES.has(e.code) || PG_CONNECTION_CODE.test(e.code))
      return true;
  }
  if (typeof e.originalCode === 'string' && PG_CONNECTION_CODE.test(e.originalCode)) return true;
  if (typeof e.kind === 'string' && ADAPTER_CONNECTION_KINDS.has(e.kind)) return true;
  if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
  return (
    isConnectionError(e.cause, depth + 1) ||
    isConnectionError((e.meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError, depth + 1)
  );
}
