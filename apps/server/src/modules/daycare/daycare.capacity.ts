// The daycare's capacity (issue 24; docs/domains/kennels.md): `daycareCapacity` in the settings
// (null: no limit) counts the dogs checked in now. A check-in beyond it is a 409 "Daycare is full
// today" unless a manager overrides with a reason (an `override` event). The count runs under the
// daycare's transaction-scoped lock, taken after the dog's, so two desks checking in the last
// place count one after the other. The occupancy of the next weeks counts each day's visits
// (the expected ones included) against it.
import {
  auditSummary,
  canOverrideCapacity,
  daysFrom,
  messageEn,
  type TDaycareOccupancyDay,
  type TOccupancyInput,
} from '@pawdesk/domain';
import type { Db } from '../../db/tx';
import { DomainError } from '../../errors/domain-error';
import type { Actor } from '../../lib/context';
import { recordEvent } from '../audit';
import { daycareCapacity } from '../settings';
import type { DaycareContext } from './daycare.context';
import { visitStatusWhere } from './visits.dto';

export interface DaycareCapacityGate {
  override: { reason: string; dogs: number; capacity: number } | null;
}

/**
 * In a check-in's transaction, before the visit becomes active: refuses it when the dogs checked in
 * now fill the capacity, unless a manager sent `override` (anyone else sending one: 403).
 */
export async function checkDaycareCapacity(
  tx: Db,
  actor: Pick<Actor, 'role'>,
  override: { reason: string } | undefined,
): Promise<DaycareCapacityGate> {
  if (override && !canOverrideCapacity(actor.role))
    throw new DomainError('FORBIDDEN', 'kennels.overrideForbidden');
  const capacity = await daycareCapacity(tx);
  if (capacity === null) return { override: null };
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended('daycare-capacity', 0))`;
  const [row] = await tx.$queryRaw<{ dogs: number }[]>`
    SELECT count(*)::int AS dogs FROM daycare_visits WHERE ${visitStatusWhere('active', 'daycare_visits')}`;
  const dogs = row?.dogs ?? 0;
  if (dogs + 1 <= capacity) return { override: null };
  if (!override) throw new DomainError('CONFLICT', 'daycare.full');
  return { override: { reason: override.reason, dogs, capacity } };
}

/** Writes the `override` event of a full daycare let through by a manager (the check-in's transaction). */
export async function recordDaycareOverride(
  tx: Db,
  actor: Pick<Actor, 'id' | 'username'>,
  gate: DaycareCapacityGate,
  record: { entityId: string; label: string; at?: Date },
): Promise<void> {
  if (!gate.override) return;
  await recordEvent(tx, {
    actor,
    action: 'override',
    entity: 'daycare-visit',
    entityId: record.entityId,
    summary: auditSummary('override', 'daycare-visit', record.label, { detail: messageEn('daycare.full') }),
    changes: [{ field: 'daycareCapacity', from: gate.override.capacity, to: gate.override.dogs + 1 }],
    reason: gate.override.reason,
    ...(record.at ? { at: record.at } : {}),
  });
}

/** GET /api/daycare/occupancy, daycare.occupancy: each day's dogs (visits, expected ones included). */
export async function daycareOccupancy(
  ctx: DaycareContext,
  range: TOccupancyInput,
): Promise<TDaycareOccupancyDay[]> {
  const [rows, capacity] = await Promise.all([
    ctx.prisma.$queryRaw<{ date: string; dogs: number }[]>`
      SELECT date::text AS date, count(DISTINCT dog_id)::int AS dogs
        FROM daycare_visits
       WHERE date BETWEEN ${range.from}::date AND ${range.to}::date
       GROUP BY date`,
    daycareCapacity(ctx.prisma),
  ]);
  const byDay = new Map(rows.map((r) => [r.date, r.dogs]));
  return daysFrom(range.from, range.to).map((date) => ({ date, dogs: byDay.get(date) ?? 0, capacity }));
}
