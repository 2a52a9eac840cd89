import { describe, expect, it } from 'vitest';
import { messageEn } from '../common/messages';
import {
  groomingFormSchema,
  groomingInstant,
  ZGroomingBookingBody,
  ZGroomingBookingInput,
  ZGroomingDayInput,
  ZGroomingStatusInput,
  ZGroomingUpdateBody,
} from './grooming.schema';

const DOG = '7b0f3c1e-2f5a-4c39-9d6e-1a2b3c4d5e6f';
const USER = '0c9a1d2e-3f4b-4a5c-8d6e-7f8091a2b3c4';
const valid = {
  dog: DOG,
  ownerPhone: ' +34 600 123 456 ',
  weight: 12.5,
  appointmentDate: '2026-11-27T11:00',
  groomingServices: ['bath', 'nail-trim'],
};

/** The English messages of a failed parse, in order. */
function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues ?? []).map((i) => messageEn(i.message));
}

describe('ZGroomingBookingInput (docs/spec/product-spec.md §5, Grooming form)', () => {
  it('accepts a booking, trimming text and ordering the services as the form lists them', () => {
    const out = ZGroomingBookingInput.parse({ ...valid, groomingServices: ['nail-trim', 'bath', 'bath'] });
    expect(out).toMatchObject({ dog: DOG, ownerPhone: '+34 600 123 456', weight: 12.5 });
    expect(out.groomingServices).toEqual(['bath', 'nail-trim']);
    expect(out.groomer).toBeUndefined();
    expect(out.durationMinutes).toBeUndefined();
  });

  it.each([
    [{ dog: undefined }, 'Please select a dog'],
    [{ dog: '' }, 'Please select a dog'],
    [{ ownerPhone: '   ' }, 'Owner phone is required'],
    [{ ownerPhone: undefined }, 'Owner phone is required'],
    [{ weight: undefined }, 'Please enter a valid weight'],
    [{ weight: 0 }, 'Please enter a valid weight'],
    [{ weight: -2 }, 'Please enter a valid weight'],
    [{ weight: 100.5 }, 'Please enter a valid weight'],
    [{ weight: 'heavy' }, 'Please enter a valid weight'],
    [{ appointmentDate: undefined }, 'Appointment date and time is required'],
    [{ appointmentDate: '' }, 'Appointment date and time is required'],
    [{ appointmentDate: '2026-02-30T10:00' }, 'Appointment date and time must be a valid date and time'],
    [{ appointmentDate: 'tomorrow' }, 'Appointment date and time must be a valid date and time'],
    [{ groomingServices: [] }, 'Please select at least one grooming service'],
    [{ groomingServices: undefined }, 'Please select at least one grooming service'],
    [{ durationMinutes: 10 }, 'Length must be a whole number of minutes from 15 to 480'],
    [{ durationMinutes: 481 }, 'Length must be a whole number of minutes from 15 to 480'],
    [{ durationMinutes: 30.5 }, 'Length must be a whole number of minutes from 15 to 480'],
    [{ notes: 'x'.repeat(1001) }, 'Notes must be 1000 characters or less'],
    [{ groomer: 42 }, 'Please select a valid groomer'],
  ])('refuses %j: %s', (patch, message) => {
    expect(messages(ZGroomingBookingInput.safeParse({ ...valid, ...patch }))).toEqual([message]);
  });

  it('refuses an unknown service', () => {
    expect(messages(ZGroomingBookingInput.safeParse({ ...valid, groomingServices: ['massage'] }))[0]).toMatch(
      /^Grooming services must be among: full-grooming, bath/,
    );
  });

  it('reports every failing field at once', () => {
    expect(messages(ZGroomingBookingInput.safeParse({}))).toEqual([
      'Please select a dog',
      'Owner phone is required',
      'Please enter a valid weight',
      'Appointment date and time is required',
      'Please select at least one grooming service',
    ]);
  });

  it('takes numbers typed as text, the weight bounds 0.1 and 100, and a blank groomer as none', () => {
    const out = ZGroomingBookingInput.parse({ ...valid, weight: '0.1', durationMinutes: '45', groomer: '' });
    expect(out).toMatchObject({ weight: 0.1, durationMinutes: 45, groomer: null });
    expect(ZGroomingBookingInput.parse({ ...valid, weight: 100 }).weight).toBe(100);
  });
});

describe('the REST bodies: the contract aliases', () => {
  it('reads dogId as dog, groomerId as groomer, and the objects a GET answered', () => {
    const out = ZGroomingBookingBody.parse({ ...valid, dog: undefined, dogId: DOG, groomerId: USER });
    expect(out).toMatchObject({ dog: DOG, groomer: USER });
    const echoed = ZGroomingBookingBody.parse({
      ...valid,
      dog: { _id: DOG, name: 'Luna' },
      groomer: { _id: USER },
    });
    expect(echoed).toMatchObject({ dog: DOG, groomer: USER });
  });

  it('a PUT body keeps absent fields absent and knows a status', () => {
    expect(ZGroomingUpdateBody.parse({ status: 'in-progress' })).toEqual({ status: 'in-progress' });
    expect(ZGroomingUpdateBody.parse({ groomerId: null })).toEqual({ groomer: null });
    // Absent notes are kept; blank ones are cleared.
    expect(ZGroomingUpdateBody.parse({ notes: '  ', groomingNotes: null })).toEqual({
      notes: null,
      groomingNotes: null,
    });
    expect(messages(ZGroomingUpdateBody.safeParse({ status: 'done' }))).toEqual([
      'Status must be scheduled, in-progress, completed or cancelled',
    ]);
    expect(messages(ZGroomingUpdateBody.safeParse({ groomingServices: [] }))).toEqual([
      'Please select at least one grooming service',
    ]);
    expect(messages(ZGroomingUpdateBody.safeParse({ ownerPhone: '' }))).toEqual(['Owner phone is required']);
  });

  it('a status change names a known status', () => {
    expect(ZGroomingStatusInput.safeParse({ id: 'x', status: 'cancelled' }).success).toBe(true);
    expect(ZGroomingStatusInput.safeParse({ id: 'x', status: 'deleted' }).success).toBe(false);
  });

  it('the day view takes a calendar day', () => {
    expect(ZGroomingDayInput.parse({ day: '2026-11-27' })).toEqual({ day: '2026-11-27' });
    expect(ZGroomingDayInput.parse({})).toEqual({});
    expect(messages(ZGroomingDayInput.safeParse({ day: '2026-13-01' }))).toEqual([
      'Day must be a valid day (YYYY-MM-DD)',
    ]);
  });
});

describe('groomingInstant', () => {
  it('reads a time without a zone as the business zone’s wall clock', () => {
    expect(groomingInstant('2026-11-27T11:00', 'Europe/Madrid')?.toISOString()).toBe(
      '2026-11-27T10:00:00.000Z',
    );
    expect(groomingInstant('2026-07-01 11:00:00', 'Europe/Madrid')?.toISOString()).toBe(
      '2026-07-01T09:00:00.000Z',
    );
  });

  it('keeps an instant with a zone as it is', () => {
    expect(groomingInstant('2026-11-27T11:00:00.000Z', 'Europe/Madrid')?.toISOString()).toBe(
      '2026-11-27T11:00:00.000Z',
    );
    expect(groomingInstant('2026-11-27T11:00+02:00', 'UTC')?.toISOString()).toBe('2026-11-27T09:00:00.000Z');
  });

  it('reads a day alone at the given time, or at its start', () => {
    expect(groomingInstant('2026-11-27', 'Europe/Madrid', '09:30')?.toISOString()).toBe(
      '2026-11-27T08:30:00.000Z',
    );
    expect(groomingInstant('2026-11-27', 'Europe/Madrid')?.toISOString()).toBe('2026-11-26T23:00:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    for (const bad of ['', '2026-11-31', '2026-11-27T25:00', '2026-11-27T10:00Zebra', 'soon'])
      expect(groomingInstant(bad, 'UTC'), bad).toBeNull();
    expect(groomingInstant('2026-11-27', 'UTC', '9am')).toBeNull();
  });
});

describe('groomingFormSchema (the web form)', () => {
  const form = {
    dog: DOG,
    ownerPhone: '600 123 456',
    weight: '8,5'.replace(',', '.'),
    date: '2026-11-27',
    time: '11:00',
    groomingServices: ['full-grooming'],
    durationMinutes: '90',
    groomer: '',
    notes: '',
  };

  it('sends the date and time as one wall-clock value', () => {
    expect(groomingFormSchema('2026-11-25').parse(form)).toEqual({
      dog: DOG,
      ownerPhone: '600 123 456',
      weight: 8.5,
      appointmentDate: '2026-11-27T11:00',
      groomingServices: ['full-grooming'],
      durationMinutes: 90,
      groomer: null,
    });
  });

  it('needs the date and the time, and a date not before today', () => {
    const issues = (values: object, today = '2026-11-25', keep?: string) => {
      const r = groomingFormSchema(today, keep).safeParse({ ...form, ...values });
      return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), messageEn(i.message)]);
    };
    expect(issues({ date: '' })).toEqual([['date', 'Appointment date and time is required']]);
    expect(issues({ time: '' })).toEqual([['time', 'Appointment date and time is required']]);
    expect(issues({ date: '2026-11-24' })).toEqual([['date', 'Appointment date cannot be in the past']]);
    expect(issues({ date: '2026-11-25' })).toEqual([]);
    // Editing a booking of a past day keeps its day.
    expect(issues({ date: '2026-11-20' }, '2026-11-25', '2026-11-20')).toEqual([]);
    expect(issues({ groomingServices: [] })).toEqual([
      ['groomingServices', 'Please select at least one grooming service'],
    ]);
  });
});
