import { describe, expect, it } from 'vitest';
import { messageEn } from '../common/messages';
import {
  dogFormSchema,
  dogInputSchema,
  dogToFormValues,
  EMPTY_DOG_FORM,
  normalizeOwnerIds,
  type TDogFormValues,
  ZDogInput,
  ZDogUpdateInput,
} from './dog.schema';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const today = '2026-06-10';
const valid = { name: 'Rex', breed: 'Beagle', age: 3, owners: [A] };

/** English messages of a failed parse, by path. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((i) => [i.path.join('.'), messageEn(i.message)]);
}

describe('ZDogInput', () => {
  it('trims and keeps what the service needs', () => {
    const r = ZDogInput.parse({
      name: '  Rex ',
      breed: ' Beagle',
      age: '2.5',
      weight: '12,5',
      particularSigns: '  ',
      owners: [A, B],
      extra: 'ignored',
    });
    expect(r).toEqual({ name: 'Rex', breed: 'Beagle', age: 2.5, weight: 12.5, owners: [A, B] });
  });

  it('drops the age when a date of birth is given', () => {
    expect(ZDogInput.parse({ ...valid, age: 99, dateOfBirth: '2020-01-01' })).toEqual({
      name: 'Rex',
      breed: 'Beagle',
      dateOfBirth: '2020-01-01',
      owners: [A],
    });
    expect(ZDogInput.parse({ ...valid, dateOfBirth: '2020-01-01T00:00:00.000Z' }).dateOfBirth).toBe(
      '2020-01-01',
    );
  });

  it('accepts owners as a JSON list, a legacy single owner, or owner objects', () => {
    expect(ZDogInput.parse({ ...valid, owners: JSON.stringify([A, B]) }).owners).toEqual([A, B]);
    expect(ZDogInput.parse({ name: 'Rex', breed: 'Beagle', age: 1, owner: A }).owners).toEqual([A]);
    expect(ZDogInput.parse({ name: 'Rex', breed: 'Beagle', age: 1, owners: [], owner: A }).owners).toEqual([
      A,
    ]);
    expect(ZDogInput.parse({ ...valid, owners: [{ _id: A }, { id: B }] }).owners).toEqual([A, B]);
    expect(normalizeOwnerIds(`${A}, ${B}`)).toEqual([A, B]);
    expect(normalizeOwnerIds(['', A, null])).toEqual([A]);
  });

  it('reports every rule with the spec message at once', () => {
    expect(messages(ZDogInput.safeParse({}))).toEqual([
      ['name', 'Dog name is required'],
      ['breed', 'Dog breed is required'],
      ['age', 'Please enter either age or date of birth'],
      ['owners', 'Primary owner is required'],
    ]);
    expect(
      messages(
        ZDogInput.safeParse({
          ...valid,
          age: 31,
          weight: 151,
          particularSigns: 'x'.repeat(501),
          owners: [A, A],
        }),
      ),
    ).toEqual([
      ['age', 'Please enter a valid age (0-30 years)'],
      ['weight', 'Please enter a valid weight (0-150 kg)'],
      ['particularSigns', 'Particular signs must be 500 characters or less'],
      ['owners.1', 'Secondary owner must be different from primary owner'],
    ]);
  });

  it('knows the edges of age and weight', () => {
    expect(messages(ZDogInput.safeParse({ ...valid, age: 0 }))).toEqual([
      ['age', 'Please enter either age or date of birth'],
    ]);
    expect(messages(ZDogInput.safeParse({ ...valid, age: -1 }))).toEqual([
      ['age', 'Please enter a valid age (0-30 years)'],
    ]);
    expect(messages(ZDogInput.safeParse({ ...valid, age: 'old' }))).toEqual([
      ['age', 'Please enter a valid age (0-30 years)'],
    ]);
    expect(ZDogInput.safeParse({ ...valid, age: 30 }).success).toBe(true);
    expect(ZDogInput.safeParse({ ...valid, weight: 150 }).success).toBe(true);
    expect(ZDogInput.safeParse({ ...valid, weight: 0 }).success).toBe(true);
    expect(messages(ZDogInput.safeParse({ ...valid, weight: -0.1 }))).toEqual([
      ['weight', 'Please enter a valid weight (0-150 kg)'],
    ]);
    expect(ZDogInput.safeParse({ ...valid, particularSigns: 'x'.repeat(500) }).success).toBe(true);
  });

  it('refuses more than two owners and ids that name no owner', () => {
    expect(messages(ZDogInput.safeParse({ ...valid, owners: [A, B, A] }))).toContainEqual([
      'owners',
      'A dog can have at most two owners',
    ]);
    expect(messages(ZDogInput.safeParse({ ...valid, owners: ['nope'] }))).toEqual([
      ['owners', 'The selected owner does not exist'],
    ]);
  });

  it('checks only the form of a date of birth without a today', () => {
    expect(ZDogInput.safeParse({ ...valid, dateOfBirth: '2999-01-01' }).success).toBe(true);
    expect(messages(ZDogInput.safeParse({ ...valid, dateOfBirth: '2026-02-30' }))).toEqual([
      ['dateOfBirth', 'Please enter a valid date of birth'],
    ]);
  });

  it('carries the id of an update', () => {
    expect(ZDogUpdateInput.parse({ ...valid, id: 'x' })).toMatchObject({ id: 'x', name: 'Rex' });
  });
});

describe('dogInputSchema(today)', () => {
  const schema = dogInputSchema(today);

  it('refuses a date of birth in the future or more than 30 years ago', () => {
    expect(schema.safeParse({ ...valid, dateOfBirth: today }).success).toBe(true);
    expect(messages(schema.safeParse({ ...valid, dateOfBirth: '2026-06-11' }))).toEqual([
      ['dateOfBirth', 'Date of birth cannot be in the future'],
    ]);
    expect(schema.safeParse({ ...valid, dateOfBirth: '1996-06-10' }).success).toBe(true);
    expect(messages(schema.safeParse({ ...valid, dateOfBirth: '1996-06-09' }))).toEqual([
      ['dateOfBirth', 'Date of birth cannot be more than 30 years ago'],
    ]);
  });

  it('reports date rules together with the others', () => {
    expect(messages(schema.safeParse({ breed: 'x', dateOfBirth: '2030-01-01', owners: [A] }))).toEqual([
      ['name', 'Dog name is required'],
      ['dateOfBirth', 'Date of birth cannot be in the future'],
    ]);
  });
});

describe('dogFormSchema', () => {
  const form = (values: Partial<TDogFormValues>) =>
    dogFormSchema(today).safeParse({
      ...EMPTY_DOG_FORM,
      name: 'Rex',
      breed: 'Beagle',
      primaryOwner: A,
      ...values,
    });

  it('divides months by 12 and sends no age with a date of birth', () => {
    const months = form({ ageUnit: 'months', age: '18', secondaryOwner: B });
    expect(months.success && months.data).toEqual({ name: 'Rex', breed: 'Beagle', age: 1.5, owners: [A, B] });
    const dob = form({ age: '4', dateOfBirth: '2022-01-01', weight: '20' });
    expect(dob.success && dob.data).toEqual({
      name: 'Rex',
      breed: 'Beagle',
      dateOfBirth: '2022-01-01',
      weight: 20,
      owners: [A],
    });
  });

  it('uses form field paths and the months message', () => {
    expect(messages(form({ ageUnit: 'months', age: '361' }))).toEqual([
      ['age', 'Please enter a valid age (0-360 months)'],
    ]);
    expect(form({ ageUnit: 'months', age: 360 }).success).toBe(true);
    expect(messages(form({ age: '3', primaryOwner: '', secondaryOwner: B }))).toEqual([
      ['primaryOwner', 'Primary owner is required'],
    ]);
    expect(messages(form({ age: '3', secondaryOwner: A }))).toEqual([
      ['secondaryOwner', 'Secondary owner must be different from primary owner'],
    ]);
    expect(messages(form({ dateOfBirth: '2027-01-01' }))).toEqual([
      ['dateOfBirth', 'Date of birth cannot be in the future'],
    ]);
    expect(messages(form({}))).toEqual([['age', 'Please enter either age or date of birth']]);
  });

  it('turns a dog back into form values, months under 2 years', () => {
    const dog = {
      name: 'Rex',
      breed: 'Beagle',
      age: 1.5,
      dateOfBirth: null,
      weight: null,
      particularSigns: null,
      owners: [{ id: A }, { id: B }],
    };
    expect(dogToFormValues(dog)).toEqual({
      ...EMPTY_DOG_FORM,
      name: 'Rex',
      breed: 'Beagle',
      ageUnit: 'months',
      age: 18,
      primaryOwner: A,
      secondaryOwner: B,
    });
    expect(dogToFormValues({ ...dog, age: 4 })).toMatchObject({ ageUnit: 'years', age: 4 });
    expect(dogToFormValues({ ...dog, age: 4, dateOfBirth: '2022-01-01' })).toMatchObject({
      age: '',
      dateOfBirth: '2022-01-01',
    });
  });
});
