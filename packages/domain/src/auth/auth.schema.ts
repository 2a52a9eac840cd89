import { z } from 'zod';
import { ZLine } from '../common/text';
import { ZRole } from '../users/user.schema';

/**
 * Longer than any username that can exist (50 for users, the first admin's from the environment
 * aside), and short enough that a spray of huge names cannot bloat the throttle's keys.
 */
export const LOGIN_USERNAME_MAX = 200;

export const ZLoginInput = z.object({
  username: ZLine('auth.usernameRequired')
    .min(1, { message: 'auth.usernameRequired' })
    .max(LOGIN_USERNAME_MAX, { message: 'auth.usernameTooLong' }),
  /**
   * Only compared with a stored hash, never stored or looked up, so any string is taken: a
   * wrong one (control characters included) is the same 401 as any other wrong password.
   */
  password: z.string({ message: 'auth.passwordRequired' }).min(1, { message: 'auth.passwordRequired' }),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

export const ZSessionUser = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string().nullable(),
  role: ZRole,
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZLoginResult = z.object({ token: z.string(), user: ZSessionUser });
export type TLoginResult = z.infer<typeof ZLoginResult>;

/** docs/spec/product-spec.md §4: a stored token that is not a string or is shorter than this is invalid. */
export const TOKEN_MIN_LENGTH = 10;

export function isUsableToken(token: unknown): token is string {
  return typeof token === 'string' && token.length >= TOKEN_MIN_LENGTH;
}
