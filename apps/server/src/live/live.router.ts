// `live.changes`: the live updates of the screens as a tRPC subscription over server-sent events
// (httpSubscriptionLink). Any logged-in user; the events name topics only (live.schema.ts).
//
// Subscriptions take no `.output()` (tRPC would hand the parser the generator, not its events),
// so each event is checked against ZLiveEvent as it leaves.
import { ZLiveEvent, ZLiveSubscribeInput } from '@pawdesk/domain';
import { TRPCError } from '@trpc/server';
import { DomainError } from '../errors/domain-error';
import { sessionStillValid } from '../modules/auth';
import { protectedProcedure, router } from '../trpc/trpc';
import { LiveSessionEnded, liveEvents } from './live-events';

export const liveRouter = router({
  changes: protectedProcedure.input(ZLiveSubscribeInput).subscription(async function* ({
    ctx,
    input,
    signal,
  }) {
    const stream = ctx.streams?.open();
    const session = ctx.session;
    try {
      const events = liveEvents({
        feed: ctx.deps.changes,
        topics: input?.topics ? new Set(input.topics) : null,
        signals: [signal, stream?.signal],
        ...(session
          ? { expiresAt: session.expiresAt, stillValid: () => sessionStillValid(ctx.deps.prisma, session) }
          : {}),
      });
      for await (const event of events) yield ZLiveEvent.parse(event);
    } catch (error) {
      if (error instanceof LiveSessionEnded) {
        // As any 401: the client ends its session. A reconnect with the same token is refused.
        throw new TRPCError({
          code: 'UNAUTHORIZED',
          cause: new DomainError('UNAUTHORIZED', 'auth.notAuthenticated'),
        });
      }
      throw error;
    } finally {
      stream?.done();
    }
  }),
});
