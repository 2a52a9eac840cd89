// Dogs, the details modal: the dog with its owners and the recent history of each service with
// its total. Each service's module answers for its own history.
import type { TDogDetails } from '@pawdesk/domain';
import { dogDaycareHistory } from '../daycare';
import { dogGroomingHistory } from '../grooming';
import { dogHotelHistory } from '../hotel';
import { dogVetHistory } from '../vet';
import type { DogsContext } from './dogs.context';
import { getDog } from './dogs.reads';

/** The details modal: the dog, its owners and its recent history with the total of each kind. */
export async function getDogDetails(ctx: DogsContext, id: string): Promise<TDogDetails> {
  const dog = await getDog(ctx, id);
  const [daycareVisits, hotelStays, vetAppointments, grooming] = await Promise.all([
    dogDaycareHistory(ctx, dog.id),
    dogHotelHistory(ctx, dog.id),
    dogVetHistory(ctx, dog.id),
    dogGroomingHistory(ctx, dog.id),
  ]);
  return { dog, history: { daycareVisits, hotelStays, vetAppointments, grooming } };
}
