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

export interface RestRoute<
  B extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
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
  /** The success status and the schema of what it answers (documentation). */
  response: { status: number; description: string; schema?: z.ZodType };
  /** Extra documented error statuses besides 400/401/403/500. */
  errors?: number[];
  /** Multipart routes parse their own body. */
  multipart?: boolean;
  handler: (ctx: RouteContext<z.output<B>, z.output<P>, z.output<Q>>) => Promise<unknown>;
}

export function defineRoute<B extends z.ZodType, P extends z.ZodType, Q extends z.ZodType>(
  route: RestRoute<B, P, Q>,
): RestRoute {
  return route as unknown as RestRoute;
}
