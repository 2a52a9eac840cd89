// One row of the dog details modal's Grooming History tab (the grooming module answers for it).
import { z } from 'zod';

export const ZGroomingHistory = z.object({
  id: z.string(),
  appointmentDate: z.string(),
  durationMinutes: z.number().int(),
  groomingServices: z.array(z.string()),
  status: z.string(),
  weight: z.number().nullable(),
  notes: z.string().nullable(),
  groomingNotes: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The groomer's name (or username), null when unassigned. */
  groomerName: z.string().nullable(),
});
