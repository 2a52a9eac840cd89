// The daycare Overview tab (tRPC daycare.overview): the day's figures, the dogs here now, the
// activity, package usage and reminders, with visits in every state. The business runs in
// UTC+14 (Pacific/Kiritimati, no daylight saving), so "today" is a different date from UTC's
// most of the day and any mix-up of the two shows.
import { addDays, businessToday, type TDaycareOverview } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/app';
import { fixtures, uniqueWord } from '../dogs/dogs.fixtures';
import { DAY_MS, daycareFixtures, HOUR_MS, MINUTE_MS } from './daycare.fixtures';

const TZ = 'Pacific/Kiritimati';

async function setup() {
  const t = await createTestApp({ env: { APP_TIMEZONE: TZ } });
  const u = await t.userWithToken('receptionist');
  const today = businessToday(TZ);
  return {
    t,
    caller: t.caller(u),
    f: fixtures(t.deps, u),
    d: daycareFixtures(t.db.prisma),
    today,
    yesterday: addDays(today, -1),
    /** Today's midnight in the business zone. */
    start: Date.parse(`${today}T00:00:00+14:00`),
  };
}

describe('tRPC daycare.overview', () => {
  let s: Awaited<ReturnType<typeof setup>>;
  // The cast of dogs, by what their day looks like (see beforeAll).
  const dogs: Record<string, { id: string; name: string }> = {};
  const visits: Record<string, string> = {};
  const packages: Record<string, string> = {};
  let overview: TDaycareOverview;

  beforeAll(async () => {
    s = await setup();
    const owner = await s.f.owner({ name: `Lucía Núñez ${uniqueWord()}` });
    const dog = async (key: string, particularSigns?: string) => {
      dogs[key] = await s.f.dog([owner.id], {
        name: `${key} ${uniqueWord()}`,
        ...(particularSigns ? { particularSigns } : {}),
      });
      return dogs[key].id;
    };
    const at = (minutes: number) => new Date(s.start + minutes * MINUTE_MS);
    const now = Date.now();
    const { d, today, yesterday } = s;

    // Forgot: checked in yesterday and never out; has plenty on its package.
    const forgot = await dog('Forgot');
    packages.forgot = (await d.pkg(forgot, { daysLeft: 12 })).id;
    visits.forgot = (await d.visit(forgot, yesterday, { in: at(-15 * 60), packageId: packages.forgot })).id;
    // Nopack: here today with no package on the visit; its packages are spent or expired.
    const nopack = await dog('Nopack');
    await d.pkg(nopack, { daysLeft: 0 });
    await d.pkg(nopack, { daysLeft: 5, expiresAt: new Date(now - HOUR_MS) });
    visits.nopack = (await d.visit(nopack, today, { in: at(1) })).id;
    // Fewdays: next usable package (the one expiring first) has 2 days left; another has many.
    const fewdays = await dog('Fewdays');
    packages.fewdays = (await d.pkg(fewdays, { daysLeft: 2, expiresAt: new Date(now + 10 * DAY_MS) })).id;
    await d.pkg(fewdays, { type: '30-day', daysLeft: 25, expiresAt: new Date(now + 80 * DAY_MS) });
    visits.fewdays = (await d.visit(fewdays, today, { in: at(2), packageId: packages.fewdays })).id;
    // Soon: 20 days left, but the package expires in under 2 days.
    const soon = await dog('Soon');
    packages.soon = (
      await d.pkg(soon, { type: '30-day', daysLeft: 20, expiresAt: new Date(now + 2 * DAY_MS - HOUR_MS) })
    ).id;
    visits.soon = (await d.visit(soon, today, { in: at(3), packageId: packages.soon })).id;
    // Signs: fine package, but particular signs the staff must know.
    const signs = await dog('Signs', 'Allergic to chicken; takes medication at noon');
    packages.signs = (await d.pkg(signs, { type: '30-day', daysLeft: 9 })).id;
    visits.signs = (await d.visit(signs, today, { in: at(4), packageId: packages.signs })).id;
    // Lastday: today's check-in took the last day of its only package.
    const lastday = await dog('Lastday');
    packages.lastday = (await d.pkg(lastday, { type: '1-day', daysLeft: 0 })).id;
    visits.lastday = (await d.visit(lastday, today, { in: at(5), packageId: packages.lastday })).id;
    // Twice: came and went twice today on the same package (one day taken).
    const twice = await dog('Twice', '   ');
    packages.twice = (await d.pkg(twice, { daysLeft: 8 })).id;
    visits.twice1 = (await d.visit(twice, today, { in: at(6), out: at(60), packageId: packages.twice })).id;
    visits.twice2 = (await d.visit(twice, today, { in: at(61), out: at(90), packageId: packages.twice })).id;
    // Daily: completed today, paid by the day (no package).
    const daily = await dog('Daily');
    visits.daily = (await d.visit(daily, today, { in: at(7), out: at(100) })).id;
    // Expected: a pending visit today (not here yet, no package yet).
    const expected = await dog('Expected');
    visits.expected = (await d.visit(expected, today)).id;
    // Yesterday's completed visit, and one from yesterday checked out only this morning.
    const past = await dog('Past');
    await d.visit(past, yesterday, { in: at(-16 * 60), out: at(-8 * 60) });
    const late = await dog('Late');
    visits.late = (await d.visit(late, yesterday, { in: at(-14 * 60), out: at(30) })).id;
    // Packages sold: two today in the business zone, one just before its midnight.
    await d.pkg(past, { type: '1-day', daysLeft: 1, purchasedAt: at(1) });
    await d.pkg(late, { type: '30-day', daysLeft: 30, purchasedAt: at(120) });
    await d.pkg(late, { type: '15-day', daysLeft: 15, purchasedAt: at(-1) });

    overview = await s.caller.daycare.overview();
  });

  it('needs a logged-in user', async () => {
    await expect(s.t.caller(null).daycare.overview()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it("counts today's visits in the business zone and the dogs here now from any day", () => {
    expect(overview.date).toBe(s.today);
    // Here now: Forgot (since yesterday), Nopack, Fewdays, Soon, Signs, Lastday.
    expect(overview.hereNow).toBe(6);
    // Dated today: 5 active, Twice ×2 and Daily completed, Expected pending.
    expect(overview.totalToday).toBe(9);
    expect(overview.completedToday).toBe(3);
  });

  it('lists the dogs here now, earliest check-in first, as full visits', () => {
    expect(overview.here.map((v) => v.id)).toEqual([
      visits.forgot,
      visits.nopack,
      visits.fewdays,
      visits.soon,
      visits.signs,
      visits.lastday,
    ]);
    expect(overview.here.every((v) => v.status === 'active' && v.checkOutTime === null)).toBe(true);
    const forgot = overview.here[0];
    expect(forgot).toMatchObject({
      date: s.yesterday,
      dog: { id: dogs.Forgot?.id, name: dogs.Forgot?.name, breed: 'Beagle' },
      package: { id: packages.forgot, packageType: '15-day', daysLeft: 12 },
    });
    expect(forgot?.dog.owners).toEqual([
      expect.objectContaining({ name: expect.stringMatching(/^Lucía Núñez/) }),
    ]);
    expect(overview.here[1]?.package).toBeNull();
  });

  it("shows today's check-ins and check-outs, newest first, including a late check-out of yesterday's visit", () => {
    const events = overview.activity.map((a) => [a.kind, a.visitId]);
    expect(events).toEqual([
      ['check-out', visits.daily],
      ['check-out', visits.twice2],
      ['check-in', visits.twice2],
      ['check-out', visits.twice1],
      ['check-out', visits.late],
      ['check-in', visits.daily],
      ['check-in', visits.twice1],
      ['check-in', visits.lastday],
      ['check-in', visits.signs],
      ['check-in', visits.soon],
      ['check-in', visits.fewdays],
      ['check-in', visits.nopack],
    ]);
    expect(overview.activity[0]).toMatchObject({
      dog: { id: dogs.Daily?.id, name: dogs.Daily?.name, breed: 'Beagle' },
      at: new Date(s.start + 100 * MINUTE_MS).toISOString(),
    });
  });

  it('counts package days taken today once per package and dog, by type, and the packages sold today', () => {
    expect(overview.packageUsage).toEqual({
      // Fewdays (15), Soon (30), Signs (30), Lastday (1), Twice (15, once for two visits).
      daysTaken: 5,
      byType: [
        { packageType: '1-day', days: 1 },
        { packageType: '15-day', days: 2 },
        { packageType: '30-day', days: 2 },
      ],
      // Nopack and Daily; the expected dog has not come yet.
      withoutPackage: 2,
      packagesSold: 2,
    });
  });

  it('reminds of forgotten check-outs, missing and expiring packages, and particular signs, in that order', () => {
    expect(overview.reminders.map((r) => [r.kind, r.dog.name, r.detail])).toEqual([
      ['long-stay', dogs.Forgot?.name, new Date(s.start - 15 * HOUR_MS).toISOString()],
      ['no-package', dogs.Nopack?.name, null],
      ['expiring-package', dogs.Fewdays?.name, '2'],
      ['expiring-package', dogs.Soon?.name, '2'],
      ['expiring-package', dogs.Lastday?.name, '0'],
      ['particular-signs', dogs.Signs?.name, 'Allergic to chicken; takes medication at noon'],
    ]);
    expect(overview.reminders[0]).toMatchObject({
      visitId: visits.forgot,
      dog: { id: dogs.Forgot?.id, breed: 'Beagle' },
    });
  });

  it('drops a reminder once its cause is gone', async () => {
    const p = s.t.db.prisma;
    // Forgot is checked out, Nopack buys a package, Fewdays' short package is used up (the next
    // one has 25 days), Soon's package is extended, Lastday buys a new one, Signs' signs cleared.
    // (At a set time late today, after every other event of this file.)
    const forgotOut = new Date(s.start + 1000 * MINUTE_MS);
    await p.daycareVisit.update({ where: { id: visits.forgot }, data: { checkOutTime: forgotOut } });
    await s.d.pkg(dogs.Nopack?.id ?? '', { daysLeft: 15 });
    await p.daycarePackage.update({ where: { id: packages.fewdays }, data: { daysLeft: 0 } });
    await p.daycarePackage.update({
      where: { id: packages.soon },
      data: { expiresAt: new Date(Date.now() + 30 * DAY_MS) },
    });
    await s.d.pkg(dogs.Lastday?.id ?? '', { type: '15-day', daysLeft: 15 });
    await p.dog.update({ where: { id: dogs.Signs?.id ?? '' }, data: { particularSigns: null } });

    const after = await s.caller.daycare.overview();
    expect(after.reminders).toEqual([]);
    expect(after.hereNow).toBe(5);
    expect(after.here.map((v) => v.id)).not.toContain(visits.forgot);
    // Forgot's check-out is today's newest event.
    expect(after.activity[0]).toMatchObject({
      kind: 'check-out',
      visitId: visits.forgot,
      at: forgotOut.toISOString(),
    });
  });

  it('shows at most 20 events of the day', async () => {
    const owner = await s.f.owner();
    const busy = await s.f.dog([owner.id]);
    // 15 more short visits: 30 more events, so today has 43.
    for (let i = 0; i < 15; i++) {
      await s.d.visit(busy.id, s.today, {
        in: new Date(s.start + (200 + i * 10) * MINUTE_MS),
        out: new Date(s.start + (205 + i * 10) * MINUTE_MS),
      });
    }
    const after = await s.caller.daycare.overview();
    expect(after.activity).toHaveLength(20);
    const times = after.activity.map((a) => Date.parse(a.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Forgot's check-out is still the newest; the oldest events fall off.
    expect(after.activity[0]).toMatchObject({ kind: 'check-out', visitId: visits.forgot });
    expect(after.totalToday).toBe(24);
    expect(after.completedToday).toBe(18);
  });
});
