// Login: argon2 verification, throttling (see auth/login-throttle.ts for the policy), JWT
// issuance, and the user behind a token.
import {
  AUDIT_UNKNOWN_USER_ID,
  auditStateOf,
  auditSummary,
  secretChange,
  type TLoginInput,
  type TLoginResult,
  type TRole,
  type TSessionUser,
} from '@pawdesk/domain';
import type { FailedLoginLog } from '../../auth/failed-logins';
import {
  admitLoginAccount,
  admitLoginAddress,
  type LoginThrottle,
  loginLimits,
  loginSucceeded,
  type ThrottleVerdict,
} from '../../auth/login-throttle';
import { burnVerification, hashPassword, verifyPassword } from '../../auth/password';
import { type KeptSessions, type SessionRow, sessionKey } from '../../auth/session-cache';
import type { TokenService, TokenSession } from '../../auth/tokens';
import { type PrismaClient, readRows } from '../../db/prisma';
import { DomainError } from '../../errors/domain-error';
import { recordChange, recordEvent } from '../audit';

export interface AuthDeps {
  prisma: PrismaClient;
  tokens: TokenService;
  throttle: LoginThrottle;
  /** Where failed logins on existing accounts are counted (the managers' Today board). */
  failedLogins?: FailedLoginLog;
  /** LOGIN_MAX_ATTEMPTS: per (username, address) pair; an address gets 4x as many. */
  maxAttempts: number;
  /** LOGIN_ACCOUNT_MAX_ATTEMPTS: per username over all addresses; unset = 20 x maxAttempts. */
  accountMaxAttempts?: number | undefined;
}

interface LoginRow {
  /** lower(input): the canonical form of the username, the throttle's account key. */
  account: string;
  id: string | null;
  username: string | null;
  name: string | null;
  role: TRole | null;
  passwordHash: string | null;
  tokenVersion: number | null;
}

/**
 * The user a login names, compared as `lower(username) = lower(input)`: plain equality
 * regardless of case (never LIKE, so '%', '_' and '\' are ordinary characters) on the unique
 * index users_lower_username_key. Also answers PostgreSQL's lower(input), so the throttle
 * counts every spelling that reaches one account under one key.
 */
async function findLoginUser(prisma: PrismaClient, username: string): Promise<LoginRow> {
  // PostgreSQL text cannot hold NUL; no username contains one.
  if (username.includes('\0')) {
    return {
      account: username.toLowerCase(),
      id: null,
      username: null,
      name: null,
      role: null,
      passwordHash: null,
      tokenVersion: null,
    };
  }
  const rows = await prisma.$queryRaw<LoginRow[]>`
    SELECT lower(${username}) AS account, u.id::text AS id, u.username, u.name, u.role::text AS role,
           u.password_hash AS "passwordHash", u.token_version AS "tokenVersion"
    FROM (SELECT 1) AS one
    LEFT JOIN users u ON lower(u.username) = lower(${username})`;
  const row = rows[0];
  if (!row) throw new Error('login lookup returned no row');
  return row;
}

/**
 * A refused login in the audit log (action login-failed, record the user the username names, or
 * AUDIT_UNKNOWN_USER_ID when none): the username as typed and the address, never the password.
 * Written for every attempt whose password was checked (wrong password, unknown username); the
 * throttle's refusals (429) are counted for the Today board instead, so a flood of them costs
 * the database nothing.
 */
async function recordFailedLogin(
  deps: AuthDeps,
  found: LoginRow,
  username: string,
  ip: string,
): Promise<void> {
  await recordEvent(deps.prisma, {
    actor: null,
    action: 'login-failed',
    entity: 'user',
    entityId: found.id ?? AUDIT_UNKNOWN_USER_ID,
    summary: auditSummary('login-failed', 'user', JSON.stringify(username), { detail: `from ${ip}` }),
    // PostgreSQL text holds no NUL; such a username names nobody anyway.
    context: { username: username.replaceAll('\0', '\uFFFD'), address: ip },
  });
}

export async function login(deps: AuthDeps, input: TLoginInput, ip: string): Promise<TLoginResult> {
  // Each attempt is counted before the (slow) password check, so a burst of concurrent
  // guesses is cut off at the limit instead of all being checked; an address over its limit
  // is refused before the database is asked anything.
  const limits = loginLimits(deps.maxAttempts, deps.accountMaxAttempts);
  const tooMany = (verdict: ThrottleVerdict) =>
    new DomainError('TOO_MANY_REQUESTS', 'auth.tooManyAttempts', { retryAfter: verdict.retryAfterSeconds });
  const byAddress = await admitLoginAddress(deps.throttle, limits, ip);
  if (!byAddress.allowed) throw tooMany(byAddress);
  const found = await findLoginUser(deps.prisma, input.username);
  // A failure on an existing account (refused, or the wrong password) is counted for managers.
  const failed = async () => {
    if (found.id !== null) await deps.failedLogins?.record(found.id);
  };
  const byAccount = await admitLoginAccount(deps.throttle, limits, found.account, ip);
  if (!byAccount.allowed) {
    await failed();
    throw tooMany(byAccount);
  }
  const { id, username, name, role, passwordHash, tokenVersion } = found;
  if (id === null || username === null || role === null || passwordHash === null || tokenVersion === null) {
    // An unknown username costs the time of a real check, so timing tells nothing.
    await burnVerification(input.password);
    await recordFailedLogin(deps, found, input.username, ip);
    throw new DomainError('UNAUTHORIZED', 'auth.invalidCredentials');
  }
  if (!(await verifyPassword(passwordHash, input.password))) {
    await failed();
    await recordFailedLogin(deps, found, input.username, ip);
    throw new DomainError('UNAUTHORIZED', 'auth.invalidCredentials');
  }
  await loginSucceeded(deps.throttle, found.account, ip);
  const sessionUser: TSessionUser = { id, username, name, role };
  const token = await deps.tokens.sign({ sub: id, username, role, ver: tokenVersion });
  return { token, user: sessionUser };
}

/**
 * The user behind a token, read afresh, or as the app keeps it a moment (AppDeps `sessions`, a
 * store of the app's kept values: at most SESSION_CACHE_MS, only while the live feed listens,
 * forgotten by any write of `users`), so a changed role or a deleted account counts within a
 * second, and at once when changed through this process; a token issued before the user's last
 * password change (an older "ver") is refused.
 */
export async function sessionFromToken(
  deps: Pick<AuthDeps, 'prisma' | 'tokens'> & { sessions?: KeptSessions },
  token: string,
): Promise<TokenSession | null> {
  const claims = await deps.tokens.verify(token);
  if (!claims) return null;
  const read = async () => {
    const [row] = await readRows<SessionRow>(deps.prisma)`
      SELECT id::text AS id, username, name, role::text AS role, token_version AS "tokenVersion"
      FROM users WHERE id = ${claims.sub}::uuid`;
    return row ?? null;
  };
  // The user as the app keeps it a moment (auth/session-cache.ts), or read afresh.
  const user = deps.sessions
    ? await deps.sessions.get(sessionKey(claims.sub, claims.ver), read)
    : await read();
  if (!user || user.tokenVersion !== claims.ver) return null;
  return {
    user: { id: user.id, username: user.username, name: user.name, role: user.role },
    expiresAt: claims.exp * 1000,
    tokenVersion: claims.ver,
  };
}

export async function userFromToken(
  deps: Pick<AuthDeps, 'prisma' | 'tokens'>,
  token: string,
): Promise<TSessionUser | null> {
  return (await sessionFromToken(deps, token))?.user ?? null;
}

/** Whether a session read earlier still holds: its user exists with the same token version. */
export async function sessionStillValid(prisma: PrismaClient, session: TokenSession): Promise<boolean> {
  const user = await prisma.user.findUnique({
    where: { id: session.user.id },
    select: { tokenVersion: true },
  });
  return user !== null && user.tokenVersion === session.tokenVersion && Date.now() < session.expiresAt;
}

/** Creates the first admin on an empty database. Returns the generated password, if one was. */
export async function ensureFirstAdmin(
  prisma: PrismaClient,
  opts: { username: string; password?: string | undefined },
): Promise<{ created: boolean; generatedPassword?: string }> {
  if ((await prisma.user.count()) > 0) return { created: false };
  const generatedPassword = opts.password ? undefined : generatePassword();
  const password = opts.password ?? generatedPassword!;
  const passwordHash = await hashPassword(password);
  try {
    // The account and its `create` event (by nobody: the server at its first start) commit together.
    await prisma.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: { username: opts.username, name: 'Administrator', role: 'admin', passwordHash },
        select: { id: true, username: true, name: true, role: true },
      });
      await recordChange(
        tx,
        { actor: null, action: 'create', entity: 'user', entityId: user.id, label: user.username },
        null,
        auditStateOf(user),
        { extra: [secretChange('password')] },
      );
    });
  } catch {
    // Another process created it at the same moment.
    return { created: false };
  }
  return generatedPassword ? { created: true, generatedPassword } : { created: true };
}

function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
