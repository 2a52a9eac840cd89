// Whether a dog may have a service (docs/contract/rest-contract-business.md, "Vaccinations"): its
// coverage by disease (dog_vaccine_coverage, kept by every write of its records) against the
// service's rule, over the days of the service (a hotel stay: through its check-out day).
//
// Three callers: the dog's compliance (both APIs), a booking (hotel, grooming), which only warns,
// and the moment of service (daycare check-in, hotel check-in, grooming start), which in block
// mode refuses with 409 unless a manager overrides with a reason, kept on an `override` event.
import {
  auditSummary,
  coverage,
  isId,
  messageEn,
  sortDiseases,
  type TAuditEntity,
  type TCompliance,
  type TComplianceInput,
  type TComplianceMany,
  type TComplianceManyInput,
  type TCoverageRecord,
  type TDisease,
  type TVaccinationMode,
  type TVaccinationRule,
  type TVaccinationService,
  type TVaccinationWarning,
  VACCINATION_MANAGER_ROLES,
  VACCINATION_RULE_DEFAULTS,
} from '@pawdesk/domain';
import type { Db } from '../../db/tx';
import { DomainError } from '../../errors/domain-error';
import type { Actor } from '../../lib/context';
import { recordEvent } from '../audit';
import { dayOf } from './records.dto';
import { ruleOf } from './rules.service';
import { type VaccinationsContext, vaccinationsToday } from './vaccinations.context';

/** The dog's coverage by disease, as records of one disease each (the latest expiry of each). */
async function coverageRecords(db: Db, dogId: string): Promise<TCoverageRecord[]> {
  const rows = await db.dogVaccineCoverage.findMany({
    where: { dogId },
    select: { disease: true, expiresOn: true },
  });
  return rows.map((r) => ({ covers: [r.disease], expiresOn: dayOf(r.expiresOn) }));
}

/** The dog's compliance for a service over `from`…`to` (default: today). 404 for an unknown dog. */
export async function dogCompliance(ctx: VaccinationsContext, input: TComplianceInput): Promise<TCompliance> {
  if (
    !isId(input.dog) ||
    !(await ctx.prisma.dog.findUnique({ where: { id: input.dog }, select: { id: true } }))
  )
    throw new DomainError('NOT_FOUND', 'vaccinations.dogNotFound');
  const from = input.from ?? input.to ?? vaccinationsToday(ctx);
  const to = input.to ?? from;
  const rule = await ruleOf(ctx.prisma, input.service);
  if (rule.mode === 'off')
    return { service: input.service, mode: 'off', required: [], compliant: true, missing: [], expiring: [] };
  const result = coverage(await coverageRecords(ctx.prisma, input.dog), rule.diseases, from, to);
  return { service: input.service, mode: rule.mode, required: rule.diseases, ...result };
}

/** Many dogs' compliance for one service (the pickers' and the board's shields), in two queries. */
export async function manyCompliance(
  ctx: VaccinationsContext,
  input: TComplianceManyInput,
): Promise<TComplianceMany> {
  const from = input.from ?? input.to ?? vaccinationsToday(ctx);
  const to = input.to ?? from;
  const [rule, set] = await Promise.all([ruleOf(ctx.prisma, input.service), rulesSet(ctx.prisma)]);
  const asked = input.dogs.map((entry) =>
    typeof entry === 'string' ? { dog: entry, from, to } : { dog: entry.dog, from: entry.from, to: entry.to },
  );
  const ids = [...new Set(asked.map((entry) => entry.dog).filter(isId))];
  const rows =
    rule.mode === 'off' || ids.length === 0
      ? []
      : await ctx.prisma.dogVaccineCoverage.findMany({
          where: { dogId: { in: ids }, disease: { in: rule.diseases } },
          select: { dogId: true, disease: true, expiresOn: true },
        });
  const byDog = new Map<string, TCoverageRecord[]>();
  for (const r of rows) {
    const list = byDog.get(r.dogId) ?? [];
    list.push({ covers: [r.disease], expiresOn: dayOf(r.expiresOn) });
    byDog.set(r.dogId, list);
  }
  return {
    service: input.service,
    mode: rule.mode,
    rulesSet: set.has(input.service),
    dogs: asked.map((entry) => {
      if (rule.mode === 'off' || !isId(entry.dog)) return { dog: entry.dog, compliant: true, missing: [] };
      const { compliant, missing } = coverage(
        byDog.get(entry.dog) ?? [],
        rule.diseases,
        entry.from,
        entry.to,
      );
      return { dog: entry.dog, compliant, missing };
    }),
  };
}

/** A dog not covered for the service it is here for today (the board's to-do and shields). */
export interface VaccinationAlert {
  dogId: string;
  service: TVaccinationService;
  missing: TDisease[];
}

/**
 * The rules a business has changed from the shipped default (block mode, or other diseases than
 * the default warn asks for): the board's to-do and the shields follow only these, so a business
 * that never set rules keeps the spec's board and pickers as they were, while the default still
 * warns at a booking and a check-in (docs/domains/vaccinations.md, "On the board").
 */
export async function rulesSet(db: Db): Promise<Map<TVaccinationService, TVaccinationRule>> {
  const rows = await db.vaccinationRequirement.findMany({
    select: { service: true, mode: true, diseases: true },
  });
  const set = new Map<TVaccinationService, TVaccinationRule>();
  for (const row of rows) {
    const service = row.service as TVaccinationService;
    const rule = { mode: row.mode as TVaccinationMode, diseases: sortDiseases(row.diseases) };
    const shipped = VACCINATION_RULE_DEFAULTS[service];
    if (!shipped || rule.mode === 'off') continue;
    const asShipped =
      rule.mode === shipped.mode && rule.diseases.join() === sortDiseases([...shipped.diseases]).join();
    if (!asShipped) set.set(service, rule);
  }
  return set;
}

/**
 * Of the dogs due for a service (each with its days), those the service's rule, once the
 * business has changed it (rulesSet), finds not covered: the rules and every dog's coverage in two
 * queries, whatever the count.
 */
export async function serviceAlerts(
  db: Db,
  checks: readonly VaccinationCheck[],
): Promise<VaccinationAlert[]> {
  if (checks.length === 0) return [];
  const rules = await rulesSet(db);
  const ids = [...new Set(checks.filter((c) => rules.has(c.service)).map((c) => c.dogId))];
  const rows = ids.length
    ? await db.dogVaccineCoverage.findMany({
        where: { dogId: { in: ids } },
        select: { dogId: true, disease: true, expiresOn: true },
      })
    : [];
  const byDog = new Map<string, TCoverageRecord[]>();
  for (const r of rows) {
    const list = byDog.get(r.dogId) ?? [];
    list.push({ covers: [r.disease], expiresOn: dayOf(r.expiresOn) });
    byDog.set(r.dogId, list);
  }
  const alerts: VaccinationAlert[] = [];
  for (const check of checks) {
    const rule = rules.get(check.service);
    if (!rule || rule.diseases.length === 0) continue;
    const { missing } = coverage(
      byDog.get(check.dogId) ?? [],
      rule.diseases,
      check.from,
      check.to ?? check.from,
    );
    if (missing.length) alerts.push({ dogId: check.dogId, service: check.service, missing });
  }
  return alerts;
}

export interface VaccinationCheck {
  dogId: string;
  service: TVaccinationService;
  /** The first and last day of the service (a hotel stay: check-in and check-out days). */
  from: string;
  to?: string;
}

/**
 * The diseases the service's rule asks for and the dog lacks over the days (none when off): the
 * rule and the dog's coverage of the diseases it asks for in one round trip, so the check costs
 * a check-in about what reading the rule alone would.
 */
async function missingFor(db: Db, check: VaccinationCheck) {
  const [row] = await db.$queryRaw<
    { mode: TVaccinationMode; diseases: string[]; cover: { d: string; e: string }[] }[]
  >`
    SELECT r.mode, r.diseases,
           CASE WHEN r.mode = 'off' THEN '[]'::json ELSE
             (SELECT coalesce(json_agg(json_build_object('d', c.disease, 'e', to_char(c.expires_on, 'YYYY-MM-DD'))), '[]'::json)
                FROM dog_vaccine_coverage c
               WHERE c.dog_id = ${check.dogId}::uuid AND c.disease = ANY(r.diseases)) END AS cover
      FROM vaccination_requirements r WHERE r.service = ${check.service}`;
  const rule = row
    ? { mode: row.mode, diseases: sortDiseases(row.diseases) }
    : await ruleOf(db, check.service);
  if (rule.mode === 'off' || rule.diseases.length === 0)
    return { mode: rule.mode, missing: [] as TDisease[] };
  const records = row
    ? row.cover.map((c) => ({ covers: [c.d], expiresOn: c.e }))
    : await coverageRecords(db, check.dogId);
  const result = coverage(records, rule.diseases, check.from, check.to ?? check.from);
  return { mode: rule.mode, missing: result.missing };
}

const warningOf = (missing: TDisease[]): TVaccinationWarning[] =>
  missing.length ? [{ code: 'vaccinations', diseases: missing }] : [];

/** A booking (warn or block mode): the warnings it answers with; it is never refused. */
export async function bookingWarnings(db: Db, check: VaccinationCheck): Promise<TVaccinationWarning[]> {
  return warningOf((await missingFor(db, check)).missing);
}

/** What the moment of service decided: warnings to answer, and an override to record. */
export interface VaccinationGate {
  warnings: TVaccinationWarning[];
  /** Set when a manager let a refused dog in: write it with recordOverride once the record exists. */
  override: { reason: string; diseases: TDisease[] } | null;
}

/**
 * The moment of service (a check-in, a grooming start). Block mode with missing diseases: 409
 * "Vaccinations missing or expired: rabies, bordetella" (details name each disease), unless the
 * input carries a manager's `override: { reason }`. An override from anyone else is 403, in any
 * mode (the schema already refused a blank reason with 400). Warn mode: warnings.
 */
export async function checkAtService(
  db: Db,
  actor: Pick<Actor, 'role'>,
  check: VaccinationCheck & { override?: { reason: string } | undefined },
): Promise<VaccinationGate> {
  if (check.override && !(VACCINATION_MANAGER_ROLES as readonly string[]).includes(actor.role))
    throw new DomainError('FORBIDDEN', 'vaccinations.overrideForbidden');
  const { mode, missing } = await missingFor(db, check);
  if (missing.length === 0) return { warnings: [], override: null };
  if (mode === 'block') {
    if (!check.override) {
      const diseases = missing.join(', ');
      throw new DomainError('CONFLICT', 'vaccinations.missing', {
        params: { diseases },
        details: missing.map((disease) => ({ path: `vaccinations.${disease}`, message: disease })),
      });
    }
    return { warnings: warningOf(missing), override: { reason: check.override.reason, diseases: missing } };
  }
  return { warnings: warningOf(missing), override: null };
}

/** Writes the `override` event of a manager's override on the record let through (its transaction). */
export async function recordOverride(
  tx: Db,
  actor: Pick<Actor, 'id' | 'username'>,
  gate: VaccinationGate,
  record: { entity: TAuditEntity; entityId: string; label: string; at?: Date },
): Promise<void> {
  if (!gate.override) return;
  const detail = `${messageEn('vaccinations.missing').replace('{diseases}', gate.override.diseases.join(', '))}`;
  await recordEvent(tx, {
    actor,
    action: 'override',
    entity: record.entity,
    entityId: record.entityId,
    summary: auditSummary('override', record.entity, record.label, { detail }),
    changes: [{ field: 'vaccinations', from: null, to: gate.override.diseases }],
    reason: gate.override.reason,
    ...(record.at ? { at: record.at } : {}),
  });
}
