// Every service charges itself, exactly once, to the dog's primary owner: a package sold, a
// daycare day without a package at its check-out (a retried check-out, an undone and redone
// check-out: one charge), a hotel stay at check-out (nights × the night), a grooming booking
// completed (its services at the dog's size; completed, undone and completed again: one set), a
// vet exam completed (the consultation and the items the vet adds). The household check-out (the
// owner's account) gathers them across services and dogs.
import { addDays, businessToday } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { fixtures as dogFixtures } from '../dogs/dogs.fixtures';
import { hotelFixtures } from '../hotel/hotel.fixtures';
import { kennelFixtures } from '../kennels/kennels.fixtures';
import { vaccinationRulesOff } from '../vaccinations/vaccinations.fixtures';
import { vetFixtures } from '../vet/vet.fixtures';
import { billingFixtures } from './billing.fixtures';

type User = Awaited<ReturnType<TestApp['userWithToken']>>;

describe('charges made by the services', () => {
  let t: TestApp;
  let desk: User;
  let vetUser: User;
  let f: ReturnType<typeof dogFixtures>;
  let today: string;

  beforeAll(async () => {
    t = await createTestApp();
    desk = await t.userWithToken('receptionist');
    vetUser = await t.userWithToken('vet');
    f = dogFixtures(t.deps, desk);
    today = businessToday(t.deps.env.timeZone);
    await vaccinationRulesOff(t.deps.prisma);
  });

  /** An owner with a dog (the dog's primary owner is the owner; a second owner is not charged). */
  async function household() {
    const owner = await f.owner();
    const second = await f.owner();
    const dog = await f.dog([owner.id, second.id], { weight: 25 });
    return { owner, second, dog };
  }
  const chargesOf = (owner: string) => t.caller(desk).billing.charges.list({ owner });

  it('a package sold is charged once at its type’s price', async () => {
    const { owner, second, dog } = await household();
    const pkg = await t.caller(desk).daycare.packages.purchase({ dog: dog.id, packageType: '15-day' });
    const charges = await chargesOf(owner.id);
    expect(charges).toEqual([
      expect.objectContaining({
        source: { type: 'daycare-package', id: pkg.id },
        dog: { id: dog.id, name: dog.name },
        quantity: 1,
        unitPriceCents: 33000,
        vatRate: 21,
        totalCents: 33000,
        status: 'pending',
        description: `Bono de guardería 15 días · ${dog.name}`,
      }),
    ]);
    expect(await chargesOf(second.id)).toEqual([]);
  });

  it('a daycare day without a package is charged at check-out, once, however often it is checked out', async () => {
    const { owner, dog } = await household();
    const visit = await t.caller(desk).daycare.visits.checkIn({ dog: dog.id, date: today });
    const out = await t.caller(desk).daycare.visits.checkOut({ id: visit.id });
    await expect(t.caller(desk).daycare.visits.checkOut({ id: visit.id })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await t.caller(desk).daycare.visits.undoCheckOut({ id: visit.id, updatedAt: out.updatedAt });
    await t.caller(desk).daycare.visits.checkOut({ id: visit.id });
    const charges = await chargesOf(owner.id);
    expect(charges.map((c) => [c.source, c.totalCents])).toEqual([
      [{ type: 'daycare-visit', id: visit.id }, 2500],
    ]);
  });

  it('a daycare day taken from a package is not charged again', async () => {
    const { owner, dog } = await household();
    await t.caller(desk).daycare.packages.purchase({ dog: dog.id, packageType: '30-day' });
    const visit = await t.caller(desk).daycare.visits.checkIn({ dog: dog.id, date: today });
    expect(visit.package).not.toBeNull();
    await t.caller(desk).daycare.visits.checkOut({ id: visit.id });
    expect((await chargesOf(owner.id)).map((c) => c.source?.type)).toEqual(['daycare-package']);
  });

  it('a hotel stay is charged at check-out: its nights at the standard night without a kennel, once', async () => {
    const { owner, dog } = await household();
    const h = hotelFixtures(t.deps, desk);
    const booking = await h.booking(dog.id, -3, 0);
    await h.setStatus(booking.id, 'checked-in');
    const out = await t.caller(desk).hotel.checkOut({ id: booking.id });
    expect(out.nights).toBe(3);
    await expect(t.caller(desk).hotel.checkOut({ id: booking.id })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await chargesOf(owner.id)).toEqual([
      expect.objectContaining({
        source: { type: 'hotel-booking', id: booking.id },
        quantity: 3,
        unitPriceCents: 3000,
        totalCents: 9000,
      }),
    ]);
  });

  it('a stay checked out through PUT /api/hotel/{id} (status checked-out) is charged too, once', async () => {
    const { owner, dog } = await household();
    const h = hotelFixtures(t.deps, desk);
    const booking = await h.booking(dog.id, -2, 0);
    await h.setStatus(booking.id, 'checked-in');
    const { token } = await t.userWithToken('receptionist');
    const put = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/hotel/${booking.id}`,
        headers: t.auth(token),
        payload: { status: 'checked-out' },
      });
    expect((await put()).statusCode).toBe(200);
    expect((await put()).statusCode).toBe(409);
    expect((await chargesOf(owner.id)).map((c) => [c.source?.type, c.quantity, c.totalCents])).toEqual([
      ['hotel-booking', 2, 6000],
    ]);
  });

  it('a stay in a kennel is charged at its type’s night; a type without a price of its own at the standard night', async () => {
    const h = hotelFixtures(t.deps, desk);
    const k = kennelFixtures(t.deps, desk);
    const suite = await k.kennel({ type: 'suite' });
    const odd = await k.kennel({ type: 'igloo' });
    const stays = [];
    for (const kennel of [suite, odd]) {
      const { owner, dog } = await household();
      const booking = await h.booking(dog.id, -2, 0, { kennel: kennel.id });
      await h.setStatus(booking.id, 'checked-in');
      await t.caller(desk).hotel.checkOut({ id: booking.id });
      stays.push((await chargesOf(owner.id)).map((c) => [c.quantity, c.unitPriceCents, c.totalCents]));
    }
    expect(stays).toEqual([[[2, 5000, 10000]], [[2, 3000, 6000]]]);
  });

  it('a grooming booking completed charges its services at the dog’s size, once even when completed twice', async () => {
    const { owner, dog } = await household();
    const booking = await t.caller(desk).grooming.create({
      dog: dog.id,
      ownerPhone: '+34 600 123 456',
      weight: 25,
      appointmentDate: today,
      time: '23:30',
      groomingServices: ['bath', 'nail-trim'],
    });
    await t.caller(desk).grooming.setStatus({ id: booking.id, status: 'in-progress' });
    const done = await t.caller(desk).grooming.setStatus({ id: booking.id, status: 'completed' });
    expect(done.size).toBe('L');
    await t
      .caller(desk)
      .grooming.undoStatus({ id: booking.id, status: 'completed', updatedAt: done.updatedAt });
    await t.caller(desk).grooming.setStatus({ id: booking.id, status: 'completed' });
    const charges = await chargesOf(owner.id);
    expect(charges.map((c) => [c.source?.id, c.description.split(' · ')[0], c.totalCents]).sort()).toEqual([
      [booking.id, 'Baño (L)', 3200],
      [booking.id, 'Corte de uñas (L)', 1000],
    ]);
  });

  it('a vet exam completed charges the consultation and the items the vet adds, each once; an unknown item is 404', async () => {
    const { owner, dog } = await household();
    const v = vetFixtures(t.deps, desk);
    const id = await v.appointment(dog.id, { at: new Date(Date.now() - 60_000), status: 'in-progress' });
    await expect(
      t
        .caller(desk)
        .vet.saveExam({ id, findings: 'Fine', items: [{ price: 'vaccine-rabies', quantity: 1 }] }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      t
        .caller(vetUser)
        .vet.saveExam({ id, findings: 'Fine', items: [{ price: 'no-such-price', quantity: 1 }] }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await chargesOf(owner.id)).toEqual([]);
    const items = [{ price: 'vaccine-rabies', quantity: 1 }];
    // Saved in progress with the item (charged now), then completed with the same item sent again.
    await t.caller(vetUser).vet.saveExam({ id, findings: 'Fine', status: 'in-progress', items });
    expect((await chargesOf(owner.id)).map((c) => c.unitPriceCents)).toEqual([3500]);
    const exam = { id, findings: 'Fine, really', status: 'completed' as const, items };
    await t.caller(vetUser).vet.saveExam(exam);
    // A retried completion is refused by the vet's own rules, and charges nothing more.
    await expect(t.caller(vetUser).vet.saveExam(exam)).rejects.toMatchObject({ code: 'CONFLICT' });
    const charges = await chargesOf(owner.id);
    expect(charges.map((c) => [c.source?.type, c.unitPriceCents, c.quantity]).sort()).toEqual([
      ['vet-appointment', 3500, 1],
      ['vet-appointment', 4000, 1],
    ]);
  });

  it('the household check-out gathers the pending charges of every service and dog of the owner', async () => {
    const owner = await f.owner({ language: 'en' });
    const luna = await f.dog([owner.id]);
    const rex = await f.dog([owner.id]);
    await t.caller(desk).daycare.packages.purchase({ dog: luna.id, packageType: '1-day' });
    const visit = await t.caller(desk).daycare.visits.checkIn({ dog: rex.id, date: addDays(today, 0) });
    await t.caller(desk).daycare.visits.checkOut({ id: visit.id });
    await t
      .caller(desk)
      .billing.charges.create({ owner: owner.id, description: 'Leash', unitPriceCents: 1200, vatRate: 21 });
    const account = await t.caller(desk).billing.account({ owner: owner.id });
    expect(account.pending.map((c) => [c.dog?.name ?? null, c.description, c.totalCents])).toEqual([
      [luna.name, `Daycare (day) · ${luna.name}`, 2500],
      [rex.name, `Daycare (day) · ${rex.name}`, 2500],
      [null, 'Leash', 1200],
    ]);
    expect(account.pendingCents).toBe(6200);
  });

  describe('a service undone or deleted takes back its pending charge, never an invoiced one', () => {
    it('an undone daycare check-out leaves nothing to invoice until the dog is checked out again', async () => {
      const { owner, dog } = await household();
      const visit = await t.caller(desk).daycare.visits.checkIn({ dog: dog.id, date: today });
      const out = await t.caller(desk).daycare.visits.checkOut({ id: visit.id });
      expect(await chargesOf(owner.id)).toHaveLength(1);
      await t.caller(desk).daycare.visits.undoCheckOut({ id: visit.id, updatedAt: out.updatedAt });
      expect(await chargesOf(owner.id)).toEqual([]);
      expect((await t.caller(desk).billing.account({ owner: owner.id })).pendingCents).toBe(0);
      await t.caller(desk).daycare.visits.checkOut({ id: visit.id });
      expect((await chargesOf(owner.id)).map((c) => [c.source?.id, c.totalCents])).toEqual([
        [visit.id, 2500],
      ]);
    });

    it('a completed visit deleted takes its pending charge; once invoiced, the charge and invoice stay', async () => {
      const { owner, dog } = await household();
      const first = await t.caller(desk).daycare.visits.checkIn({ dog: dog.id, date: today });
      await t.caller(desk).daycare.visits.checkOut({ id: first.id });
      await t.caller(desk).daycare.visits.delete({ id: first.id });
      expect(await chargesOf(owner.id)).toEqual([]);

      const second = await t.caller(desk).daycare.visits.checkIn({ dog: dog.id, date: today });
      await t.caller(desk).daycare.visits.checkOut({ id: second.id });
      const [charge] = await chargesOf(owner.id);
      if (!charge) throw new Error('the check-out made no charge');
      await billingFixtures(t.deps, desk).identity();
      const invoice = await t.caller(desk).billing.invoices.issue({ owner: owner.id, charges: [charge.id] });
      await t.caller(desk).daycare.visits.delete({ id: second.id });
      expect((await chargesOf(owner.id)).map((c) => [c.id, c.status, c.invoice?.id])).toEqual([
        [charge.id, 'invoiced', invoice.id],
      ]);
    });

    it('an undone grooming completion takes back its services’ charges; completing again makes them once', async () => {
      const { owner, dog } = await household();
      const booking = await t.caller(desk).grooming.create({
        dog: dog.id,
        ownerPhone: '+34 600 123 456',
        weight: 25,
        appointmentDate: today,
        time: '23:30',
        groomingServices: ['bath'],
      });
      await t.caller(desk).grooming.setStatus({ id: booking.id, status: 'in-progress' });
      const done = await t.caller(desk).grooming.setStatus({ id: booking.id, status: 'completed' });
      expect(await chargesOf(owner.id)).toHaveLength(1);
      await t
        .caller(desk)
        .grooming.undoStatus({ id: booking.id, status: 'completed', updatedAt: done.updatedAt });
      expect(await chargesOf(owner.id)).toEqual([]);
      await t.caller(desk).grooming.setStatus({ id: booking.id, status: 'completed' });
      expect((await chargesOf(owner.id)).map((c) => c.totalCents)).toEqual([3200]);
    });

    it('a package deleted before it is invoiced is not charged', async () => {
      const { owner, dog } = await household();
      const pkg = await t.caller(desk).daycare.packages.purchase({ dog: dog.id, packageType: '15-day' });
      expect(await chargesOf(owner.id)).toHaveLength(1);
      await t.caller(desk).daycare.packages.delete({ id: pkg.id });
      expect(await chargesOf(owner.id)).toEqual([]);
    });
  });
});
