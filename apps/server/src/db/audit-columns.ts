// Who created and last changed a row (created_by_id, updated_by_id on every business table): the
// columns that read them and the `{ id, username }` the answers carry.
import { Prisma } from './prisma';

/** Audit user columns of a timeline row (`cu`/`uu` joined on created_by_id/updated_by_id). */
export const AUDIT_USER_COLUMNS = Prisma.sql`
  cu.id::text AS "createdById", cu.username AS "createdByUsername",
  uu.id::text AS "updatedById", uu.username AS "updatedByUsername"`;

export interface AuditUserRow {
  createdById: string | null;
  createdByUsername: string | null;
  updatedById: string | null;
  updatedByUsername: string | null;
}

/** The audit user of a row (`createdBy`, `updatedBy`): `{ id, username }`, or null when gone. */
export function auditRef(
  id: string | null,
  username: string | null,
): { id: string; username: string } | null {
  return id ? { id, username: username ?? '' } : null;
}

/**
 * The acting user's name as a row keeps it ("called by Ana Ruiz"): the user's name, or the
 * username when there is none; NULL for no user (an empty id: a script).
 */
export function actorNameSql(userId: string | null): Prisma.Sql {
  return userId
    ? Prisma.sql`(SELECT coalesce(nullif(btrim(u.name), ''), u.username) FROM users u WHERE u.id = ${userId}::uuid)`
    : Prisma.sql`NULL::text`;
}
