// One row of the dog details modal's grooming bookings tab (the grooming module answers for it).
import { z } from 'zod';

export const ZGroomingHistory = z.object({
  id: z.string(),
  appointmentDate: z.string(),
  groomingServices: z.array(z.string()),
  status: z.string(),
  weight: z.number().nullable(),
  notes: z.string().nullable(),
  groomingNotes: z.string().nullable(),
  completedAt: z.string().nullable(),
});
