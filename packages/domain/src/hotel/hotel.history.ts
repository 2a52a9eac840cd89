// One row of the dog details modal's hotel stays tab (the hotel module answers for it), and the
// health check shape both the tab and the hotel APIs use.
import { z } from 'zod';

/**
 * A health check taken at arrival (vetCheckIn) or departure (vetCheckOut): what was measured,
 * who took it and when (the server's clock). A booking without one has null.
 */
export const ZHealthCheck = z.object({
  weight: z.number().nullable(),
  temperature: z.number().nullable(),
  notes: z.string().nullable(),
  checkedBy: z.string().nullable(),
  checkedAt: z.string().nullable(),
});
export type THealthCheck = z.infer<typeof ZHealthCheck>;

export const ZHotelStayHistory = z.object({
  id: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  /** The business days of the two dates (YYYY-MM-DD), for display in any browser's zone. */
  checkInDay: z.string(),
  checkOutDay: z.string(),
  nights: z.number().int(),
  status: z.string(),
  notes: z.string(),
  vetCheckIn: ZHealthCheck.nullable(),
  vetCheckOut: ZHealthCheck.nullable(),
});
export type THotelStayHistory = z.infer<typeof ZHotelStayHistory>;
