import { z } from 'zod';
import { ZId } from '../common/id';
import { ZLine, ZOptionalText, ZSecret } from '../common/text';

export const ROLES = ['admin', 'manager', 'receptionist', 'vet', 'groomer', 'employee'] as const;
export const ZRole = z.enum(ROLES, { message: 'user.roleRequired' });
export type TRole = z.infer<typeof ZRole>;

/** Roles allowed to manage staff users and see Settings (docs/spec/product-spec.md §6; enforced on the server). */
export const USER_ADMIN_ROLES = ['admin', 'manager'] as const satisfies readonly TRole[];

export function canManageUsers(role: TRole | null | undefined): boolean {
  return role === 'admin' || role === 'manager';
}

/** The role a new user form starts with (docs/spec/product-spec.md §1). */
export const DEFAULT_FORM_ROLE: TRole = 'employee';

const ZUsername = ZLine('user.usernameRequired')
  .min(1, { message: 'user.usernameRequired' })
  .max(50, { message: 'user.usernameTooLong' })
  .regex(/^[A-Za-z0-9._-]+$/, { message: 'user.usernameFormat' });

const ZName = ZOptionalText(100, 'user.nameTooLong');

/** Kept exactly as typed (not trimmed); control characters are refused like in any text. */
const ZNewPassword = ZSecret('user.passwordRequired')
  .min(1, { message: 'user.passwordRequired' })
  .min(8, { message: 'user.passwordTooShort' })
  .max(200, { message: 'user.passwordTooLong' });

/** Blank or absent keeps the current password (docs/spec/product-spec.md §3). */
const ZOptionalPassword = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  ZSecret()
    .min(8, { message: 'user.passwordTooShort' })
    .max(200, { message: 'user.passwordTooLong' })
    .optional(),
);

export const ZUserCreateInput = z.object({
  username: ZUsername,
  password: ZNewPassword,
  name: ZName,
  role: ZRole,
});
export type TUserCreateInput = z.infer<typeof ZUserCreateInput>;

export const ZUserUpdateFields = z.object({
  name: ZName,
  role: ZRole,
  password: ZOptionalPassword,
  /** Accepted only when unchanged: usernames are read-only after creation. */
  username: ZLine().optional(),
});
export const ZUserUpdateInput = ZUserUpdateFields.extend({ id: ZId });
export type TUserUpdateInput = z.infer<typeof ZUserUpdateInput>;

export const ZUser = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string().nullable(),
  role: ZRole,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;
