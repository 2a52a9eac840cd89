import type { TRole } from '@pawdesk/domain';

/** What the user screens need of a user (a subset of users.list's rows). */
export interface UserRow {
  id: string;
  username: string;
  name: string | null;
  role: TRole;
}
