// The daycare's part of the audit log: a package and a visit as their events compare them (the
// API's fields, the dog and the package by id), the start of each event, and the events of a
// dog's packages and visits when the dog is deleted and takes them with it.
import { auditStateOf, type TAuditAction, type TDaycarePackage, type TDaycareVisit } from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import type { Db } from '../../db/tx';
import type { ServiceContext } from '../../lib/context';
import { type AuditEventInput, type RemovalCause, removedWithEvent } from '../audit';
import { selectPackages } from './packages.service';
import { selectVisits } from './visits.dto';

type Ctx = ServiceContext & { now: () => Date };

const packageLabel = (p: TDaycarePackage) => `of ${p.dog.name}`;
const visitLabel = (v: TDaycareVisit) => `of ${v.dog.name} on ${v.date}`;

/** The start of a package's event: who, what, which package, when. */
export function packageAudit(ctx: Ctx, action: TAuditAction, pkg: TDaycarePackage) {
  return {
    actor: ctx.actor,
    action,
    entity: 'daycare-package' as const,
    entityId: pkg.id,
    label: packageLabel(pkg),
    at: ctx.now(),
  };
}
/** A package's fields (its badge follows from the days left, so it is left out). */
packageAudit.state = (pkg: TDaycarePackage) => auditStateOf(pkg, { ignore: ['status'] });

/** The start of a visit's event; `detail` says what a status change was ('checked in'). */
export function visitAudit(ctx: Ctx, action: TAuditAction, visit: TDaycareVisit, detail?: string) {
  return {
    actor: ctx.actor,
    action,
    entity: 'daycare-visit' as const,
    entityId: visit.id,
    label: visitLabel(visit),
    at: ctx.now(),
    ...(detail ? { detail } : {}),
  };
}
/** A visit's fields: the dog and the package by id, the times, notes, status. */
visitAudit.state = (visit: TDaycareVisit) => auditStateOf(visit);

/** The `delete` events of the dog's visits and packages, which deleting the dog removes. */
export async function dogDaycareRemovals(
  tx: Db,
  dogId: string,
  cause: RemovalCause,
): Promise<AuditEventInput[]> {
  const visits = await selectVisits(tx, Prisma.sql`v.dog_id = ${dogId}::uuid`);
  const packages = await selectPackages(tx, Prisma.sql`p.dog_id = ${dogId}::uuid`);
  return [
    ...visits.map((v) => removedWithEvent(cause, 'daycare-visit', v.id, visitLabel(v), visitAudit.state(v))),
    ...packages.map((p) =>
      removedWithEvent(cause, 'daycare-package', p.id, packageLabel(p), packageAudit.state(p)),
    ),
  ];
}
