// One REST route, described once: Fastify registers it, the handler gets zod-parsed input,
// and the OpenAPI document is generated from the same schemas.
import type { TRole, TSessionUser } from '@pawdesk/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../app-deps';
import type { ServiceContext } from '../lib/context';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RouteContext<B, P, Q> {
  req: FastifyRequest;
  reply: FastifyReply;
  deps: AppDeps;
  body: B;
  params: P;
  query: Q;
  user: TSessionUser | null;
  /** Present on authenticated routes. */
  svc: ServiceContext;
}

/** One documented answer of a route. */
export interface RestResponseDoc {
  status: number;
  description: string;
  /** The handler's shape (ids called `id`); absent = no body documented beyond the default. */
  schema?: z.ZodType;
  /** A body that is no JSON (a PDF): its media type, documented as a binary string. */
  mediaType?: string;
}

export interface RestRoute<
  B extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Path below /api, Fastify style: /owners/:id */
  url: string;
  summary: string;
  tags: string[];
  /** false = public; true = any logged-in user; a list = those roles only. */
  auth: boolean | readonly TRole[];
  body?: B;
  params?: P;
  query?: Q;
  /** Prefix for validation messages (the vet endpoints say "Validation failed: "). */
  validationPrefix?: string;
  /**
   * The success status and the zod schema of what the handler returns (its tRPC shape, with
   * `id`s). The documented REST body is derived from it by the same rule as the body itself
   * (toRest: `id` -> `_id`, Dates -> ISO strings), so the two cannot drift.
   */
  response: RestResponseDoc & { schema?: R };
  /**
   * Further answers only this route gives. A number is an `{ error }` body with the usual
   * description; an object names its own description, and its own body schema when it is not
   * an `{ error }` (health's 503: either body is documented). Statuses every route of its
   * kind answers are added by the OpenAPI generator (rest/openapi.ts): 400, 401 unless
   * public, 403 with a role list, 404 on a path with an id, 408/413/415 on a method with a
   * body, 500, and 503 with Retry-After.
   */
  errors?: (number | RestResponseDoc)[];
  /** Multipart routes parse their own body. */
  multipart?: boolean;
  /**
   * A full list streamed with streamJsonArray (tens of MiB): one account may have at most
   * HEAVY_LISTS_PER_ACCOUNT of them in flight in this process, and gets 429 with Retry-After
   * beyond (rest/heavy-lists.ts); a HEAD request is not counted (it reads no row).
   */
  heavy?: boolean;
  /**
   * Returns the success body in the shape of `response.schema` (checked by TypeScript), or
   * answers itself through `reply` (a stream, another status) and returns the reply or nothing.
   */
  handler: (
    ctx: RouteContext<z.output<B>, z.output<P>, z.output<Q>>,
  ) => Promise<z.output<R> | FastifyReply | undefined>;
}

export function defineRoute<
  B extends z.ZodType,
  P extends z.ZodType,
  Q extends z.ZodType,
  R extends z.ZodType,
>(route: RestRoute<B, P, Q, R>): RestRoute {
  return route as unknown as RestRoute;
}
