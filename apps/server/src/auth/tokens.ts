// HS256 JWTs signed and verified by jose. When verifying, the algorithm is pinned; exp, iat and
// sub are required; sub must be a user id (a UUID); a token may live at most the configured
// lifetime (JWT_TTL) however far away its exp is, and may not be issued in the future (both
// with a small clock skew); and the claim "ver" (the user's token version, 0 when absent)
// must be a non-negative integer. Only the exact compact JWS form is read: three base64url
// segments without padding, each the canonical spelling of its bytes (jose, through Node's
// lenient base64 decoder, would also take a trailing '=' or other bits in the last character).
// Anything else is "no token" (401), never an error.
//
// A token's signature and claims are checked once per TokenService (the app's, AppDeps `tokens`;
// never a module global): the claims of a token that passed are remembered by its exact text (at
// most MAX_VERIFIED tokens), and each later use checks only what time can change, its expiry and
// its greatest age, as jose would (the same arithmetic). A token that was refused is never
// remembered. This is not a value read from the database (docs/decisions/0003, 0004): it is a pure
// function of the token's text and the key. Whether its user still accepts it (deleted, a new
// password, another role) is not the token's business: sessionFromToken asks on every request
// (the app's kept sessions, auth/session-cache.ts).

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

/** How many verified tokens a service keeps; past it, it forgets them all and starts afresh. */
export const MAX_VERIFIED = 10_000;

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
  // Imported once: given the raw bytes, jose would import them as a key on every call.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const lifetime = ttlSeconds(ttl);
  const verified = new Map<string, { claims: VerifiedClaims; iat: number; checkedAt: number }>();
  return {
    sign: async (claims) =>
      new SignJWT({ username: claims.username, role: claims.role, ver: claims.ver ?? 0 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(await key),
    async verify(token) {
      // jose's own clock: whole seconds.
      const now = Math.floor(Date.now() / 1000);
      const known = verified.get(token);
      if (known) {
        const { claims, iat, checkedAt } = known;
        // What time changes: jose refuses exp <= now - skew, and an age beyond lifetime + skew. (A
        // clock gone backwards since the check: verify afresh.)
        if (
          now >= checkedAt &&
          claims.exp > now - CLOCK_SKEW_SECONDS &&
          now - iat - CLOCK_SKEW_SECONDS <= lifetime
        )
          return claims;
        verified.delete(token);
        if (now >= checkedAt) return null;
      }
      // Only a token that passed this is ever remembered, so a remembered one needs no second look.
      if (!isCompactJws(token)) return null;
      try {
        const { payload } = await jwtVerify(token, await key, {
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
        const claims = { sub, username, role: role.data, ver, exp };
        if (verified.size >= MAX_VERIFIED) verified.clear();
        verified.set(token, { claims, iat, checkedAt: now });
        return claims;
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
