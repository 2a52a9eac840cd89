// What every dogs service call receives: the database, who is acting, the picture storage, the
// full list's row reader, the search's kept totals, the business time zone and a clock tests may pin.
import { businessToday } from '@pawdesk/domain';
import type { AppDeps } from '../../app-deps';
import type { RowReader } from '../../db/row-reader';
import { DomainError } from '../../errors/domain-error';
import type { ServiceContext } from '../../lib/context';
import type { KeptStore } from '../../lib/kept';
import { RECENT_COUNTS } from '../../lib/recent-counts';
import type { PictureStorage } from '../../storage/picture-storage';

export interface DogsContext extends ServiceContext {
  pictures: PictureStorage;
  /** Rows as arrays for the full list (AppDeps `rows`: pg, or Prisma). */
  rows: RowReader;
  /**
   * Totals of the searches the trigram index cannot serve, kept a few seconds (dogs.reads.ts):
   * they read the dogs' search text (their names, breeds and owners' names) and breed, so a write
   * to dogs, their owner links or owners, by any process, forgets them.
   */
  scanCounts: KeptStore<number>;
  /** APP_TIMEZONE: what "today" means for ages and dates of birth. */
  timeZone: string;
  /** The clock (tests may pin it). */
  now: () => Date;
}

export function dogsContext(svc: ServiceContext, deps: AppDeps): DogsContext {
  return {
    ...svc,
    pictures: deps.pictures,
    rows: deps.rows,
    scanCounts: deps.kept.store('dogs.scanCounts', { ...RECENT_COUNTS, topics: ['dogs', 'owners'] }),
    timeZone: deps.env.timeZone,
    now: () => new Date(),
  };
}

/** The business day (YYYY-MM-DD) in APP_TIMEZONE. */
export const todayOf = (ctx: DogsContext) => businessToday(ctx.timeZone, ctx.now());

export const dogNotFound = () => new DomainError('NOT_FOUND', 'dog.notFound');
