// Whether this process should be sent requests (GET /api/health/ready, what a load balancer
// checks; docs/operations.md): only once its migrations are applied and its change feed listens,
// and not while it drains before a shutdown. The server (server.ts) moves it along; the feed's own
// state is read live, so a lost LISTEN connection turns the process not-ready until it is back.
import type { ChangeFeed } from '../live/change-feed';

export type TNotReadyReason = 'starting' | 'draining' | 'feed-down';

export interface Readiness {
  /** Migrations applied (the server sets it once applyMigrations returns). */
  migrated: boolean;
  /** A shutdown began: the balancer must stop sending requests here. */
  draining: boolean;
}

/** A fresh state: not migrated, not draining (the server's at boot). */
export function createReadiness(init: Partial<Readiness> = {}): Readiness {
  return { migrated: false, draining: false, ...init };
}

/** Why the process is not ready, or null when it is. */
export function notReadyReason(
  state: Readiness,
  feed: Pick<ChangeFeed, 'listening'>,
): TNotReadyReason | null {
  if (state.draining) return 'draining';
  if (!state.migrated) return 'starting';
  if (!feed.listening) return 'feed-down';
  return null;
}
