// Test data for the kennels tests: uniquely named kennels made through the kennels service (as a
// manager), and the daycare's capacity set straight in the settings row.
import { ZKennelInput } from '@pawdesk/domain';
import type { AppDeps } from '../../app-deps';
import type { ServiceContext } from '../../lib/context';
import { uniqueWord } from '../dogs/dogs.fixtures';
import { kennelsContext } from './kennels.context';
import { createKennel } from './kennels.service';

export function kennelFixtures(deps: AppDeps, actor: { id: string; username: string }) {
  const svc: ServiceContext = { prisma: deps.prisma, actor: { ...actor, role: 'admin' } };
  return {
    /** A kennel (default: standard, 1 dog, active) with a unique name. */
    kennel: (opts: { name?: string; type?: string; capacity?: number; active?: boolean } = {}) =>
      createKennel(
        kennelsContext(svc, deps),
        ZKennelInput.parse({ name: opts.name ?? `Kennel ${uniqueWord()}`, ...opts }),
      ),
    /** `count` kennels of `capacity` each. */
    async kennels(count: number, opts: { type?: string; capacity?: number } = {}) {
      const made = [];
      for (let i = 0; i < count; i++) made.push(await this.kennel(opts));
      return made;
    },
    /** Sets the daycare's capacity (null: no limit). */
    daycareCapacity: (capacity: number | null) =>
      deps.prisma.$executeRaw`UPDATE settings SET daycare_capacity = ${capacity}::int WHERE id = 1`,
  };
}
