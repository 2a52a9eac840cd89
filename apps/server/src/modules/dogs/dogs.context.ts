// What every dogs service call receives: the database, who is acting, the picture storage, the
// full list's row reader, the business time zone and a clock tests may pin.
import { businessToday } from '@pawdesk/domain';
import type { AppDeps } from '../../app-deps';
import { pgRowReader, prismaRowReader, type RowReader } from '../../db/row-reader';
import { DomainError } from '../../errors/domain-error';
import type { ServiceContext } from '../../lib/context';
import type { PictureStorage } from '../../storage/picture-storage';

export interface DogsContext extends ServiceContext {
  pictures: PictureStorage;
  /** Reads the full list's rows (pg straight, or Prisma when no database URL is known). */
  rows: RowReader;
  /** APP_TIMEZONE: what "today" means for ages and dates of birth. */
  timeZone: string;
  /** The clock (tests may pin it). */
  now: () => Date;
}

export function dogsContext(svc: ServiceContext, deps: AppDeps): DogsContext {
  const url = deps.databaseUrl ?? deps.env.DATABASE_URL;
  return {
    ...svc,
    pictures: deps.pictures,
    rows: url ? pgRowReader(url) : prismaRowReader(svc.prisma),
    timeZone: deps.env.timeZone,
    now: () => new Date(),
  };
}

/** The business day (YYYY-MM-DD) in APP_TIMEZONE. */
export const todayOf = (ctx: DogsContext) => businessToday(ctx.timeZone, ctx.now());

export const dogNotFound = () => new DomainError('NOT_FOUND', 'dog.notFound');
