// One row of the dog details modal's vet appointments tab (the vet module answers for it).
import { z } from 'zod';

export const ZVetAppointmentHistory = z.object({
  id: z.string(),
  appointmentDate: z.string(),
  /** The appointment's day and wall-clock time in APP_TIMEZONE. */
  day: z.string(),
  time: z.string(),
  cause: z.string(),
  status: z.string(),
  temperature: z.number().nullable(),
  weight: z.number().nullable(),
  findings: z.string().nullable(),
  recommendations: z.string().nullable(),
  vetNotes: z.string().nullable(),
  followUpRequired: z.boolean(),
  /** A calendar day, YYYY-MM-DD. */
  followUpDate: z.string().nullable(),
});
