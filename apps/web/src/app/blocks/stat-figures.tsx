// The figures at the top of an Overview tab (Dogs: total, added this week, breeds; Daycare: here
// now, completed, total today): one row of small cards, a muted label over a large number in
// the reader's language, side by side at every width.
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useNumberFormat } from '../../lib/number-format';
import { SkeletonBar } from './skeletons';

export interface StatFigure {
  label: string;
  value: number;
  /** On the number ('stat-total'). */
  testId: string;
}

export function StatFigures({ figures }: { figures: readonly StatFigure[] }) {
  const fmt = useNumberFormat();
  return (
    <SimpleGrid columns={figures.length} gap={{ base: '2', md: '3' }}>
      {figures.map((figure) => (
        <Box
          key={figure.testId}
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="l3"
          px={{ base: '3', md: '4' }}
          py="2"
        >
          <Text fontSize={{ base: 'xs', md: 'sm' }} color="fg.muted">
            {figure.label}
          </Text>
          <Text
            data-testid={figure.testId}
            fontSize={{ base: 'xl', md: '2xl' }}
            fontWeight="semibold"
            lineHeight="1.2"
            fontVariantNumeric="tabular-nums"
          >
            {fmt.number(figure.value, 0)}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** The figures' placeholder, for the tab's skeleton (decorative: the caller hides it). */
export function StatFiguresSkeleton({ count = 3 }: { count?: number }) {
  return (
    <SimpleGrid columns={count} gap="3">
      {Array.from({ length: count }, (_, i) => (
        <SkeletonBar key={i} h="16" borderRadius="l3" />
      ))}
    </SimpleGrid>
  );
}
