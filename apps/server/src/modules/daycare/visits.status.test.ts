// A visit's status is one rule, visitStatus of @pawdesk/domain; the server also asks it of
// PostgreSQL (the All Visits filter, the active-visit lookups, the Overview's figures, the
// streamed list), all from one SQL table in visits.dto.ts. This file pins that SQL to the rule:
// for every kind of visit stored, the status SQL gives and the visits each status selects are
// the ones visitStatus names.
import { VISIT_STATUSES, visitStatus } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { Prisma } from '../../db/prisma';
import { daycareFixtures, HOUR_MS, visitFixtures } from './daycare.fixtures';
import { visitStatusText, visitStatusWhere } from './visits.dto';

const AT = new Date('2026-11-24T09:00:00.000Z');
const later = (hours: number) => new Date(AT.getTime() + hours * HOUR_MS);

/** Every combination of times a visit row can hold (check-out alone is allowed by the table too). */
const CASES: { title: string; in: Date | null; out: Date | null }[] = [
  { title: 'expected (no times)', in: null, out: null },
  { title: 'checked in, not out', in: AT, out: null },
  { title: 'checked in and out', in: AT, out: later(8) },
  { title: 'checked out at the check-in instant', in: AT, out: AT },
  { title: 'a check-out time without a check-in', in: null, out: later(1) },
];

describe('the visit status in SQL is visitStatus', () => {
  let t: TestApp;
  let rows: { id: string; expected: string; sql: string; selectedBy: string[] }[];

  beforeAll(async () => {
    t = await createTestApp();
    const user = await t.userWithToken('receptionist');
    const f = visitFixtures(t.deps, user);
    const d = daycareFixtures(t.db.prisma);
    const ids: { id: string; expected: string }[] = [];
    for (const c of CASES) {
      const dog = await f.dog();
      const visit = await d.visit(dog.id, '2026-11-24', { in: c.in, out: c.out });
      ids.push({ id: visit.id, expected: visitStatus({ checkInTime: c.in, checkOutTime: c.out }) });
    }
    const read = await t.db.prisma.$queryRaw<{ id: string; sql: string; selectedBy: string[] }[]>`
      SELECT v.id::text AS id, ${Prisma.raw(visitStatusText('v'))} AS sql,
             array_remove(ARRAY[${Prisma.join(
               VISIT_STATUSES.map(
                 (status) => Prisma.sql`CASE WHEN ${visitStatusWhere(status, 'v')} THEN ${status} END`,
               ),
             )}], NULL) AS "selectedBy"
        FROM daycare_visits v WHERE v.id = ANY(${ids.map((i) => i.id)}::uuid[])`;
    rows = ids.map((i) => {
      const row = read.find((r) => r.id === i.id);
      return { ...i, sql: row?.sql ?? 'missing', selectedBy: row?.selectedBy ?? [] };
    });
  });

  CASES.forEach((c, i) => {
    it(c.title, () => {
      const row = rows[i];
      expect(row?.sql).toBe(row?.expected);
      // Exactly one status selects it: the rule's.
      expect(row?.selectedBy).toEqual([row?.expected]);
    });
  });

  it('the cases cover every status', () => {
    expect(new Set(rows.map((r) => r.expected))).toEqual(new Set(VISIT_STATUSES));
  });
});
