// A dog's vaccination records (docs/contract/rest-contract-business.md, "Vaccinations"): entered at
// the desk from the owner's card, or recorded automatically (verified) when a vet exam of this
// practice gives a vaccine. Every write keeps the dog's coverage by disease (dog_vaccine_coverage)
// and writes its audit event, in one transaction, with the dog's records locked.
import {
  expiryFromValidity,
  isId,
  messageEn,
  type TVaccinationBody,
  type TVaccinationCreateInput,
  type TVaccinationRecord,
  type TVaccinationsMessageKey,
  type TVaccinationUpdateInput,
} from '@pawdesk/domain';
import { type Db, lockRecords, TX_OPTIONS } from '../../db/tx';
import { DomainError } from '../../errors/domain-error';
import type { ServiceContext } from '../../lib/context';
import { recordChange } from '../audit';
import { dateOf, RECORD_SELECT, toRecordDto } from './records.dto';
import { recordAudit } from './vaccinations.audit';
import { type VaccinationsContext, vaccinationsToday } from './vaccinations.context';

const fieldError = (path: string, key: TVaccinationsMessageKey) =>
  new DomainError('BAD_REQUEST', key, { details: [{ path, message: messageEn(key), key }] });
const dogNotFound = () => new DomainError('NOT_FOUND', 'vaccinations.dogNotFound');
const recordNotFound = () => new DomainError('NOT_FOUND', 'vaccinations.recordNotFound');

/** Rewrites the dogs' coverage by disease from their records (run inside the write's transaction). */
export async function refreshCoverage(tx: Db, dogIds: readonly string[]): Promise<void> {
  if (dogIds.length === 0) return;
  const ids = [...new Set(dogIds)];
  await tx.$executeRaw`DELETE FROM dog_vaccine_coverage WHERE dog_id = ANY(${ids}::uuid[])`;
  await tx.$executeRaw`
    INSERT INTO dog_vaccine_coverage (dog_id, disease, expires_on)
    SELECT r.dog_id, d.disease, max(r.expires_on)
      FROM dog_vaccinations r
      JOIN vaccines v ON v.id = r.vaccine_id
     CROSS JOIN LATERAL unnest(v.covers) AS d(disease)
     WHERE r.dog_id = ANY(${ids}::uuid[])
     GROUP BY r.dog_id, d.disease`;
}

/** The lock every write of a dog's records takes first (coverage is rewritten from them). */
export const lockDogRecords = (tx: Db, dogId: string) => lockRecords(tx, 'vaccinations-dog', [dogId]);

/** A vaccine of the catalogue by id or by code; 400 under `vaccine` when there is none. */
async function findVaccine(db: Db, ref: string) {
  const vaccine = await db.vaccine.findFirst({
    where: isId(ref) ? { OR: [{ id: ref }, { code: ref }] } : { code: ref },
    select: { id: true, validityMonths: true },
  });
  if (!vaccine) throw fieldError('vaccine', 'vaccinations.vaccineNotFound');
  return vaccine;
}

async function dogName(db: Db, dogId: string): Promise<string> {
  if (!isId(dogId)) throw dogNotFound();
  const dog = await db.dog.findUnique({ where: { id: dogId }, select: { name: true } });
  if (!dog) throw dogNotFound();
  return dog.name;
}

async function readRecord(db: Db, id: string): Promise<TVaccinationRecord> {
  const row = await db.dogVaccination.findUnique({ where: { id }, select: RECORD_SELECT });
  if (!row) throw recordNotFound();
  return toRecordDto(row);
}

/** The columns of a body: the vaccine resolved, the expiry from its validity unless given. */
async function columnsOf(ctx: VaccinationsContext, db: Db, body: TVaccinationBody) {
  if (body.givenOn > vaccinationsToday(ctx)) throw fieldError('givenOn', 'vaccinations.givenInFuture');
  const vaccine = await findVaccine(db, body.vaccine);
  const expiresOn = body.expiresOn ?? expiryFromValidity(body.givenOn, vaccine.validityMonths);
  return {
    vaccineId: vaccine.id,
    givenOn: dateOf(body.givenOn),
    expiresOn: dateOf(expiresOn),
    batch: body.batch ?? null,
    givenBy: body.givenBy ?? null,
    notes: body.notes ?? null,
  };
}

/** The dog's records, newest given first (404 for an unknown dog). */
export async function listDogRecords(ctx: ServiceContext, dogId: string): Promise<TVaccinationRecord[]> {
  await dogName(ctx.prisma, dogId);
  const rows = await ctx.prisma.dogVaccination.findMany({
    where: { dogId },
    select: RECORD_SELECT,
    orderBy: [{ givenOn: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
  });
  return rows.map(toRecordDto);
}

export async function createRecord(
  ctx: VaccinationsContext,
  input: TVaccinationCreateInput,
): Promise<TVaccinationRecord> {
  const { dog: dogId, ...body } = input;
  return ctx.prisma.$transaction(async (tx) => {
    const name = await dogName(tx, dogId);
    const columns = await columnsOf(ctx, tx, body);
    await lockDogRecords(tx, dogId);
    const actor = ctx.actor.id || null;
    const created = await tx.dogVaccination.create({
      data: { ...columns, dogId, verified: body.verified ?? false, createdById: actor, updatedById: actor },
      select: { id: true },
    });
    await refreshCoverage(tx, [dogId]);
    const after = await readRecord(tx, created.id);
    await recordChange(tx, recordAudit(ctx, 'create', after, name), null, recordAudit.state(after));
    return after;
  }, TX_OPTIONS);
}

/** Replaces a record's fields (`verified` absent keeps what it was). */
export async function updateRecord(
  ctx: VaccinationsContext,
  input: TVaccinationUpdateInput,
): Promise<TVaccinationRecord> {
  const { id, ...body } = input;
  if (!isId(id)) throw recordNotFound();
  return ctx.prisma.$transaction(async (tx) => {
    const current = await tx.dogVaccination.findUnique({ where: { id }, select: { dogId: true } });
    if (!current) throw recordNotFound();
    await lockDogRecords(tx, current.dogId);
    const before = await readRecord(tx, id);
    const columns = await columnsOf(ctx, tx, body);
    await tx.dogVaccination.update({
      where: { id },
      data: {
        ...columns,
        ...(body.verified !== undefined ? { verified: body.verified } : {}),
        updatedById: ctx.actor.id || null,
        updatedAt: new Date(),
      },
      select: { id: true },
    });
    await refreshCoverage(tx, [current.dogId]);
    const after = await readRecord(tx, id);
    const name = await dogName(tx, current.dogId);
    await recordChange(
      tx,
      recordAudit(ctx, 'update', after, name),
      recordAudit.state(before),
      recordAudit.state(after),
    );
    return after;
  }, TX_OPTIONS);
}

export async function deleteRecord(
  ctx: ServiceContext,
  id: string,
  reason?: string,
): Promise<{ id: string }> {
  if (!isId(id)) throw recordNotFound();
  await ctx.prisma.$transaction(async (tx) => {
    const current = await tx.dogVaccination.findUnique({ where: { id }, select: { dogId: true } });
    if (!current) throw recordNotFound();
    await lockDogRecords(tx, current.dogId);
    const before = await readRecord(tx, id);
    await tx.dogVaccination.delete({ where: { id } });
    await refreshCoverage(tx, [current.dogId]);
    const name = await dogName(tx, current.dogId);
    await recordChange(
      tx,
      { ...recordAudit(ctx, 'delete', before, name), reason },
      recordAudit.state(before),
      null,
    );
  }, TX_OPTIONS);
  return { id };
}

/** A vaccine given in a vet exam of this practice (the vet module calls this in its transaction). */
export interface ExamVaccine {
  /** A vaccine of the catalogue, by id or code. */
  vaccine: string;
  batch?: string | undefined;
  expiresOn?: string | undefined;
}

/**
 * Records the vaccines an exam gave as verified records of the dog, given on the appointment's
 * day by the vet (or whoever recorded the exam), linked to the appointment; one per vaccine and
 * appointment (giving it again in the same exam changes nothing). Returns the records written.
 */
export async function recordExamVaccines(
  tx: Db,
  ctx: Pick<VaccinationsContext, 'actor'>,
  exam: {
    appointmentId: string;
    dogId: string;
    day: string;
    givenBy: string | null;
    vaccines: readonly ExamVaccine[];
  },
): Promise<TVaccinationRecord[]> {
  if (exam.vaccines.length === 0) return [];
  await lockDogRecords(tx, exam.dogId);
  const name = await dogName(tx, exam.dogId);
  const actor = ctx.actor.id || null;
  const written: TVaccinationRecord[] = [];
  for (const given of exam.vaccines) {
    const vaccine = await findVaccine(tx, given.vaccine);
    const existing = await tx.dogVaccination.findFirst({
      where: { vetAppointmentId: exam.appointmentId, vaccineId: vaccine.id },
      select: { id: true },
    });
    if (existing) continue;
    const expiresOn = given.expiresOn ?? expiryFromValidity(exam.day, vaccine.validityMonths);
    if (expiresOn <= exam.day) throw fieldError('vaccines', 'vaccinations.expiryNotAfterGiven');
    const created = await tx.dogVaccination.create({
      data: {
        dogId: exam.dogId,
        vaccineId: vaccine.id,
        givenOn: dateOf(exam.day),
        expiresOn: dateOf(expiresOn),
        batch: given.batch ?? null,
        givenBy: exam.givenBy,
        verified: true,
        vetAppointmentId: exam.appointmentId,
        createdById: actor,
        updatedById: actor,
      },
      select: { id: true },
    });
    const after = await readRecord(tx, created.id);
    await recordChange(tx, recordAudit(ctx, 'create', after, name), null, recordAudit.state(after));
    written.push(after);
  }
  if (written.length) await refreshCoverage(tx, [exam.dogId]);
  return written;
}
