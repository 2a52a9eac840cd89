// Database failures that a request can legitimately cause (a uniqueness clash, a row that
// vanished, an overlap the exclusion constraint refused) become DomainErrors, never 500s.
import { Prisma } from '../db/prisma';
import { DomainError } from './domain-error';

const PG_CONFLICT_CODES = new Set(['23505', '23P01', '23503']);

/** True when a unique index refused the write (two people creating the same thing at once). */
export function isUniqueViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'P2002' || findPgCode(error) === '23505';
}

export function fromDatabaseError(error: unknown): DomainError | null {
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === 'P2002') return new DomainError('CONFLICT', 'This record already exists');
    if (error.code === 'P2025' || error.code === 'P2001')
      return new DomainError('NOT_FOUND', 'common.notFound');
    if (error.code === 'P2003')
      return new DomainError('CONFLICT', 'A related record is missing or still in use');
    if (error.code === 'P2034')
      return new DomainError('CONFLICT', 'Another change happened at the same time. Please try again.');
  }
  const pgCode = findPgCode(error);
  if (pgCode && PG_CONFLICT_CODES.has(pgCode)) {
    return new DomainError('CONFLICT', 'This change conflicts with existing data');
  }
  if (pgCode === '40001' || pgCode === '40P01') {
    return new DomainError('CONFLICT', 'Another change happened at the same time. Please try again.');
  }
  return null;
}

function findPgCode(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 4) return undefined;
  const e = error as { code?: unknown; originalCode?: unknown; cause?: unknown; meta?: { code?: unknown } };
  for (const c of [e.originalCode, e.code, e.meta?.code]) {
    if (typeof c === 'string' && /^[0-9A-Z]{5}$/.test(c)) return c;
  }
  return findPgCode(e.cause, depth + 1);
}
