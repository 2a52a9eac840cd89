// For the race tests that hold a transaction open on a second connection: waits until another
// session of the test database is blocked on a lock (the request under test is waiting for that
// transaction), polling, never for a fixed time; gives up when the request settled first.
import type pg from 'pg';

export async function untilBlocked(other: pg.Client, settled: () => boolean): Promise<void> {
  while (!settled()) {
    const waiting = await other.query(
      `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (waiting.rowCount) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
