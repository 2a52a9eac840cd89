// Staff users: create, change, delete, with the rules of docs/contract/rest-contract.md (Users).
import {
  auditStateOf,
  isId,
  secretChange,
  type TRole,
  type TUser,
  type TUserCreateInput,
  type TUserUpdateInput,
} from '@pawdesk/domain';
import { hashPassword } from '../../auth/password';
import type { PrismaClient } from '../../db/prisma';
import type { Db } from '../../db/tx';
import { DomainError } from '../../errors/domain-error';
import { isUniqueViolation } from '../../errors/prisma-errors';
import type { ServiceContext } from '../../lib/context';
import { recordChange } from '../audit';

/** The start of a user's event (the account is named by its username). */
const userAudit = (ctx: ServiceContext, action: 'create' | 'update' | 'delete', user: TUser) => ({
  actor: ctx.actor,
  action,
  entity: 'user' as const,
  entityId: user.id,
  label: user.username,
});
/** A user's fields as its events compare them: username, name, role; never the password or its hash. */
const userState = (user: TUser) => auditStateOf(user);
/** A password set or changed: recorded by name only, never a value or a hash. */
const PASSWORD_CHANGE = [secretChange('password')];

/** Never select the password hash by accident: every read goes through this. */
export const USER_SELECT = {
  id: true,
  username: true,
  name: true,
  role: true,
  createdAt: true,
  updatedAt: true,
} as const;

type UserRow = {
  id: string;
  username: string;
  name: string | null;
  role: TRole;
  createdAt: Date;
  updatedAt: Date;
};

export function toUserDto(row: UserRow): TUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listUsers(ctx: ServiceContext): Promise<TUser[]> {
  const rows = await ctx.prisma.$queryRaw<UserRow[]>`
    SELECT id::text AS id, username, name, role::text AS role, created_at AS "createdAt", updated_at AS "updatedAt"
      FROM users ORDER BY username COLLATE "es-x-icu", id`; // Spanish order, as every name list (db/collation.ts)
  return rows.map(toUserDto);
}

export async function getUser(ctx: ServiceContext, id: string): Promise<TUser> {
  const row = isId(id) ? await ctx.prisma.user.findUnique({ where: { id }, select: USER_SELECT }) : null;
  if (!row) throw new DomainError('NOT_FOUND', 'user.notFound');
  return toUserDto(row);
}

/**
 * Whether another user has this username in any case: `lower(username) = lower(input)`, the
 * expression of the unique index users_lower_username_key. Plain equality, never LIKE, so
 * 'kno_n' is free when 'known' exists.
 */
async function usernameTaken(prisma: PrismaClient, username: string): Promise<boolean> {
  const found = await prisma.$queryRaw<{ id: string }[]>`
    SELECT id::text AS id FROM users WHERE lower(username) = lower(${username}) LIMIT 1`;
  return found.length > 0;
}

export async function createUser(ctx: ServiceContext, input: TUserCreateInput): Promise<TUser> {
  if (ctx.actor.role === 'manager' && input.role === 'admin') {
    throw new DomainError('FORBIDDEN', 'user.managerCannotTouchAdmin');
  }
  if (await usernameTaken(ctx.prisma, input.username))
    throw new DomainError('CONFLICT', 'user.usernameTaken');
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.prisma.$transaction(async (tx) => {
      const created = toUserDto(
        await tx.user.create({
          data: { username: input.username, name: input.name ?? null, role: input.role, passwordHash },
          select: USER_SELECT,
        }),
      );
      await recordChange(tx, userAudit(ctx, 'create', created), null, userState(created), {
        extra: PASSWORD_CHANGE,
      });
      return created;
    });
  } catch (error) {
    // Two receptionists creating the same username at once: the unique index decides.
    if (isUniqueViolation(error)) throw new DomainError('CONFLICT', 'user.usernameTaken');
    throw error;
  }
}

export async function updateUser(ctx: ServiceContext, input: TUserUpdateInput): Promise<TUser> {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const row = await ctx.prisma.$transaction(async (tx) => {
    // Locked, so the event's "before" is what this change replaces.
    if (isId(input.id)) await tx.$executeRaw`SELECT 1 FROM users WHERE id = ${input.id}::uuid FOR UPDATE`;
    const current = await tx.user.findUnique({ where: { id: input.id }, select: USER_SELECT });
    if (!current) throw new DomainError('NOT_FOUND', 'user.notFound');
    if (input.username !== undefined && input.username !== current.username) {
      throw new DomainError('BAD_REQUEST', 'user.cannotChangeUsername');
    }
    if (ctx.actor.role === 'manager' && (current.role === 'admin' || input.role === 'admin')) {
      throw new DomainError('FORBIDDEN', 'user.managerCannotTouchAdmin');
    }
    // Only an admin sets another manager's password (a manager who could would log in as them)
    // or role (demoting, resetting and promoting again would be the same thing in three steps).
    if (
      ctx.actor.role === 'manager' &&
      current.role === 'manager' &&
      current.id !== ctx.actor.id &&
      (passwordHash !== undefined || input.role !== current.role)
    ) {
      throw new DomainError('FORBIDDEN', 'user.managerCannotTouchManager');
    }
    if (current.role === 'admin' && input.role !== 'admin') await assertAnotherAdmin(tx, current.id);
    // A new password ends every session of the user: tokens carry the version they were
    // issued with, and userFromToken refuses an older one.
    const updated = toUserDto(
      await tx.user.update({
        where: { id: input.id },
        data: {
          name: input.name ?? null,
          role: input.role,
          ...(passwordHash ? { passwordHash, tokenVersion: { increment: 1 } } : {}),
        },
        select: USER_SELECT,
      }),
    );
    await recordChange(
      tx,
      userAudit(ctx, 'update', updated),
      userState(toUserDto(current)),
      userState(updated),
      {
        extra: passwordHash ? PASSWORD_CHANGE : [],
      },
    );
    return updated;
  });
  return row;
}

export async function deleteUser(ctx: ServiceContext, id: string, reason?: string): Promise<{ id: string }> {
  if (!isId(id)) throw new DomainError('NOT_FOUND', 'user.notFound');
  if (id === ctx.actor.id) throw new DomainError('CONFLICT', 'user.cannotDeleteSelf');
  await ctx.prisma.$transaction(async (tx) => {
    const current = await tx.user.findUnique({ where: { id }, select: USER_SELECT });
    if (!current) throw new DomainError('NOT_FOUND', 'user.notFound');
    if (ctx.actor.role === 'manager' && current.role === 'admin') {
      throw new DomainError('FORBIDDEN', 'user.managerCannotTouchAdmin');
    }
    if (current.role === 'admin') await assertAnotherAdmin(tx, current.id);
    await tx.user.delete({ where: { id } });
    const before = toUserDto(current);
    await recordChange(tx, { ...userAudit(ctx, 'delete', before), reason }, userState(before), null);
  });
  return { id };
}

/** Locks every admin row, so two admins removing each other at once cannot leave none. */
async function assertAnotherAdmin(tx: Db, leavingId: string): Promise<void> {
  const admins = await tx.$queryRaw<
    { id: string }[]
  >`SELECT id::text AS id FROM users WHERE role = 'admin' FOR UPDATE`;
  if (!admins.some((a) => a.id !== leavingId)) throw new DomainError('CONFLICT', 'user.lastAdmin');
}
