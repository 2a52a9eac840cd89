// Names in the order a Spanish reader expects (accents and case aside, ñ after n), and the same
// names shuffled for creating test data, so neither creation order nor id order can pass for the
// sort. The database's own C.UTF-8 order differs from this one at every mark.
export const SPANISH_ORDER = [
  'alba',
  'Alba',
  'Álvaro',
  'Andrés Gil Álvarez',
  'Andrés Gil Muñoz',
  'Bruno',
  'Nuria',
  'Ñoño',
  'Olga',
  'Óscar',
  'Zoe',
];

export const SHUFFLED_NAMES = [
  'Ñoño',
  'Zoe',
  'Óscar',
  'Andrés Gil Muñoz',
  'Alba',
  'Nuria',
  'Olga',
  'Andrés Gil Álvarez',
  'Bruno',
  'alba',
  'Álvaro',
];
