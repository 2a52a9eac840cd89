// REST routes of docs/contract/rest-contract.md (Vet appointments), exactly: the full list by date (streamed),
// a dog's, one, book (201), change (partial), delete (scheduled only). Validation failures read
// 'Validation failed: ' + the messages joined by ', ' (the contract's rule for the vet endpoints).
// The appointment's vet (docs/domains/vet.md) is the screens' (tRPC): REST answers the contract's fields
// without it, and its bodies (ZVetAppointmentInputRest, ZVetAppointmentPatchRest) leave `vetId`
// out: sent over REST it is an unknown field, ignored (a REST write keeps the vet).
import {
  messageEn,
  VET_VALIDATION_PREFIX,
  ZDeleteReasonQuery,
  ZVetAppointmentInputRest,
  ZVetAppointmentPatchRest,
  ZVetAppointmentRest,
} from '@pawdesk/domain';
import { z } from 'zod';
import { ZDeleted, ZIdParams } from '../../rest/common';
import { defineRoute, type RestRoute } from '../../rest/route';
import { streamJsonArray } from '../../rest/stream-json';
import { vetContext } from './vet.context';
import { restAppointment } from './vet.dto';
import { getAppointment, listDogAppointments } from './vet.reads';
import { allAppointmentsRestJson } from './vet.stream';
import { createAppointment, deleteAppointment, updateAppointment } from './vet.writes';

const tags = ['Vet appointments'];

const validationPrefix = VET_VALIDATION_PREFIX;
const description =
  'The appointment: `appointmentDate` and `date` are its instant (ISO 8601, UTC), `time` its wall-clock time in APP_TIMEZONE (HH:mm), `cause` and `reason` the same text, `followUpDate` a calendar day (YYYY-MM-DD) or null';

export const vetRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/vet/appointments',
    summary: 'Every appointment by date, earliest first (streamed)',
    tags,
    auth: true,
    heavy: true,
    validationPrefix,
    response: { status: 200, description: 'Appointments by date', schema: z.array(ZVetAppointmentRest) },
    handler: ({ req, reply, svc, deps }) =>
      streamJsonArray(
        { req, reply },
        allAppointmentsRestJson(vetContext(svc, deps, req.log)),
        'vet appointment',
      ),
  }),
  defineRoute({
    method: 'GET',
    url: '/vet/appointments/dog/:id',
    summary: "A dog's appointments by date, earliest first",
    tags,
    auth: true,
    validationPrefix,
    params: ZIdParams,
    response: { status: 200, description: "The dog's appointments", schema: z.array(ZVetAppointmentRest) },
    handler: async ({ req, svc, deps, params }) =>
      (await listDogAppointments(vetContext(svc, deps, req.log), params.id)).map(restAppointment),
  }),
  defineRoute({
    method: 'GET',
    url: '/vet/appointments/:id',
    summary: 'One appointment',
    tags,
    auth: true,
    validationPrefix,
    params: ZIdParams,
    response: { status: 200, description, schema: ZVetAppointmentRest },
    handler: async ({ req, svc, deps, params }) =>
      restAppointment(await getAppointment(vetContext(svc, deps, req.log), params.id)),
  }),
  defineRoute({
    method: 'POST',
    url: '/vet/appointments',
    summary:
      'Book an appointment: `dogId | dog`, `appointmentDate | date` (a day, a local date and time, or an instant; not before today), `time?` (HH:mm in APP_TIMEZONE; a day without one is 00:00), `cause | reason`, `status?` (scheduled by default; completed only by a vet, admin or manager). The same dog, reason and day booked twice is logged, not refused.',
    tags,
    auth: true,
    validationPrefix,
    body: ZVetAppointmentInputRest,
    response: { status: 201, description, schema: ZVetAppointmentRest },
    errors: [
      { status: 403, description: 'Only a vet, an admin or a manager can complete an appointment' },
      { status: 404, description: 'Dog not found' },
    ],
    handler: async ({ req, svc, deps, body }) =>
      restAppointment(await createAppointment(vetContext(svc, deps, req.log), body)),
  }),
  defineRoute({
    method: 'PUT',
    url: '/vet/appointments/:id',
    summary:
      'Change an appointment; every field is optional (for example only `status`, or only exam fields). Editable while scheduled or in progress; status moves scheduled → in-progress | completed | cancelled, in-progress → completed | cancelled. Exam fields (temperature, weight, findings, recommendations, vetNotes, followUpRequired, followUpDate) and a move to completed are for a vet, admin or manager; exam fields without a status complete the appointment. Once an appointment carries exam data its dog never changes (409), and only a vet, admin or manager cancels it or sets it back to scheduled (403). A new day without `time` keeps the appointment’s time; null clears an exam field, an empty text leaves it as it is.',
    tags,
    auth: true,
    validationPrefix,
    params: ZIdParams,
    body: ZVetAppointmentPatchRest,
    response: { status: 200, description, schema: ZVetAppointmentRest },
    errors: [
      {
        status: 403,
        description:
          'Only a vet, an admin or a manager can record an examination, complete an appointment, or cancel or reschedule one with an examination',
      },
      {
        status: 409,
        description:
          'A completed or cancelled appointment cannot change; a move not allowed; or a change of dog of an appointment with an examination',
      },
    ],
    handler: async ({ req, svc, deps, params, body }) =>
      restAppointment(await updateAppointment(vetContext(svc, deps, req.log), params.id, body)),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/vet/appointments/:id',
    summary:
      'Delete a scheduled appointment; one with exam data only by a vet, an admin or a manager (403 otherwise)',
    tags,
    auth: true,
    validationPrefix,
    params: ZIdParams,
    query: ZDeleteReasonQuery,
    response: { status: 200, description: 'Deleted', schema: ZDeleted },
    errors: [
      {
        status: 403,
        description: 'Only a vet, an admin or a manager can delete an appointment with an examination',
      },
      { status: 409, description: 'Only a scheduled appointment can be deleted' },
    ],
    handler: async ({ req, svc, deps, params, query }) => {
      const { id } = await deleteAppointment(vetContext(svc, deps, req.log), params.id, query.reason);
      return { message: messageEn('vet.deleted'), id };
    },
  }),
];
