// HS256 JWTs signed and verified by jose. When verifying, the algorithm is pinned; exp, iat and
// sub are required; sub must be a user id (a UUID); a token may live at most the configured
// lifetime (JWT_TTL) however far away its exp is, and may not be issued in the future (both
// with a small clock skew); and the claim "ver" (the user's token version, 0 when absent)
// must be a non-negative integer. Anything else is "no token" (401), never an error.

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
  return {
    sign: async (claims) =>
      new SignJWT({ username: claims.username, role: claims.role, ver: claims.ver ?? 0 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(await key),
    async verify(token) {
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
        return { sub, username, role: role.data, ver, exp };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
