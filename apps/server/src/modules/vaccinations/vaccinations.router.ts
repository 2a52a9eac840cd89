// tRPC procedures of vaccinations (docs/contract/rest-contract-business.md, "Vaccinations"). Thin:
// each parses with the domain's schema, calls the same service as the REST route, and answers.
// The catalogue and the rules are changed by managers; everything else by any logged-in user.
import {
  VACCINATION_MANAGER_ROLES,
  ZCompliance,
  ZComplianceInput,
  ZComplianceMany,
  ZComplianceManyInput,
  ZDeleteInput,
  ZDogVaccinationsInput,
  ZDueInput,
  ZDuePage,
  ZDueReminder,
  ZMarkCalledInput,
  ZVaccinationCreateInput,
  ZVaccinationRecord,
  ZVaccinationRecordList,
  ZVaccinationRulesDto,
  ZVaccinationRulesUpdate,
  ZVaccinationUpdateInput,
  ZVaccine,
  ZVaccineList,
  ZVaccineUpdateInput,
} from '@pawdesk/domain';
import { z } from 'zod';
import type { ServiceContext } from '../../lib/context';
import type { Context } from '../../trpc/context';
import { protectedProcedure, roleProcedure, router } from '../../trpc/trpc';
import { dogCompliance, manyCompliance } from './compliance.service';
import { listDue } from './due.service';
import { createRecord, deleteRecord, listDogRecords, updateRecord } from './records.service';
import { markCalled } from './reminders.service';
import { getRules, updateRules } from './rules.service';
import { vaccinationsContext } from './vaccinations.context';
import { listVaccines, updateVaccine } from './vaccines.service';

const vaccinations = (ctx: Context & { svc: ServiceContext }) => vaccinationsContext(ctx.svc, ctx.deps);
const managers = () => roleProcedure(...VACCINATION_MANAGER_ROLES);

export const vaccinationsRouter = router({
  catalogue: router({
    list: protectedProcedure.output(ZVaccineList).query(({ ctx }) => listVaccines(ctx.svc)),
    update: managers()
      .input(ZVaccineUpdateInput)
      .output(ZVaccine)
      .mutation(({ ctx, input }) => updateVaccine(ctx.svc, input)),
  }),
  records: router({
    /** The dog's records, newest given first. */
    forDog: protectedProcedure
      .input(ZDogVaccinationsInput)
      .output(ZVaccinationRecordList)
      .query(({ ctx, input }) => listDogRecords(ctx.svc, input.dog)),
    create: protectedProcedure
      .input(ZVaccinationCreateInput)
      .output(ZVaccinationRecord)
      .mutation(({ ctx, input }) => createRecord(vaccinations(ctx), input)),
    update: protectedProcedure
      .input(ZVaccinationUpdateInput)
      .output(ZVaccinationRecord)
      .mutation(({ ctx, input }) => updateRecord(vaccinations(ctx), input)),
    delete: protectedProcedure
      .input(ZDeleteInput)
      .output(z.object({ id: z.string() }))
      .mutation(({ ctx, input }) => deleteRecord(ctx.svc, input.id, input.reason)),
  }),
  rules: router({
    get: protectedProcedure.output(ZVaccinationRulesDto).query(({ ctx }) => getRules(ctx.svc)),
    update: managers()
      .input(ZVaccinationRulesUpdate)
      .output(ZVaccinationRulesDto)
      .mutation(({ ctx, input }) => updateRules(ctx.svc, input)),
  }),
  due: router({
    /** Expired or expiring within `within` days, soonest first, by cursor. */
    list: protectedProcedure
      .input(ZDueInput)
      .output(ZDuePage)
      .query(({ ctx, input }) => listDue(vaccinations(ctx), input)),
  }),
  /** A due item's owner called (`called: true`, the first caller kept) or the mark undone; its note. */
  markCalled: protectedProcedure
    .input(ZMarkCalledInput)
    .output(ZDueReminder.nullable())
    .mutation(({ ctx, input }) => markCalled(vaccinations(ctx), input)),
  /** A dog's compliance for a service over from…to (default today). */
  check: protectedProcedure
    .input(ZComplianceInput)
    .output(ZCompliance)
    .query(({ ctx, input }) => dogCompliance(vaccinations(ctx), input)),
  /** Up to 200 dogs' compliance for a service (the pickers' and the board's shields). */
  checkMany: protectedProcedure
    .input(ZComplianceManyInput)
    .output(ZComplianceMany)
    .query(({ ctx, input }) => manyCompliance(vaccinations(ctx), input)),
});
