// A record as a card in a list of cards (a vet appointment, a daycare package): its name as the
// heading with a muted line under it and the status badge beside them, its facts as labelled
// pairs in a grid (a <dl>), then its buttons at the bottom right. The card is a list item: put
// the cards in a `<SimpleGrid as="ul">` (one per row on a phone).
import { Box, Card, type CardRootProps, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function RecordCard({
  title,
  titleId,
  subtitle,
  badge,
  factColumns,
  factsFontSize,
  actions,
  children,
  ...root
}: {
  /** The h3: the record's name (or a button that opens it). */
  title: ReactNode;
  /** The heading's id, to name the card by it (`aria-labelledby`). */
  titleId?: string;
  /** The muted line under the heading (a dog's breed). */
  subtitle: ReactNode;
  /** Beside the heading: the status badge. */
  badge: ReactNode;
  /** How many facts side by side; a `wide` Fact takes the whole row. */
  factColumns: number;
  factsFontSize?: 'sm';
  /** The buttons; none when null. */
  actions?: ReactNode;
  /** The facts: `Fact`s. */
  children: ReactNode;
} & Omit<CardRootProps, 'title' | 'children'>) {
  return (
    <Card.Root as="li" variant="outline" bg="bg.panel" size="sm" minW="0" {...root}>
      <Card.Body gap="3">
        <Flex justify="space-between" align="flex-start" gap="2">
          <Box minW="0">
            <Heading as="h3" size="md" id={titleId} overflowWrap="anywhere">
              {title}
            </Heading>
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              {subtitle}
            </Text>
          </Box>
          {badge}
        </Flex>
        <Box
          as="dl"
          display="grid"
          gridTemplateColumns={`repeat(${factColumns}, minmax(0, 1fr))`}
          gap="2"
          fontSize={factsFontSize}
        >
          {children}
        </Box>
        {actions ? (
          <HStack gap="2" justify="flex-end" wrap="wrap">
            {actions}
          </HStack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * One labelled fact of a RecordCard: the label small and muted (dt), the value under it (dd).
 * `figure` values (a type, a count, a date) are set in medium weight; text values keep their
 * line breaks and wrap anywhere. `wide` takes the card's whole row (a reason, notes).
 */
export function Fact({
  label,
  children,
  wide = false,
  figure = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
  figure?: boolean;
}) {
  return (
    <Box minW="0" gridColumn={wide ? '1 / -1' : undefined}>
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      {figure ? (
        <Text as="dd" fontWeight="medium" fontVariantNumeric="tabular-nums">
          {children}
        </Text>
      ) : (
        <Text as="dd" whiteSpace="pre-wrap" overflowWrap="anywhere" fontVariantNumeric="tabular-nums">
          {children}
        </Text>
      )}
    </Box>
  );
}
