// A year of audit events, seeded straight in SQL for `pnpm bench audit`: `count` events (default
// 1,000,000) spread evenly over the last 365 days, by 12 people (and nobody, for failed logins),
// over the record types the desk writes most (visits and dogs most, then bookings, appointments,
// owners, packages) and failed logins (1 in 100), each record with several events. One INSERT from
// generate_series: ids are uuidv7 shifted to the event's instant, as the server would have
// written them; the changes are a short list as events write them.
import { firstUserId, vacuumAnalyze, withPg } from './lib.mjs';

/** Who acts: the admin the server created plus 11 staff (ids only: events keep no foreign key). */
const STAFF = 11;

export async function seedAuditEvents(dbUrl, { count = 1_000_000, log = () => {} } = {}) {
  return withPg(dbUrl, async (client) => {
    const admin = await firstUserId(client);
    const staff = [
      admin,
      ...Array.from(
        { length: STAFF },
        (_, i) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      ),
    ];
    const started = Date.now();
    // The same year on every run: PostgreSQL's random() from a fixed seed, drawn independently for
    // the person, the record type and the action (no combination of filters is empty by accident).
    await client.query('SELECT setseed(0.22)');
    // i = 1 is the newest event; the step spreads `count` events over a year.
    await client.query(
      `INSERT INTO audit_events (id, at, actor_id, actor_username, action, entity, entity_id, summary, changes, reason, context)
       SELECT uuidv7(-(s.ago)), now() - s.ago,
              CASE WHEN s.kind = 'login-failed' THEN NULL ELSE s.actor END,
              CASE WHEN s.kind = 'login-failed' THEN NULL ELSE 'staff' || s.actor_n END,
              s.kind, s.entity,
              (overlay(overlay(md5(s.entity || (s.i % 40000)) placing '4' from 13) placing '8' from 17))::uuid,
              CASE s.kind WHEN 'login-failed' THEN 'Failed login as "someone" from 10.0.0.' || (s.i % 250)
                          ELSE 'Changed ' || s.entity || ' ' || (s.i % 40000) END,
              CASE s.kind
                WHEN 'create' THEN jsonb_build_array(jsonb_build_object('field', 'name', 'from', NULL, 'to', 'Luna'),
                                                     jsonb_build_object('field', 'weight', 'from', NULL, 'to', 12.5))
                WHEN 'status' THEN jsonb_build_array(jsonb_build_object('field', 'status', 'from', 'booked', 'to', 'checked-in'))
                WHEN 'login-failed' THEN '[]'::jsonb
                ELSE jsonb_build_array(jsonb_build_object('field', 'weight', 'from', 12.5, 'to', 12.8))
              END,
              CASE WHEN s.kind = 'delete' AND s.i % 2 = 0 THEN 'Entered twice' END,
              CASE WHEN s.kind = 'login-failed' THEN jsonb_build_object('username', 'someone', 'address', '10.0.0.' || (s.i % 250)) END
         FROM (
           SELECT g.i,
                  g.i * (interval '365 days' / $1::int) AS ago,
                  ($2::uuid[])[a.n] AS actor, a.n AS actor_n,
                  CASE WHEN r.k < 0.01 THEN 'user'
                       ELSE (ARRAY['daycare-visit','daycare-visit','daycare-visit','daycare-visit','daycare-visit',
                                   'daycare-visit','daycare-visit','dog','dog','dog','dog','dog','hotel-booking',
                                   'hotel-booking','grooming-booking','grooming-booking','vet-appointment',
                                   'vet-appointment','owner','daycare-package'])[1 + floor(r.e * 20)::int] END AS entity,
                  CASE WHEN r.k < 0.01 THEN 'login-failed'
                       ELSE (ARRAY['create','create','update','update','update','update','status','status',
                                   'status','delete'])[1 + floor(r.a * 10)::int] END AS kind
             FROM generate_series(1, $1::int) AS g(i)
            CROSS JOIN LATERAL (SELECT random() + g.i * 0 AS k, random() + g.i * 0 AS e,
                                       random() + g.i * 0 AS a) r
            CROSS JOIN LATERAL (SELECT 1 + floor(random() * 12)::int + g.i * 0 AS n) a
         ) s`,
      [count, staff],
    );
    log(
      `seeded ${count.toLocaleString('en')} audit events in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    await vacuumAnalyze(client, 'audit_events', log);
    const counts = await client.query(
      `SELECT count(*)::int AS events, count(DISTINCT actor_id)::int AS actors FROM audit_events`,
    );
    return { ...counts.rows[0], staff };
  });
}
