// Issue 20, item 4: years 0000–0099 used to reach PostgreSQL (which has no year 0) and answer 500.
// Every date input, on both APIs, now refuses a day outside 1900-01-01…2200-12-31 with 400 naming
// the field (common.dateOutOfRange, in both languages), and takes the two ends of the range.
// Table-driven: each row is one date input.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, unique } from './helpers/app';

const RANGE = 'Dates must be between 1900-01-01 and 2200-12-31';
const KEY = 'common.dateOutOfRange';
/** Outside the range, as the attack sent them and at the edges. */
const OUTSIDE = ['0000-01-01', '0001-01-01', '0099-12-31', '1899-12-31', '2201-01-01', '9999-12-31'];
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let token: string;
let dogId: string;
let ownerId: string;

const rest = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.auth(token), ...(payload ? { payload } : {}) });
const trpc = (kind: 'query' | 'mutation', path: string, input: unknown) =>
  kind === 'query'
    ? t.app.inject({
        method: 'GET',
        url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
        headers: t.auth(token),
      })
    : t.app.inject({
        method: 'POST',
        url: `/trpc/${path}`,
        headers: t.auth(token),
        payload: input as object,
      });

beforeAll(async () => {
  t = await createTestApp({ env: { APP_TIMEZONE: 'Europe/Madrid' } });
  token = (await t.userWithToken('admin')).token;
  const owner = await rest('POST', '/api/owners', {
    name: 'Ana Peña',
    email: `${unique('ana')}@example.com`,
    phone: '600 123 456',
    address: 'Calle Mayor 1',
  });
  ownerId = owner.json()._id;
  dogId = (
    await rest('POST', '/api/dogs', { name: 'Rex', breed: 'Beagle', age: 3, owners: [ownerId] })
  ).json()._id;
});

/** A date input: how to send a date `d` to it, and the field the answer must name. */
interface RestCase {
  name: string;
  field: string;
  send: (d: string) => Promise<{ statusCode: number; json: () => unknown }>;
}

const restCases = (): RestCase[] => [
  {
    name: 'POST /api/daycare/visits date',
    field: 'date',
    send: (d) => rest('POST', '/api/daycare/visits', { dog: dogId, date: d }),
  },
  {
    name: 'POST /api/daycare/visits checkInTime',
    field: 'checkInTime',
    send: (d) => rest('POST', '/api/daycare/visits', { dog: dogId, checkInTime: `${d}T10:00:00.000Z` }),
  },
  {
    name: 'PUT /api/daycare/visits/{id} checkOutTime',
    field: 'checkOutTime',
    send: (d) => rest('PUT', `/api/daycare/visits/${UNKNOWN}`, { checkOutTime: `${d}T18:00:00+01:00` }),
  },
  {
    name: 'POST /api/hotel checkIn',
    field: 'checkIn',
    send: (d) => rest('POST', '/api/hotel', { dog: dogId, checkIn: d, checkOut: '2027-01-10' }),
  },
  {
    name: 'POST /api/hotel checkOut',
    field: 'checkOut',
    send: (d) =>
      rest('POST', '/api/hotel', { dog: dogId, checkIn: '2027-01-08', checkOut: `${d}T12:00:00Z` }),
  },
  {
    name: 'PUT /api/hotel/{id} checkOut',
    field: 'checkOut',
    send: (d) => rest('PUT', `/api/hotel/${UNKNOWN}`, { checkOut: d }),
  },
  {
    name: 'POST /api/hotel/check-in checkIn',
    field: 'checkIn',
    send: (d) => rest('POST', '/api/hotel/check-in', { dog: dogId, checkIn: d }),
  },
  {
    name: 'POST /api/vet/appointments appointmentDate',
    field: 'appointmentDate',
    send: (d) =>
      rest('POST', '/api/vet/appointments', { dogId, appointmentDate: d, time: '10:00', cause: 'x' }),
  },
  {
    name: 'POST /api/vet/appointments date (older name)',
    field: 'appointmentDate',
    send: (d) => rest('POST', '/api/vet/appointments', { dog: dogId, date: `${d}T10:00`, reason: 'x' }),
  },
  {
    name: 'PUT /api/vet/appointments/{id} followUpDate',
    field: 'followUpDate',
    send: (d) => rest('PUT', `/api/vet/appointments/${UNKNOWN}`, { followUpRequired: true, followUpDate: d }),
  },
  {
    name: 'POST /api/grooming appointmentDate',
    field: 'appointmentDate',
    send: (d) =>
      rest('POST', '/api/grooming', {
        dog: dogId,
        ownerPhone: '600 123 456',
        weight: 10,
        appointmentDate: d,
        groomingServices: ['bath'],
      }),
  },
  {
    name: 'PUT /api/grooming/{id} appointmentDate',
    field: 'appointmentDate',
    send: (d) => rest('PUT', `/api/grooming/${UNKNOWN}`, { appointmentDate: `${d} 10:00` }),
  },
];

describe('REST: every date input refuses a day outside 1900-01-01…2200-12-31 (400, the field named)', () => {
  it.each(restCases().map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    for (const d of OUTSIDE) {
      const res = await c.send(d);
      expect(res.statusCode, `${c.name} ${d}`).toBe(400);
      const body = res.json() as { error: string; details: { path: string; message: string }[] };
      expect(body.error, `${c.name} ${d}`).toContain(RANGE);
      expect(body.details).toContainEqual({ path: c.field, message: RANGE });
    }
  });

  it("a dog's date of birth answers its own narrower limits, never a 500", async () => {
    for (const [d, message] of [
      ['0000-01-01', 'Date of birth cannot be more than 30 years ago'],
      ['1899-12-31', 'Date of birth cannot be more than 30 years ago'],
      ['2201-01-01', 'Date of birth cannot be in the future'],
    ] as const) {
      const res = await rest('POST', '/api/dogs', {
        name: 'Old',
        breed: 'Mutt',
        dateOfBirth: d,
        owners: [ownerId],
      });
      expect(res.statusCode, d).toBe(400);
      expect((res.json() as { details: unknown[] }).details).toContainEqual({ path: 'dateOfBirth', message });
    }
  });

  it('takes the two ends of the range', async () => {
    const first = await rest('POST', '/api/daycare/visits', {
      dog: dogId,
      date: '1900-01-01',
      checkInTime: null,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ date: '1900-01-01' });
    const last = await rest('POST', '/api/hotel', {
      dog: dogId,
      checkIn: '2200-12-29',
      checkOut: '2200-12-31',
    });
    expect(last.statusCode, last.body).toBe(201);
    expect(last.json()).toMatchObject({ nights: 2 });
  });
});

interface TrpcCase {
  name: string;
  kind: 'query' | 'mutation';
  path: string;
  field: string;
  input: (d: string) => unknown;
}

const trpcCases = (): TrpcCase[] => [
  {
    name: 'daycare.visits.list date filter',
    kind: 'query',
    path: 'daycare.visits.list',
    field: 'date',
    input: (d) => ({ date: d }),
  },
  {
    name: 'daycare.visits.checkIn date',
    kind: 'mutation',
    path: 'daycare.visits.checkIn',
    field: 'date',
    input: (d) => ({ dog: dogId, date: d }),
  },
  {
    name: 'daycare.visits.checkOut checkOutTime',
    kind: 'mutation',
    path: 'daycare.visits.checkOut',
    field: 'checkOutTime',
    input: (d) => ({ id: UNKNOWN, checkOutTime: `${d}T18:00:00Z` }),
  },
  {
    name: 'hotel.create checkIn',
    kind: 'mutation',
    path: 'hotel.create',
    field: 'checkIn',
    input: (d) => ({ dog: dogId, checkIn: d, checkOut: '2027-01-10' }),
  },
  {
    name: 'hotel.update checkOut',
    kind: 'mutation',
    path: 'hotel.update',
    field: 'checkOut',
    input: (d) => ({ id: UNKNOWN, checkOut: d }),
  },
  {
    name: 'vet.create appointmentDate',
    kind: 'mutation',
    path: 'vet.create',
    field: 'appointmentDate',
    input: (d) => ({ dogId, appointmentDate: d, cause: 'x' }),
  },
  {
    name: 'vet.saveExam followUpDate',
    kind: 'mutation',
    path: 'vet.saveExam',
    field: 'followUpDate',
    input: (d) => ({ id: UNKNOWN, followUpRequired: true, followUpDate: d }),
  },
  {
    name: 'grooming.create appointmentDate',
    kind: 'mutation',
    path: 'grooming.create',
    field: 'appointmentDate',
    input: (d) => ({
      dog: dogId,
      ownerPhone: '600 123 456',
      weight: 10,
      appointmentDate: `${d}T10:00`,
      groomingServices: ['bath'],
    }),
  },
  { name: 'grooming.day day', kind: 'query', path: 'grooming.day', field: 'day', input: (d) => ({ day: d }) },
];

describe('tRPC: every date input refuses a day outside the range (BAD_REQUEST, the field and key named)', () => {
  it.each(trpcCases().map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    for (const d of OUTSIDE) {
      const res = await trpc(c.kind, c.path, c.input(d));
      expect(res.statusCode, `${c.name} ${d}`).toBe(400);
      const { error } = res.json() as {
        error: { message: string; data: { code: string; details: { path: string; key?: string }[] } };
      };
      expect(error.data.code).toBe('BAD_REQUEST');
      expect(error.message).toContain(RANGE);
      expect(error.data.details, `${c.name} ${d}`).toContainEqual(
        expect.objectContaining({ path: c.field, key: KEY }),
      );
    }
  });

  it('the All Bookings year filter keeps to 1900–2200', async () => {
    for (const year of [0, 99, 1899, 2201]) {
      const res = await trpc('query', 'hotel.months', { year });
      expect(res.statusCode, String(year)).toBe(400);
    }
    expect((await trpc('query', 'hotel.months', { year: 2200 })).statusCode).toBe(200);
  });

  it('takes the two ends of the range in the day and list filters', async () => {
    expect((await trpc('query', 'grooming.day', { day: '2200-12-31' })).statusCode).toBe(200);
    const list = await trpc('query', 'daycare.visits.list', { date: '1900-01-01' });
    expect(list.statusCode).toBe(200);
  });

  it('dogs.create: a date of birth in year 0000 is a 400 naming the field', async () => {
    const res = await trpc('mutation', 'dogs.create', {
      name: 'Old',
      breed: 'Mutt',
      dateOfBirth: '0000-01-01',
      owners: [ownerId],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.data.details).toContainEqual(expect.objectContaining({ path: 'dateOfBirth' }));
  });
});
