// The vaccine catalogue (any logged-in user reads it, managers edit it). A change of what a
// vaccine covers rewrites the coverage of every dog with a record of it, in the same transaction.
import { isId, sortDiseases, type TVaccine, type TVaccineUpdateInput } from '@pawdesk/domain';
import type { Db } from '../../db/tx';
import { TX_OPTIONS } from '../../db/tx';
import { DomainError } from '../../errors/domain-error';
import type { ServiceContext } from '../../lib/context';
import { recordChange } from '../audit';
import { refreshCoverage } from './records.service';

const SELECT = {
  id: true,
  code: true,
  nameEs: true,
  nameEn: true,
  covers: true,
  validityMonths: true,
} as const;
type VaccineRow = {
  id: string;
  code: string;
  nameEs: string;
  nameEn: string;
  covers: string[];
  validityMonths: number;
};

const toVaccineDto = (row: VaccineRow): TVaccine => ({
  id: row.id,
  code: row.code,
  name: { es: row.nameEs, en: row.nameEn },
  covers: sortDiseases(row.covers),
  validityMonths: row.validityMonths,
});

/** The catalogue by code. */
export async function listVaccines(ctx: Pick<ServiceContext, 'prisma'>): Promise<TVaccine[]> {
  const rows = await ctx.prisma.vaccine.findMany({ select: SELECT, orderBy: [{ code: 'asc' }] });
  return rows.map(toVaccineDto);
}

async function vaccineIn(db: Db, id: string): Promise<TVaccine> {
  const row = isId(id) ? await db.vaccine.findUnique({ where: { id }, select: SELECT }) : null;
  if (!row) throw new DomainError('NOT_FOUND', 'vaccinations.vaccineNotFound');
  return toVaccineDto(row);
}

/** Changes a vaccine's names, diseases or validity (its code stays); the records keep their expiries. */
export async function updateVaccine(ctx: ServiceContext, input: TVaccineUpdateInput): Promise<TVaccine> {
  const { id, name, covers, validityMonths } = input;
  return ctx.prisma.$transaction(async (tx) => {
    const before = await vaccineIn(tx, id);
    await tx.$executeRaw`SELECT 1 FROM vaccines WHERE id = ${id}::uuid FOR UPDATE`;
    await tx.vaccine.update({
      where: { id },
      data: {
        ...(name ? { nameEs: name.es, nameEn: name.en } : {}),
        ...(covers ? { covers } : {}),
        ...(validityMonths !== undefined ? { validityMonths } : {}),
        updatedAt: new Date(),
      },
      select: { id: true },
    });
    const after = await vaccineIn(tx, id);
    if (covers && covers.join() !== before.covers.join()) {
      const dogs = await tx.dogVaccination.findMany({
        where: { vaccineId: id },
        select: { dogId: true },
        distinct: ['dogId'],
      });
      await refreshCoverage(
        tx,
        dogs.map((d) => d.dogId),
      );
    }
    // The catalogue is no record type of its own: its changes are `setting` events, per vaccine.
    await recordChange(
      tx,
      { actor: ctx.actor, action: 'update', entity: 'setting', entityId: id, label: `vaccine ${after.code}` },
      { ...before },
      { ...after },
    );
    return after;
  }, TX_OPTIONS);
}
