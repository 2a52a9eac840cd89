// Test factories of vaccinations: a record written straight to the table (its coverage kept as the
// service keeps it), the rules of a service, and the days around today.
import { addDays, businessToday, type TVaccinationMode, type TVaccinationService } from '@pawdesk/domain';
import type { AppDeps } from '../../app-deps';
import { refreshCoverage } from './records.service';

export function vaccinationFixtures(deps: Pick<AppDeps, 'prisma' | 'env'>) {
  const prisma = deps.prisma;
  const today = () => businessToday(deps.env.timeZone);
  return {
    today,
    /** Today plus `n` days (negative: before). */
    day: (n: number) => addDays(today(), n),
    /** A record of the vaccine (by code), given `givenOn`, covering through `expiresOn`. */
    async record(dogId: string, code: string, expiresOn: string, givenOn = addDays(today(), -200)) {
      const vaccine = await prisma.vaccine.findUniqueOrThrow({ where: { code }, select: { id: true } });
      const row = await prisma.dogVaccination.create({
        data: {
          dogId,
          vaccineId: vaccine.id,
          givenOn: new Date(`${givenOn}T00:00:00Z`),
          expiresOn: new Date(`${expiresOn}T00:00:00Z`),
        },
      });
      await refreshCoverage(prisma, [dogId]);
      return row;
    },
    /** Every vaccine the defaults ask for, valid for a year. */
    async fullyVaccinated(dogId: string) {
      for (const code of ['rabies', 'dhppi-l', 'bordetella'])
        await this.record(dogId, code, addDays(today(), 365));
    },
    /** Sets a service's rule. */
    async rule(service: TVaccinationService, mode: TVaccinationMode, diseases?: string[]) {
      await prisma.vaccinationRequirement.update({
        where: { service },
        data: { mode, ...(diseases ? { diseases } : {}) },
      });
    },
  };
}

/**
 * Every service's rule off: for tests of other subjects (package days, the shape of a booking),
 * whose dogs have no vaccination records and whose answers would otherwise carry the default warn
 * mode's `warnings`. The warnings themselves are tested in vaccinations.enforcement.test.ts.
 */
export async function vaccinationRulesOff(prisma: AppDeps['prisma']): Promise<void> {
  await prisma.vaccinationRequirement.updateMany({ data: { mode: 'off' } });
}
