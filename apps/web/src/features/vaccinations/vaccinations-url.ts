// The Vaccinations due screen's state in the query string: the window in days, the booked filter and
// the call list's 'Not called yet' (`called=no`).
import { urlParam } from '../../lib/use-url-state';

export const DUE_WINDOWS = ['7', '30', '60', '90'] as const;

export const VACCINATIONS_DUE_URL = {
  within: urlParam.oneOf(DUE_WINDOWS, '30'),
  booked: urlParam.oneOf(['all', 'booked'] as const, 'all'),
  called: urlParam.oneOf(['all', 'no'] as const, 'all'),
};

/** The due list's input for the URL's state. */
export function dueInput(state: {
  within: (typeof DUE_WINDOWS)[number];
  booked: 'all' | 'booked';
  called?: 'all' | 'no';
}) {
  return {
    within: Number(state.within),
    ...(state.booked === 'booked' ? { booked: true } : {}),
    ...(state.called === 'no' ? { called: 'no' as const } : {}),
  };
}

/** The due list's next page: its cursor (shared by the screen and the prefetch). */
export const dueNextPage = (page: { nextCursor: string | null }) => page.nextCursor ?? undefined;

/** The vet page's New Appointment form for a dog, its reason filled in ('Book at our vet'). */
export function vetBookingHref(dog: { id: string; name: string }, reason: string): string {
  const params = new URLSearchParams({
    tab: 'form',
    bookDog: dog.id,
    bookDogName: dog.name,
    bookReason: reason,
  });
  return `/vet?${params.toString()}`;
}
