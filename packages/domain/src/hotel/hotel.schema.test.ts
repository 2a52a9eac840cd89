import { describe, expect, it } from 'vitest';
import { messageEn } from '../common/messages';
import {
  hasHealthData,
  hotelFormSchema,
  type THotelFormValues,
  ZHealthCheckInput,
  ZHotelBookingInput,
  ZHotelCheckInInput,
  ZHotelCheckOutInput,
  ZHotelMonthsInput,
  ZHotelUpdateBody,
} from './hotel.schema';

const DOG = '6f1c2a51-2f0e-4f53-9d55-0e6d8f0b7a11';

/** The message keys of a failed parse, by path. */
function keys(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
}

describe('a new booking (POST /api/hotel, hotel.create)', () => {
  it('takes the dog, two dates, notes, and defaults to booked', () => {
    const r = ZHotelBookingInput.parse({ dog: DOG, checkIn: '2026-12-01', checkOut: '2026-12-05' });
    expect(r).toEqual({ dog: DOG, checkIn: '2026-12-01', checkOut: '2026-12-05', notes: '' });
  });
  it('accepts `dogId` or the dog object, ISO instants, trimmed notes, a walk-in with its health check', () => {
    const r = ZHotelBookingInput.parse({
      dogId: DOG,
      checkIn: '2026-12-01T00:00:00.000Z',
      checkOut: ' 2026-12-05T00:00:00.000Z ',
      notes: '  Own food  ',
      status: 'checked-in',
      vetCheckIn: { weight: '12,5', temperature: 38.4, notes: '', checkedBy: ' Laura ' },
    });
    expect(r).toMatchObject({
      dog: DOG,
      checkOut: '2026-12-05T00:00:00.000Z',
      notes: 'Own food',
      status: 'checked-in',
      vetCheckIn: { weight: 12.5, temperature: 38.4, checkedBy: 'Laura' },
    });
    expect(
      ZHotelBookingInput.parse({ dog: { _id: DOG }, checkIn: '2026-12-01', checkOut: '2026-12-02' }).dog,
    ).toBe(DOG);
  });
  it('names every missing field with the spec’s messages', () => {
    const r = ZHotelBookingInput.safeParse({});
    expect(keys(r)).toEqual([
      ['checkIn', 'hotel.checkInRequired'],
      ['checkOut', 'hotel.checkOutRequired'],
      ['dog', 'hotel.dogRequired'],
    ]);
    expect(messageEn('hotel.dogRequired')).toBe('Please select a dog');
    expect(messageEn('hotel.checkInRequired')).toBe('Check-in date is required');
    expect(messageEn('hotel.checkOutRequired')).toBe('Check-out date is required');
  });
  it('refuses dates that are neither a day nor an instant with its zone', () => {
    const r = ZHotelBookingInput.safeParse({ dog: DOG, checkIn: '2026-02-30', checkOut: '2026-12-01T10:00' });
    expect(keys(r)).toEqual([
      ['checkIn', 'hotel.dateInvalid'],
      ['checkOut', 'hotel.dateInvalid'],
    ]);
  });
  it('is only booked or checked-in', () => {
    const r = ZHotelBookingInput.safeParse({
      dog: DOG,
      checkIn: '2026-12-01',
      checkOut: '2026-12-02',
      status: 'cancelled',
    });
    expect(keys(r)).toEqual([['status', 'hotel.newStatusInvalid']]);
  });
});

describe('health checks (docs/spec/product-spec.md §§5 and 9)', () => {
  it.each([
    [{ weight: 0.1 }, true],
    [{ weight: 100 }, true],
    [{ weight: 0 }, 'hotel.weightInvalid'],
    [{ weight: 100.1 }, 'hotel.weightInvalid'],
    [{ weight: -3 }, 'hotel.weightInvalid'],
    [{ weight: 'heavy' }, 'hotel.weightPositive'],
    [{ temperature: 35 }, true],
    [{ temperature: 43 }, true],
    [{ temperature: 34.9 }, 'hotel.temperatureInvalid'],
    [{ temperature: 43.1 }, 'hotel.temperatureInvalid'],
    [{ temperature: 'hot' }, 'hotel.temperatureInvalid'],
    [{ notes: 'x'.repeat(1000) }, true],
    [{ notes: 'x'.repeat(1001) }, 'hotel.healthNotesTooLong'],
    [{ checkedBy: 'y'.repeat(100) }, true],
    [{ checkedBy: 'y'.repeat(101) }, 'hotel.checkedByTooLong'],
  ])('%j → %s', (input, expected) => {
    const r = ZHealthCheckInput.safeParse(input);
    if (expected === true) expect(r.success).toBe(true);
    else expect(r.error?.issues[0]?.message).toBe(expected);
  });
  it('the spec’s texts', () => {
    expect(messageEn('hotel.weightInvalid')).toBe('Weight must be a number between 0.1 and 100 kg');
    expect(messageEn('hotel.weightPositive')).toBe('Weight must be a positive number');
    expect(messageEn('hotel.temperatureInvalid')).toBe('Temperature must be between 35°C and 43°C');
  });
  it('an empty health check records nothing', () => {
    expect(hasHealthData(ZHealthCheckInput.parse({ weight: '', notes: '  ' }))).toBe(false);
    expect(hasHealthData(ZHealthCheckInput.parse({ notes: 'Calm' }))).toBe(true);
    expect(hasHealthData(undefined)).toBe(false);
  });
});

describe('an edit (PUT /api/hotel/{id})', () => {
  it('keeps absent fields absent; blank notes clear them; dogId is the dog', () => {
    expect(ZHotelUpdateBody.parse({})).toEqual({ dog: undefined });
    expect(ZHotelUpdateBody.parse({ notes: '' }).notes).toBe('');
    expect(ZHotelUpdateBody.parse({ notes: null }).notes).toBe('');
    expect(ZHotelUpdateBody.parse({ dogId: DOG }).dog).toBe(DOG);
  });
  it('takes any of the four statuses, nothing else', () => {
    expect(ZHotelUpdateBody.parse({ status: 'checked-out' }).status).toBe('checked-out');
    expect(keys(ZHotelUpdateBody.safeParse({ status: 'gone' }))).toEqual([['status', 'hotel.statusInvalid']]);
  });
});

describe('check-in and check-out inputs', () => {
  it('check-in needs a dog', () => {
    expect(keys(ZHotelCheckInInput.safeParse({}))).toEqual([['dog', 'hotel.dogRequired']]);
  });
  it('check-out needs a booking', () => {
    expect(keys(ZHotelCheckOutInput.safeParse({ id: '' }))).toEqual([['id', 'hotel.bookingRequired']]);
    expect(messageEn('hotel.bookingRequired')).toBe('Please select a booking to checkout');
  });
});

describe('All Bookings input', () => {
  it('a month or all months (null), a year in range', () => {
    expect(ZHotelMonthsInput.parse({ year: 2026 }).month).toBeNull();
    expect(ZHotelMonthsInput.parse({ year: 2026, month: 11 }).month).toBe(11);
    expect(keys(ZHotelMonthsInput.safeParse({ year: 2026, month: 13 }))).toEqual([
      ['month', 'hotel.monthInvalid'],
    ]);
    expect(keys(ZHotelMonthsInput.safeParse({ year: 99999 }))).toEqual([['year', 'hotel.yearInvalid']]);
  });
});

describe('the booking form (three modes)', () => {
  const empty: THotelFormValues = {
    dog: '',
    booking: '',
    checkIn: '',
    checkOut: '',
    notes: '',
    walkIn: false,
    weight: '',
    temperature: '',
    healthNotes: '',
    checkedBy: '',
  };
  const today = '2026-11-25';
  const schema = (mode: 'booking' | 'checkin' | 'checkout', isNew = true, withHealth = true) =>
    hotelFormSchema({ mode, today, isNew, withHealth: () => withHealth });

  it('booking mode: dog and both dates required', () => {
    expect(keys(schema('booking').safeParse(empty))).toEqual([
      ['dog', 'hotel.dogRequired'],
      ['checkIn', 'hotel.checkInRequired'],
      ['checkOut', 'hotel.checkOutRequired'],
    ]);
  });
  it('a new booking not before today, check-out after check-in', () => {
    const values = { ...empty, dog: DOG, checkIn: '2026-11-24', checkOut: '2026-11-24' };
    expect(keys(schema('booking').safeParse(values))).toEqual([
      ['checkIn', 'hotel.checkInPast'],
      ['checkOut', 'hotel.checkOutBeforeCheckIn'],
    ]);
    expect(keys(schema('booking', false).safeParse(values))).toEqual([
      ['checkOut', 'hotel.checkOutBeforeCheckIn'],
    ]);
  });
  it('check-out mode: a booking required, not a dog', () => {
    expect(keys(schema('checkout').safeParse({ ...empty, checkIn: today, checkOut: '2026-11-26' }))).toEqual([
      ['booking', 'hotel.bookingRequired'],
    ]);
  });
  it('the health fields under their own names', () => {
    const values = {
      ...empty,
      dog: DOG,
      checkIn: today,
      checkOut: '2026-11-27',
      weight: '0',
      temperature: '44',
    };
    // The form says 'Weight must be a positive number' for zero or less, the range above 100.
    expect(keys(schema('checkin', false).safeParse(values))).toEqual([
      ['weight', 'hotel.weightPositive'],
      ['temperature', 'hotel.temperatureInvalid'],
    ]);
    expect(keys(schema('checkin', false).safeParse({ ...values, weight: '-2', temperature: '' }))).toEqual([
      ['weight', 'hotel.weightPositive'],
    ]);
    expect(keys(schema('checkin', false).safeParse({ ...values, weight: '120', temperature: '' }))).toEqual([
      ['weight', 'hotel.weightInvalid'],
    ]);
    // Not taken in this mode: not checked.
    expect(schema('booking', true, false).safeParse(values).success).toBe(true);
  });
  it('outputs trimmed values and the health check', () => {
    const r = schema('checkin', false).parse({
      ...empty,
      dog: DOG,
      checkIn: today,
      checkOut: '2026-11-27',
      notes: ' Own bed ',
      weight: '12.4',
      temperature: '38.5',
      checkedBy: 'Laura',
    });
    expect(r).toEqual({
      dog: DOG,
      booking: '',
      checkIn: today,
      checkOut: '2026-11-27',
      notes: 'Own bed',
      walkIn: false,
      health: { weight: 12.4, temperature: 38.5, checkedBy: 'Laura' },
    });
  });
});
