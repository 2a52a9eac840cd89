import { describe, expect, it } from 'vitest';
import { dogRecordChanges, type TDogRecordState } from './dog-changes.rules';

const ana = { id: '00000000-0000-4000-8000-000000000001', name: 'Ana García' };
const luis = { id: '00000000-0000-4000-8000-000000000002', name: 'Luis Pérez' };

const luna: TDogRecordState = {
  name: 'Luna',
  breed: 'Beagle',
  age: 3,
  dateOfBirth: null,
  weight: 12.5,
  particularSigns: 'Allergic to chicken',
  owners: [ana],
  picture: null,
};

describe('dogRecordChanges', () => {
  it('finds nothing in a save that changed nothing', () => {
    expect(dogRecordChanges(luna, { ...luna, owners: [{ ...ana }] })).toEqual([]);
  });

  it('keeps old and new values of the simple fields, in the form order', () => {
    expect(dogRecordChanges(luna, { ...luna, weight: 13, name: 'Lunita' })).toEqual([
      { field: 'name', from: 'Luna', to: 'Lunita' },
      { field: 'weight', from: 12.5, to: 13 },
    ]);
  });

  it('records a weight cleared and a weight first given', () => {
    expect(dogRecordChanges(luna, { ...luna, weight: null })).toEqual([
      { field: 'weight', from: 12.5, to: null },
    ]);
    expect(dogRecordChanges({ ...luna, weight: null }, luna)).toEqual([
      { field: 'weight', from: null, to: 12.5 },
    ]);
  });

  it('records a date of birth replacing an entered age as both changes', () => {
    expect(dogRecordChanges(luna, { ...luna, age: null, dateOfBirth: '2023-05-01' })).toEqual([
      { field: 'age', from: 3, to: null },
      { field: 'dateOfBirth', from: null, to: '2023-05-01' },
    ]);
  });

  it('says particular signs changed without copying the text, and an emptied one is a change', () => {
    expect(dogRecordChanges(luna, { ...luna, particularSigns: 'Shy' })).toEqual([
      { field: 'particularSigns' },
    ]);
    expect(dogRecordChanges(luna, { ...luna, particularSigns: null })).toEqual([
      { field: 'particularSigns' },
    ]);
    expect(dogRecordChanges({ ...luna, particularSigns: null }, { ...luna, particularSigns: '' })).toEqual(
      [],
    );
  });

  it('records owners added, removed or swapped, with their names', () => {
    expect(dogRecordChanges(luna, { ...luna, owners: [ana, luis] })).toEqual([
      { field: 'owners', from: [ana], to: [ana, luis] },
    ]);
    expect(dogRecordChanges({ ...luna, owners: [ana, luis] }, { ...luna, owners: [luis, ana] })).toEqual([
      { field: 'owners', from: [ana, luis], to: [luis, ana] },
    ]);
    // A renamed owner is a change of the owner's record, not of the dog's.
    expect(dogRecordChanges(luna, { ...luna, owners: [{ ...ana, name: 'Ana G.' }] })).toEqual([]);
  });

  it('tells a picture added, replaced and removed apart', () => {
    const withPicture = { ...luna, picture: 'a.webp' };
    expect(dogRecordChanges(luna, withPicture)).toEqual([{ field: 'picture', change: 'added' }]);
    expect(dogRecordChanges(withPicture, { ...luna, picture: 'b.webp' })).toEqual([
      { field: 'picture', change: 'replaced' },
    ]);
    expect(dogRecordChanges(withPicture, luna)).toEqual([{ field: 'picture', change: 'removed' }]);
  });

  it('lists every change of one save together', () => {
    const changes = dogRecordChanges(luna, {
      ...luna,
      breed: 'Beagle mix',
      particularSigns: null,
      owners: [luis],
      picture: 'c.webp',
    });
    expect(changes.map((c) => c.field)).toEqual(['breed', 'particularSigns', 'owners', 'picture']);
  });
});
