// One row of the dog details modal's hotel stays tab (the hotel module answers for it).
import { z } from 'zod';

export const ZHotelStayHistory = z.object({
  id: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  status: z.string(),
  notes: z.string(),
});
