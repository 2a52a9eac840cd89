import type { TRole } from '@pawdesk/domain';
import type { ReactNode } from 'react';
import { NotAllowed } from './not-allowed';

/** The UI side of role checks; the server enforces the same rule on every call. */
export function RequireRole({
  role,
  roles,
  children,
}: {
  role: TRole;
  roles: readonly TRole[];
  children: ReactNode;
}) {
  return roles.includes(role) ? children : <NotAllowed />;
}
