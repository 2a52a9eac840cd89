// Dogs, the details modal's Timeline tab: one dog's daycare visits, hotel stays, vet
// appointments, grooming bookings and record changes in one newest-first list, a keyset page at
// a time, and the weight and temperature measurements its chart draws. Each service's module
// reads its own table (its *.timeline.ts); this module only asks them and merges the answers
// with the domain's rules (timeline.rules.ts).
import {
  decodeTimelineCursor,
  isId,
  kindBound,
  MEASUREMENTS_PER_SOURCE_MAX,
  measurementsOf,
  mergeTimeline,
  type TDogMeasurements,
  type TDogTimelineRequest,
  type TTimelineEntry,
  type TTimelineKind,
  type TTimelinePage,
} from '@pawdesk/domain';
import type { TimelineRead } from '../../db/timeline-sql';
import { DomainError } from '../../errors/domain-error';
import { dogDaycareTimeline } from '../daycare';
import { dogGroomingTimeline } from '../grooming';
import { dogHotelTimeline } from '../hotel';
import { dogVetTimeline } from '../vet';
import { dogRecordTimeline } from './dogs.changes';
import { type DogsContext, dogNotFound } from './dogs.context';

type Reader = (ctx: DogsContext, dogId: string, read: TimelineRead) => Promise<TTimelineEntry[]>;

/** Who answers for each kind of entry. */
const READERS: Record<TTimelineKind, Reader> = {
  daycare: dogDaycareTimeline,
  hotel: dogHotelTimeline,
  vet: dogVetTimeline,
  grooming: dogGroomingTimeline,
  record: dogRecordTimeline,
};

/** Throws 404 unless the dog exists. */
async function assertDog(ctx: DogsContext, dogId: string): Promise<void> {
  if (!isId(dogId)) throw dogNotFound();
  const found = await ctx.prisma.dog.findUnique({ where: { id: dogId }, select: { id: true } });
  if (!found) throw dogNotFound();
}

/**
 * One page of the dog's timeline. Every service reads at most `limit + 1` of its own entries
 * after the cursor (one indexed range per service, all at once), so a page costs the same for a
 * dog with ten records or a thousand, and the merge knows whether a next page exists.
 */
export async function dogTimeline(ctx: DogsContext, input: TDogTimelineRequest): Promise<TTimelinePage> {
  const cursor = input.cursor ? decodeTimelineCursor(input.cursor) : null;
  if (input.cursor && cursor === null) throw new DomainError('BAD_REQUEST', 'timeline.invalidCursor');
  const [streams] = await Promise.all([
    Promise.all(
      (Object.keys(READERS) as TTimelineKind[]).map((kind) =>
        READERS[kind](ctx, input.dogId, { bound: kindBound(kind, cursor), limit: input.limit + 1 }),
      ),
    ),
    assertDog(ctx, input.dogId),
  ]);
  return mergeTimeline(streams, input.limit, cursor);
}

/**
 * The chart's points: the newest MEASUREMENTS_PER_SOURCE_MAX entries of each service that
 * measured something, turned into points, oldest first, by the domain's rule.
 */
export async function dogMeasurements(ctx: DogsContext, dogId: string): Promise<TDogMeasurements> {
  const read: TimelineRead = { bound: null, limit: MEASUREMENTS_PER_SOURCE_MAX, measuredOnly: true };
  const [streams] = await Promise.all([
    Promise.all([
      dogHotelTimeline(ctx, dogId, read),
      dogVetTimeline(ctx, dogId, read),
      dogGroomingTimeline(ctx, dogId, read),
    ]),
    assertDog(ctx, dogId),
  ]);
  return { points: measurementsOf(streams.flat()) };
}
