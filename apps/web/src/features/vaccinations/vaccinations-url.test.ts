import { describe, expect, it } from 'vitest';
import { dueInput, vetBookingHref } from './vaccinations-url';

describe('the due list URL and the vet booking link', () => {
  it('asks for the window and only adds booked and not-called-yet when filtered', () => {
    expect(dueInput({ within: '30', booked: 'all' })).toEqual({ within: 30 });
    expect(dueInput({ within: '7', booked: 'booked' })).toEqual({ within: 7, booked: true });
    expect(dueInput({ within: '30', booked: 'all', called: 'all' })).toEqual({ within: 30 });
    expect(dueInput({ within: '90', booked: 'all', called: 'no' })).toEqual({ within: 90, called: 'no' });
  });

  it("opens the vet's New Appointment form with the dog and the reason, encoded", () => {
    const href = vetBookingHref({ id: 'd1', name: 'Lúa & Co' }, 'Vacunación: rabia (caduca el 01/12/2026)');
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/vet');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tab: 'form',
      bookDog: 'd1',
      bookDogName: 'Lúa & Co',
      bookReason: 'Vacunación: rabia (caduca el 01/12/2026)',
    });
  });
});
