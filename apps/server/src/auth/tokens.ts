// HS256 JWTs signed and verified by jose; the algorithm is pinned and exp, iat, sub required.

import { type TRole, ZRole } from '@pawdesk/domain';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  sub: string;
  username: string;
  role: TRole;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string, ttl: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims) =>
      new SignJWT({ username: claims.username, role: claims.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const role = ZRole.safeParse(payload.role);
        if (typeof payload.sub !== 'string' || typeof payload.username !== 'string' || !role.success)
          return null;
        return { sub: payload.sub, username: payload.username, role: role.data };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
