// Login: argon2 verification, throttling per IP and per username, JWT issuance.
import type { TLoginInput, TLoginResult, TSessionUser } from '@pawdesk/domain';
import type { LoginThrottle } from '../../auth/login-throttle';
import { burnVerification, hashPassword, verifyPassword } from '../../auth/password';
import type { TokenService } from '../../auth/tokens';
import type { PrismaClient } from '../../db/prisma';
import { DomainError } from '../../errors/domain-error';

export interface AuthDeps {
  prisma: PrismaClient;
  tokens: TokenService;
  throttle: LoginThrottle;
  maxAttempts: number;
}

/** An IP may fail more often than one username: an office shares one address. */
const IP_LIMIT_FACTOR = 4;

export async function login(deps: AuthDeps, input: TLoginInput, ip: string): Promise<TLoginResult> {
  const userKey = `user:${input.username.toLowerCase()}`;
  const ipKey = `ip:${ip}`;
  // Each attempt is counted before the (slow) password check, so a burst of concurrent
  // guesses is cut off at the limit instead of all being checked.
  for (const [key, limit] of [
    [ipKey, deps.maxAttempts * IP_LIMIT_FACTOR],
    [userKey, deps.maxAttempts],
  ] as const) {
    const verdict = await deps.throttle.consume(key, limit);
    if (!verdict.allowed) {
      throw new DomainError('TOO_MANY_REQUESTS', 'auth.tooManyAttempts', {
        retryAfter: verdict.retryAfterSeconds,
      });
    }
  }

  // Usernames are unique regardless of case, so 'Maria' may log in as 'maria'.
  const user = await deps.prisma.user.findFirst({
    where: { username: { equals: input.username, mode: 'insensitive' } },
    select: { id: true, username: true, name: true, role: true, passwordHash: true },
  });
  if (!user) {
    // An unknown username costs the time of a real check, so timing tells nothing.
    await burnVerification(input.password);
    throw new DomainError('UNAUTHORIZED', 'auth.invalidCredentials');
  }
  if (!(await verifyPassword(user.passwordHash, input.password)))
    throw new DomainError('UNAUTHORIZED', 'auth.invalidCredentials');
  await Promise.all([deps.throttle.reset(userKey), deps.throttle.forgiveOne(ipKey)]);
  const sessionUser: TSessionUser = {
    id: user.id,
    username: user.username,
    name: user.name,
    role: user.role,
  };
  const token = await deps.tokens.sign({ sub: user.id, username: user.username, role: user.role });
  return { token, user: sessionUser };
}

/** The user behind a token, read afresh so a changed role or a deleted account counts at once. */
export async function userFromToken(
  deps: Pick<AuthDeps, 'prisma' | 'tokens'>,
  token: string,
): Promise<TSessionUser | null> {
  const claims = await deps.tokens.verify(token);
  if (!claims) return null;
  const user = await deps.prisma.user.findUnique({
    where: { id: claims.sub },
    select: { id: true, username: true, name: true, role: true },
  });
  return user ?? null;
}

/** Creates the first admin on an empty database. Returns the generated password, if one was. */
export async function ensureFirstAdmin(
  prisma: PrismaClient,
  opts: { username: string; password?: string | undefined },
): Promise<{ created: boolean; generatedPassword?: string }> {
  if ((await prisma.user.count()) > 0) return { created: false };
  const generatedPassword = opts.password ? undefined : generatePassword();
  const password = opts.password ?? generatedPassword!;
  try {
    await prisma.user.create({
      data: {
        username: opts.username,
        name: 'Administrator',
        role: 'admin',
        passwordHash: await hashPassword(password),
      },
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
