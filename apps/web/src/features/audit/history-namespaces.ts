// The global History's translation namespaces (its texts, every record type's statuses, the
// forms'), in a file of their own so the prefetch (on the Today board's route) names them without
// loading the audit schema.
export const HISTORY_NAMESPACES = [
  'audit',
  'hotel',
  'vet',
  'daycare',
  'packages',
  'dogs',
  'validation',
  'business',
  'errors',
  'common',
  'blocks',
] as const;
