import {
  businessToday,
  dogInputSchema,
  isId,
  messageEn,
  ZDeleteReasonQuery,
  ZDog,
  ZDogInput,
  ZDogTimelineQuery,
  ZDogTimelineRest,
} from '@pawdesk/domain';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error';
import { parseInput } from '../../errors/validation';
import { ZDeleted, ZIdParams } from '../../rest/common';
import { defineRoute, type RouteContext } from '../../rest/route';
import { streamJsonArray } from '../../rest/stream-json';
import { dogsContext } from './dogs.context';
import { getDog } from './dogs.reads';
import { allDogsRestJson } from './dogs.stream';
import { dogMeasurements, dogTimeline } from './dogs.timeline';
import { readDogRequest } from './dogs.upload';
import { createDog, deleteDog, removeDogPicture, setDogPicture, updateDog } from './dogs.writes';

const tags = ['Dogs'];

/** Reads a JSON or multipart dog body and validates it against the business day. */
async function readDogInput(ctx: RouteContext<unknown, unknown, unknown>, id?: string) {
  const { fields, picture } = await readDogRequest(ctx.req);
  if (id !== undefined && !isId(id)) throw new DomainError('NOT_FOUND', 'dog.notFound');
  const today = businessToday(ctx.deps.env.timeZone);
  return { input: parseInput(dogInputSchema(today), fields), picture };
}

const dogBodyDoc =
  'JSON, or multipart/form-data with the same fields, `owners` as a JSON list and an optional `picture` file (JPEG, PNG, GIF or WebP judged by content, at most 5 MB).';

export const dogsRestRoutes = [
  defineRoute({
    method: 'GET',
    url: '/dogs',
    summary: 'List every dog (streamed)',
    tags,
    auth: true,
    heavy: true,
    response: { status: 200, description: 'Dogs sorted by name', schema: z.array(ZDog) },
    handler: ({ req, reply, svc, deps }) =>
      streamJsonArray({ req, reply }, allDogsRestJson(dogsContext(svc, deps)), 'dog'),
  }),
  defineRoute({
    method: 'GET',
    url: '/dogs/:id',
    summary: 'One dog (an addition to the original API)',
    tags,
    auth: true,
    params: ZIdParams,
    response: { status: 200, description: 'The dog', schema: ZDog },
    errors: [404],
    handler: ({ svc, deps, params }) => getDog(dogsContext(svc, deps), params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/dogs/:id/timeline',
    summary:
      "A dog's timeline (an addition): its daycare visits, hotel stays with their health checks, vet appointments with their exams, grooming bookings and the changes of its record, newest first. `limit` entries a page (1-50, default 20); pass the answer's `nextCursor` as `cursor` for the next page (null on the last). The first page (no cursor) also carries `measurements`: the weights and temperatures of hotel checks, vet exams and started or completed grooming, oldest first.",
    tags,
    auth: true,
    params: ZIdParams,
    query: ZDogTimelineQuery,
    response: { status: 200, description: 'A page of the timeline', schema: ZDogTimelineRest },
    errors: [404],
    handler: async ({ svc, deps, params, query }) => {
      const ctx = dogsContext(svc, deps);
      const input = { dogId: params.id, cursor: query.cursor ?? null, limit: query.limit };
      if (query.cursor) return dogTimeline(ctx, input);
      const [page, measurements] = await Promise.all([
        dogTimeline(ctx, input),
        dogMeasurements(ctx, params.id),
      ]);
      return { ...page, measurements: measurements.points };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/dogs',
    summary: `Register a dog. ${dogBodyDoc}`,
    tags,
    auth: true,
    body: ZDogInput,
    multipart: true,
    response: { status: 201, description: 'Created', schema: ZDog },
    errors: [413, 415],
    handler: async (ctx) => {
      const { input, picture } = await readDogInput(ctx);
      return createDog(dogsContext(ctx.svc, ctx.deps), input, picture);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/dogs/:id',
    summary: `Change a dog; a new picture replaces the old one. ${dogBodyDoc}`,
    tags,
    auth: true,
    params: ZIdParams,
    body: ZDogInput,
    multipart: true,
    response: { status: 200, description: 'Updated', schema: ZDog },
    errors: [404, 413, 415],
    handler: async (ctx) => {
      const { input, picture } = await readDogInput(ctx, ctx.params.id);
      return updateDog(dogsContext(ctx.svc, ctx.deps), { ...input, id: ctx.params.id }, picture);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/dogs/:id',
    summary: 'Delete a dog with its picture and its whole history',
    tags,
    auth: true,
    params: ZIdParams,
    query: ZDeleteReasonQuery,
    response: { status: 200, description: 'Deleted', schema: ZDeleted },
    errors: [404],
    handler: async ({ svc, deps, params, query }) => {
      const { id } = await deleteDog(dogsContext(svc, deps), params.id, query.reason);
      return { message: messageEn('dog.deleted'), id };
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/dogs/:id/picture',
    summary: 'Set or replace only the picture: multipart with a `picture` file (an addition)',
    tags,
    auth: true,
    params: ZIdParams,
    multipart: true,
    response: { status: 200, description: 'The dog with its new picture', schema: ZDog },
    errors: [404, 413, 415],
    handler: async ({ req, svc, deps, params }) => {
      const { picture } = await readDogRequest(req);
      if (!isId(params.id)) throw new DomainError('NOT_FOUND', 'dog.notFound');
      if (!picture) throw new DomainError('BAD_REQUEST', 'dog.pictureType');
      return setDogPicture(dogsContext(svc, deps), params.id, picture);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/dogs/:id/picture',
    summary: "Remove a dog's picture",
    tags,
    auth: true,
    params: ZIdParams,
    query: ZDeleteReasonQuery,
    response: { status: 200, description: 'The dog without a picture', schema: ZDog },
    errors: [404],
    handler: ({ svc, deps, params, query }) =>
      removeDogPicture(dogsContext(svc, deps), params.id, query.reason),
  }),
];
