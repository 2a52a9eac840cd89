// One row of the dog details modal's vet appointments tab (the vet module answers for it).
import { z } from 'zod';

export const ZVetAppointmentHistory = z.object({
  id: z.string(),
  appointmentDate: z.string(),
  cause: z.string(),
  status: z.string(),
  temperature: z.number().nullable(),
  weight: z.number().nullable(),
  findings: z.string().nullable(),
  recommendations: z.string().nullable(),
  vetNotes: z.string().nullable(),
  followUpRequired: z.boolean(),
  followUpDate: z.string().nullable(),
});
