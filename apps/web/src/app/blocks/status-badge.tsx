// A record's status as a coloured word (a daycare visit or package, a hotel stay, a vet
// appointment, a grooming booking): the colour says it at a glance, the word says it to everyone,
// so colour is never the only sign. Each screen keeps its palette (the colour of each status) and
// its words; the look is the same everywhere.
import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function StatusBadge<S extends string>({
  status,
  palette,
  children,
  ...badge
}: {
  status: S;
  /** Chakra colour palette of each status ('blue' planned, 'green' done, ...). */
  palette: Readonly<Record<S, string>>;
  /** The status in the reader's language. */
  children: ReactNode;
} & Omit<BadgeProps, 'colorPalette' | 'variant' | 'children'>) {
  return (
    <Badge variant="subtle" colorPalette={palette[status]} {...badge}>
      {children}
    </Badge>
  );
}
