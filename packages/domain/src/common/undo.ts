// Undo instead of regret: a one-click state change (a daycare check-out, a grooming Start or
// Complete) says what it did in a message with Undo for 5 seconds (longer while the message is
// hovered or focused). The server accepts the undo within this window after the change, and only
// while nothing else changed the record since (the client sends the record's updatedAt).

/** How long after a change the server still accepts its undo. */
export const UNDO_WINDOW_MS = 60_000;

/** True while a change made at `changedAt` may still be undone at `now`. */
export function isWithinUndoWindow(changedAt: Date | string, now: Date): boolean {
  const at = typeof changedAt === 'string' ? Date.parse(changedAt) : changedAt.getTime();
  return Number.isFinite(at) && now.getTime() - at <= UNDO_WINDOW_MS && at <= now.getTime() + 1000;
}
