// What a save changed in a dog's record, for its change history (the timeline's record entries).
// The dogs write service reads the record before and after in the same transaction and stores
// what this returns; nothing is stored when a save changed nothing.
import { DOG_VALUE_FIELDS, type TDogChange } from './timeline.schema';

/** The parts of a dog's record its history follows, as stored (age only without a date of birth). */
export interface TDogRecordState {
  name: string;
  breed: string;
  age: number | null;
  /** YYYY-MM-DD */
  dateOfBirth: string | null;
  weight: number | null;
  particularSigns: string | null;
  /** Primary first, with the names they have now. */
  owners: readonly { id: string; name: string }[];
  /** The stored picture's file name. */
  picture: string | null;
}

const sameOwners = (a: TDogRecordState['owners'], b: TDogRecordState['owners']) =>
  a.length === b.length && a.every((owner, i) => owner.id === b[i]?.id);

/**
 * The changes from `before` to `after`, in the form's order: the simple fields with both values,
 * particular signs as changed, the owners (order counts: a swap makes another dog the primary's),
 * then the picture. An empty list means the save changed nothing.
 */
export function dogRecordChanges(before: TDogRecordState, after: TDogRecordState): TDogChange[] {
  const changes: TDogChange[] = [];
  for (const field of DOG_VALUE_FIELDS) {
    if (before[field] !== after[field]) changes.push({ field, from: before[field], to: after[field] });
  }
  if ((before.particularSigns ?? '') !== (after.particularSigns ?? '')) {
    changes.push({ field: 'particularSigns' });
  }
  if (!sameOwners(before.owners, after.owners)) {
    changes.push({
      field: 'owners',
      from: before.owners.map(({ id, name }) => ({ id, name })),
      to: after.owners.map(({ id, name }) => ({ id, name })),
    });
  }
  if (before.picture !== after.picture) {
    changes.push({
      field: 'picture',
      change: before.picture === null ? 'added' : after.picture === null ? 'removed' : 'replaced',
    });
  }
  return changes;
}
