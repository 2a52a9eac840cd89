// REST routes of docs/contract/rest-contract-business.md ("Vaccinations"): the catalogue, a dog's
// records and compliance, the rules per service and the due list. Same schemas and services as
// tRPC. The due list answers the contract's array; the next page's cursor, when there is one, is
// the X-Next-Cursor header (pass it back as `cursor`).
import {
  messageEn,
  VACCINATION_MANAGER_ROLES,
  ZCompliance,
  ZComplianceQuery,
  ZDeleteReasonQuery,
  ZDueInput,
  ZDueItem,
  ZDueReminder,
  ZMarkCalledInput,
  ZVaccinationBody,
  ZVaccinationRecord,
  ZVaccinationRulesDto,
  ZVaccinationRulesUpdate,
  ZVaccine,
  ZVaccineUpdateBody,
} from '@pawdesk/domain';
import { z } from 'zod';
import { ZDeleted, ZIdParams } from '../../rest/common';
import { defineRoute, type RestRoute } from '../../rest/route';
import { dogCompliance } from './compliance.service';
import { listDue } from './due.service';
import { createRecord, deleteRecord, listDogRecords, updateRecord } from './records.service';
import { markCalled } from './reminders.service';
import { getRules, updateRules } from './rules.service';
import { vaccinationsContext } from './vaccinations.context';
import { listVaccines, updateVaccine } from './vaccines.service';

const tags = ['Vaccinations'];

export const vaccinationsRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/vaccines',
    summary: 'The vaccine catalogue: names, the diseases each covers, validity in months',
    tags,
    auth: true,
    response: { status: 200, description: 'Vaccines by code', schema: z.array(ZVaccine) },
    handler: ({ svc }) => listVaccines(svc),
  }),
  defineRoute({
    method: 'PUT',
    url: '/vaccines/:id',
    summary: "Change a vaccine's names, diseases or validity (managers; an addition to the contract)",
    tags,
    auth: VACCINATION_MANAGER_ROLES,
    params: ZIdParams,
    body: ZVaccineUpdateBody,
    response: { status: 200, description: 'The vaccine', schema: ZVaccine },
    handler: ({ svc, params, body }) => updateVaccine(svc, { ...body, id: params.id }),
  }),
  defineRoute({
    method: 'GET',
    url: '/dogs/:id/vaccinations',
    summary: "A dog's vaccination records, newest given first",
    tags,
    auth: true,
    params: ZIdParams,
    response: { status: 200, description: 'The records', schema: z.array(ZVaccinationRecord) },
    handler: ({ svc, params }) => listDogRecords(svc, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/dogs/:id/vaccinations',
    summary:
      'Record a vaccination: vaccine by id or code, givenOn (not in the future), expiresOn (default givenOn + the ' +
      "vaccine's validity; after givenOn), batch, givenBy, notes",
    tags,
    auth: true,
    params: ZIdParams,
    body: ZVaccinationBody,
    response: { status: 201, description: 'The record', schema: ZVaccinationRecord },
    handler: ({ svc, deps, params, body }) =>
      createRecord(vaccinationsContext(svc, deps), { ...body, dog: params.id }),
  }),
  defineRoute({
    method: 'GET',
    url: '/dogs/:id/compliance',
    summary:
      "A dog's compliance for a service over from…to (default today; a hotel stay through its check-out day): " +
      'the diseases missing and those lapsing within 30 days after it',
    tags,
    auth: true,
    params: ZIdParams,
    query: ZComplianceQuery,
    response: { status: 200, description: 'The compliance', schema: ZCompliance },
    handler: ({ svc, deps, params, query }) =>
      dogCompliance(vaccinationsContext(svc, deps), { ...query, dog: params.id }),
  }),
  defineRoute({
    method: 'GET',
    url: '/vaccinations/due',
    summary:
      'Required diseases whose latest record expired or expires within `within` days (default 30), soonest first; ' +
      '`booked=true` keeps dogs with a booking or visit in the next 30 days; `called=no` (an addition) keeps the ' +
      'items nobody has called about yet. Each item adds `reminder` (an addition): the call note, ' +
      '{ notedOn, calledAt, calledBy } or null. Paged by `limit` (default 50) and ' +
      '`cursor` (the X-Next-Cursor header of the previous page, absent on the last)',
    tags,
    auth: true,
    query: ZDueInput,
    response: { status: 200, description: 'The due list', schema: z.array(ZDueItem) },
    handler: async ({ svc, deps, query, reply }) => {
      const page = await listDue(vaccinationsContext(svc, deps), query);
      if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
      return page.items;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/vaccinations/reminders/called',
    summary:
      "Mark a due item's owner as called (an addition): { dog, disease, expiresOn, called }. `called: true` " +
      'keeps the first caller; `false` undoes the mark. 404 when the item is not on the due list of 90 days',
    tags,
    auth: true,
    body: ZMarkCalledInput,
    response: { status: 200, description: "The item's call note", schema: ZDueReminder.nullable() },
    errors: [{ status: 404, description: 'Not on the due list' }],
    handler: ({ svc, deps, body }) => markCalled(vaccinationsContext(svc, deps), body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/vaccinations/:id',
    summary: "Replace a record's fields (verified absent keeps what it was)",
    tags,
    auth: true,
    params: ZIdParams,
    body: ZVaccinationBody,
    response: { status: 200, description: 'The record', schema: ZVaccinationRecord },
    handler: ({ svc, deps, params, body }) =>
      updateRecord(vaccinationsContext(svc, deps), { ...body, id: params.id }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/vaccinations/:id',
    summary: 'Delete a record (optional ?reason=, kept on its audit event)',
    tags,
    auth: true,
    params: ZIdParams,
    query: ZDeleteReasonQuery,
    response: { status: 200, description: 'Deleted', schema: ZDeleted },
    handler: async ({ svc, params, query }) => {
      const { id } = await deleteRecord(svc, params.id, query.reason);
      return { message: messageEn('vaccinations.recordDeleted'), id };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/vaccination-requirements',
    summary: 'The vaccination rules per service: mode off | warn | block and the diseases asked for',
    tags,
    auth: true,
    response: { status: 200, description: 'The rules', schema: ZVaccinationRulesDto },
    handler: ({ svc }) => getRules(svc),
  }),
  defineRoute({
    method: 'PUT',
    url: '/vaccination-requirements',
    summary: 'Change the rules of the services named, each whole (managers); the others are kept',
    tags,
    auth: VACCINATION_MANAGER_ROLES,
    body: ZVaccinationRulesUpdate,
    response: { status: 200, description: 'The rules', schema: ZVaccinationRulesDto },
    handler: ({ svc, body }) => updateRules(svc, body),
  }),
];
