// Everything the server needs from outside, built once at boot (or by a test).

import type { LoginThrottle } from './auth/login-throttle';
import type { TokenService } from './auth/tokens';
import type { PrismaClient } from './db/prisma';
import type { TEnv } from './env';
import type { AuthDeps } from './modules/auth/auth.service';

export interface AppDeps {
  env: TEnv;
  prisma: PrismaClient;
  tokens: TokenService;
  throttle: LoginThrottle;
  auth: AuthDeps;
}

export function createAppDeps(opts: {
  env: TEnv;
  prisma: PrismaClient;
  tokens: TokenService;
  throttle: LoginThrottle;
}): AppDeps {
  return {
    ...opts,
    auth: {
      prisma: opts.prisma,
      tokens: opts.tokens,
      throttle: opts.throttle,
      maxAttempts: opts.env.LOGIN_MAX_ATTEMPTS,
    },
  };
}
