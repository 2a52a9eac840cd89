// The vaccinations' part of the audit log: a record as its events compare it (the API's fields,
// the vaccine by id), the start of each event, the `override` event of a refused moment of
// service let through by a manager, and the events of a dog's records when the dog is deleted
// and takes them with it.
import {
  auditStateOf,
  auditSummary,
  type TAuditAction,
  type TDisease,
  type TVaccinationRecord,
} from '@pawdesk/domain';
import type { Db } from '../../db/tx';
import type { ServiceContext } from '../../lib/context';
import { type AuditEventInput, type RemovalCause, removedWithEvent } from '../audit';
import { RECORD_SELECT, toRecordDto } from './records.dto';

const recordLabel = (r: TVaccinationRecord, dogName: string) =>
  `${r.vaccine.code} of ${dogName} (${r.givenOn})`;

/** The start of a record's event: who, what, which record. */
export function recordAudit(
  ctx: Pick<ServiceContext, 'actor'>,
  action: TAuditAction,
  record: TVaccinationRecord,
  dogName: string,
) {
  return {
    actor: ctx.actor,
    action,
    entity: 'vaccination' as const,
    entityId: record.id,
    label: recordLabel(record, dogName),
  };
}
/** A record's fields: the vaccine by id, the days, batch, who gave it, verified, notes. */
recordAudit.state = (record: TVaccinationRecord) => auditStateOf(record);

/**
 * The event of a due item's call mark (markCalled), on the dog: `update` of the dog with the change
 * `vaccinationCall.<disease>` from/to when it was called (null: not called), the expiry in the summary.
 */
export function reminderAudit(
  ctx: Pick<ServiceContext, 'actor'>,
  item: { dog: string; dogName: string; disease: TDisease; expiresOn: string; called: boolean },
  from: Date | null,
  to: Date | null,
): AuditEventInput {
  return {
    actor: ctx.actor,
    action: 'update',
    entity: 'dog',
    entityId: item.dog,
    changes: [
      {
        field: `vaccinationCall.${item.disease}`,
        from: from?.toISOString() ?? null,
        to: to?.toISOString() ?? null,
      },
    ],
    summary: auditSummary('update', 'dog', item.dogName, {
      detail: `${item.called ? 'owner called' : 'call undone'} about ${item.disease} (expires ${item.expiresOn})`,
    }),
  };
}

/** The `delete` events of the dog's records, which deleting the dog removes. */
export async function dogVaccinationRemovals(
  tx: Db,
  dogId: string,
  cause: RemovalCause,
): Promise<AuditEventInput[]> {
  const rows = await tx.dogVaccination.findMany({
    where: { dogId },
    select: { ...RECORD_SELECT, dog: { select: { name: true } } },
    orderBy: [{ givenOn: 'asc' }, { id: 'asc' }],
  });
  return rows.map((row) => {
    const record = toRecordDto(row);
    return removedWithEvent(
      cause,
      'vaccination',
      record.id,
      recordLabel(record, row.dog.name),
      recordAudit.state(record),
    );
  });
}
