// HS256 JWTs signed and verified by jose. When verifying, the algorithm is pinned; exp, iat and
// sub are required; sub must be a user id (a UUID); a token may live at most the configured
// lifetime (JWT_TTL) however far away its exp is, and may not be issued in the future (both
// with a small clock skew); and the claim "ver" (the user's token version, 0 when absent)
// must be a non-negative integer. Only the exact compact JWS form is read: three base64url
// segments without padding, each the canonical spelling of its bytes (jose, through Node's
// lenient base64 decoder, would also take a trailing '=' or other bits in the last character).
// Anything else is "no token" (401), never an error.

import type { TSessionUser } from '@pawdesk/domain';
import { isId, type TRole, ZRole } from '@pawdesk/domain';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  sub: string;
  username: string;
  role: TRole;
  /** The user's token version when the token was issued (users.token_version). */
  ver: number;
}

/** A verified token's claims, with when it expires (seconds since the epoch, JWT's `exp`). */
export type VerifiedClaims = TokenClaims & { exp: number };

export interface TokenService {
  /** `ver` defaults to 0, the version of a user whose password never changed. */
  sign(claims: Omit<TokenClaims, 'ver'> & { ver?: number }): Promise<string>;
  verify(token: string): Promise<VerifiedClaims | null>;
}

/** Clocks of several servers may disagree this much (seconds). */
export const CLOCK_SKEW_SECONDS = 30;

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** '30m', '12h', '7d' (the JWT_TTL format) in seconds. */
export function ttlSeconds(ttl: string): number {
  const match = /^(\d+)([smhd])$/.exec(ttl);
  if (!match) throw new Error(`Invalid token lifetime: ${ttl}`);
  return Number(match[1]) * UNIT_SECONDS[match[2] as keyof typeof UNIT_SECONDS];
}

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * True for a token in the exact compact JWS form: three base64url segments, no padding, nothing
 * around them, and each segment the one spelling its bytes encode to (a last character whose
 * unused bits are not zero decodes to the same bytes, so it would be a second spelling).
 */
export function isCompactJws(token: string): boolean {
  if (!COMPACT_JWS.test(token)) return false;
  return token
    .split('.')
    .every((segment) => Buffer.from(segment, 'base64url').toString('base64url') === segment);
}

export function createTokenService(secret: string, ttl: string): TokenService {
  const key = new TextEncoder().encode(secret);
  const lifetime = ttlSeconds(ttl);
  return {
    sign: (claims) =>
      new SignJWT({ username: claims.username, role: claims.role, ver: claims.ver ?? 0 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key),
    async verify(token) {
      if (!isCompactJws(token)) return null;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'sub'],
          // Refuses an iat older than the lifetime or in the future (beyond the skew).
          maxTokenAge: lifetime,
          clockTolerance: CLOCK_SKEW_SECONDS,
        });
        const { sub, username, iat, exp } = payload;
        const role = ZRole.safeParse(payload.role);
        const ver = payload.ver === undefined ? 0 : payload.ver;
        if (
          typeof sub !== 'string' ||
          !isId(sub) ||
          typeof username !== 'string' ||
          !role.success ||
          typeof iat !== 'number' ||
          typeof exp !== 'number' ||
          // A token promising to live longer than any this server issues was not issued here.
          !(exp - iat <= lifetime + CLOCK_SKEW_SECONDS) ||
          typeof ver !== 'number' ||
          !Number.isSafeInteger(ver) ||
          ver < 0
        )
          return null;
        return { sub, username, role: role.data, ver, exp };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}

/** What a valid token gives a request: its user, and what a long-lived stream must re-check. */
export interface TokenSession {
  user: TSessionUser;
  /** When the token expires (ms since the epoch). */
  expiresAt: number;
  /** The users.token_version the token was issued with. */
  tokenVersion: number;
}
