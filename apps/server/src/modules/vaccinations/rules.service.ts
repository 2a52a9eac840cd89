// The vaccination rules per service (daycare, hotel, grooming): a mode (off, warn, block) and
// the diseases asked for. Any logged-in user reads them; managers change them. A change is one
// `setting` event (the business settings' record, AUDIT_SETTINGS_ID) listing `<service>.mode` and
// `<service>.diseases` as they changed.
import {
  AUDIT_SETTINGS_ID,
  sortDiseases,
  type TVaccinationMode,
  type TVaccinationRule,
  type TVaccinationRulesDto,
  type TVaccinationRulesUpdate,
  type TVaccinationService,
  VACCINATION_RULE_DEFAULTS,
  VACCINATION_SERVICES,
} from '@pawdesk/domain';
import type { Db } from '../../db/tx';
import { TX_OPTIONS } from '../../db/tx';
import type { ServiceContext } from '../../lib/context';
import { recordChange } from '../audit';

async function readRules(db: Db): Promise<TVaccinationRulesDto> {
  const rows = await db.vaccinationRequirement.findMany({
    select: { service: true, mode: true, diseases: true },
  });
  const rules = structuredClone(VACCINATION_RULE_DEFAULTS);
  for (const row of rows) {
    if ((VACCINATION_SERVICES as readonly string[]).includes(row.service))
      rules[row.service as TVaccinationService] = {
        mode: row.mode as TVaccinationMode,
        diseases: sortDiseases(row.diseases),
      };
  }
  return rules;
}

export function getRules(ctx: Pick<ServiceContext, 'prisma'>): Promise<TVaccinationRulesDto> {
  return readRules(ctx.prisma);
}

/** One service's rule (the moment of service and the booking read only theirs). */
export async function ruleOf(db: Db, service: TVaccinationService): Promise<TVaccinationRule> {
  const row = await db.vaccinationRequirement.findUnique({
    where: { service },
    select: { mode: true, diseases: true },
  });
  if (!row) return VACCINATION_RULE_DEFAULTS[service];
  return { mode: row.mode as TVaccinationMode, diseases: sortDiseases(row.diseases) };
}

const flat = (rules: TVaccinationRulesDto) =>
  Object.fromEntries(
    VACCINATION_SERVICES.flatMap((s) => [
      [`${s}.mode`, rules[s].mode],
      [`${s}.diseases`, rules[s].diseases],
    ]),
  );

/** Replaces the rules of the services named (each whole); the others are kept. */
export async function updateRules(
  ctx: ServiceContext,
  change: TVaccinationRulesUpdate,
): Promise<TVaccinationRulesDto> {
  return ctx.prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM vaccination_requirements FOR UPDATE`;
    const before = await readRules(tx);
    for (const service of VACCINATION_SERVICES) {
      const rule = change[service];
      if (!rule) continue;
      await tx.vaccinationRequirement.upsert({
        where: { service },
        create: { service, mode: rule.mode, diseases: rule.diseases, updatedAt: new Date() },
        update: { mode: rule.mode, diseases: rule.diseases, updatedAt: new Date() },
        select: { service: true },
      });
    }
    const after = await readRules(tx);
    await recordChange(
      tx,
      { actor: ctx.actor, action: 'update', entity: 'setting', entityId: AUDIT_SETTINGS_ID, label: '' },
      flat(before),
      flat(after),
    );
    return after;
  }, TX_OPTIONS);
}
