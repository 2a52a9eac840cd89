import { z } from 'zod';

/** Path ids are checked by the services: a malformed one names no record, so it is a 404. */
export const ZIdParams = z.object({ id: z.string() });

/** What a REST DELETE answers (`id` becomes `_id` on the way out, like every body). */
export const ZDeleted = z.object({ message: z.string(), id: z.string() });
