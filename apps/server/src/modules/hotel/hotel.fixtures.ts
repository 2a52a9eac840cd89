// Test data for the hotel tests: uniquely named owners and dogs made through the dogs services,
// bookings made through the hotel service (with a pinned clock when a test needs another
// "now"), and days counted from the business day.
import { addDays, businessToday, ZDogInput, ZHotelBookingInput } from '@pawdesk/domain';
import type { AppDeps } from '../../app-deps';
import type { ServiceContext } from '../../lib/context';
import { createDog, dogsContext } from '../dogs';
import { fixtures as dogFixtures, uniqueWord } from '../dogs/dogs.fixtures';
import { type HotelContext, hotelContext } from './hotel.context';
import { createBooking } from './hotel.writes';

export function hotelFixtures(deps: AppDeps, actor: { id: string; username: string }) {
  const svc: ServiceContext = { prisma: deps.prisma, actor: { ...actor, role: 'admin' } };
  const dogs = dogFixtures(deps, actor);
  const hotel = (now?: () => Date): HotelContext => ({ ...hotelContext(svc, deps), ...(now ? { now } : {}) });
  const today = () => businessToday(deps.env.timeZone);
  return {
    svc,
    hotel,
    /** The business day `n` days from today. */
    day: (n: number) => addDays(today(), n),
    /** A dog with a new owner; names may be given (the search tests). */
    async dog(opts: { name?: string; breed?: string; ownerName?: string } = {}) {
      const owner = await dogs.owner(opts.ownerName ? { name: opts.ownerName } : {});
      return createDog(
        dogsContext(svc, deps),
        ZDogInput.parse({
          name: opts.name ?? `Dog ${uniqueWord()}`,
          breed: opts.breed ?? 'Beagle',
          age: 3,
          owners: [owner.id],
        }),
      );
    },
    /**
     * A booking from `from` to `to` days after today. A stay in the past is booked "back then"
     * (the clock pinned to its check-in day), so the not-before-today rule holds as it did.
     */
    async booking(dogId: string, from: number, to: number, extra: Record<string, unknown> = {}) {
      const now = from < 0 ? () => new Date(Date.now() + from * 86_400_000) : undefined;
      return createBooking(
        hotel(now),
        ZHotelBookingInput.parse({
          dog: dogId,
          checkIn: addDays(today(), from),
          checkOut: addDays(today(), to),
          ...extra,
        }),
      );
    },
    /** Sets a booking's status straight in the table (a past stay's history). */
    async setStatus(id: string, status: 'booked' | 'checked-in' | 'checked-out' | 'cancelled') {
      await deps.prisma
        .$executeRaw`UPDATE hotel_bookings SET status = ${status}::"HotelBookingStatus" WHERE id = ${id}::uuid`;
    },
    count: (dogId: string) => deps.prisma.hotelBooking.count({ where: { dogId } }),
  };
}

export { uniqueWord };
