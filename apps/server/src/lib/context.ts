// What every service call receives: the database and who is acting.
import type { TRole } from '@pawdesk/domain';
import type { PrismaClient } from '../db/prisma';

export interface Actor {
  id: string;
  username: string;
  role: TRole;
}

export interface ServiceContext {
  prisma: PrismaClient;
  actor: Actor;
}
