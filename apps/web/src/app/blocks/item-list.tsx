// A short list of records inside a section (the Today board's sections): each line a 'when'
// column (a time, or a date over a time), the record's title with an optional badge beside it and a
// muted detail line; under the list, an optional link to the rest ('and 3 more'). A line may open
// its record (the title is then a button, or a link with `href`) and carry one action at its end
// (the board's Check in / Check out): nothing else is done from a line.
import { Box, chakra, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { RouterLink } from '../router-link';

export interface ItemListEntry {
  id: string;
  /** One or two short lines in the leading column ('2:30 PM'; '11/27/2026' over '2:30 PM'). */
  when?: readonly string[];
  title: ReactNode;
  /** A status or similar, beside the title. */
  badge?: ReactNode;
  /** The muted line under the title (the owner, the reason, the dates). */
  detail?: ReactNode;
  /** Opens the record: the title becomes a button named `openLabel` ('Open Lúa's booking'). */
  onOpen?: () => void;
  /** Opens the record's screen: the title becomes a link there, named `openLabel`. */
  href?: string;
  openLabel?: string;
  /** One action at the line's end (a small button named for the record: 'Check out Lúa'). */
  action?: ReactNode;
  testId?: string;
}

/** The title as the line's way into its record: a link, a button, or plain text. */
function ItemTitle({ item }: { item: ItemListEntry }) {
  const look = {
    fontWeight: 'semibold',
    wordBreak: 'break-word',
    lineHeight: '1.4',
    textAlign: 'start',
    color: 'fg',
    borderRadius: 'l1',
    textDecoration: 'underline',
    textDecorationColor: 'border.emphasized',
    textUnderlineOffset: '3px',
    _hover: { textDecorationColor: 'currentColor' },
  } as const;
  if (item.href)
    return (
      <RouterLink href={item.href} aria-label={item.openLabel} {...look}>
        {item.title}
      </RouterLink>
    );
  if (item.onOpen)
    return (
      <chakra.button
        type="button"
        onClick={item.onOpen}
        aria-label={item.openLabel}
        cursor="pointer"
        {...look}
      >
        {item.title}
      </chakra.button>
    );
  return (
    <Text fontWeight="semibold" wordBreak="break-word" lineHeight="1.4">
      {item.title}
    </Text>
  );
}

export function ItemList({
  items,
  labelledBy,
  more,
  testId,
}: {
  items: readonly ItemListEntry[];
  /** The id of the heading that names the list (a section's h2 or a group's h3). */
  labelledBy?: string;
  /**
   * The link to the rest of a list cut at a cap: `text` shows ('and 3 more'), `context` is read
   * after it by screen readers only (': Vet appointments today'), so two such links differ.
   */
  more?: { text: string; context: string; href: string; testId?: string } | null;
  testId?: string;
}) {
  const hasWhen = items.some((item) => item.when && item.when.length > 0);
  return (
    <Stack gap="2">
      <Stack
        as="ul"
        listStyleType="none"
        m="0"
        p="0"
        gap="0"
        aria-labelledby={labelledBy}
        data-testid={testId}
      >
        {items.map((item, index) => (
          <Flex
            as="li"
            key={item.id}
            gap="3"
            py="2"
            align="flex-start"
            borderTopWidth={index === 0 ? '0' : '1px'}
            borderColor="border.muted"
            data-testid={item.testId}
          >
            {hasWhen ? (
              <Box
                w="5.75rem"
                flexShrink={0}
                fontSize="sm"
                fontWeight="medium"
                fontVariantNumeric="tabular-nums"
                lineHeight="1.4"
              >
                {(item.when ?? []).map((line, i) => (
                  <Text as="span" display="block" key={i}>
                    {line}
                  </Text>
                ))}
              </Box>
            ) : null}
            <Box minW="0" flex="1">
              <Flex gap="2" align="center" wrap="wrap">
                <ItemTitle item={item} />
                {item.badge}
              </Flex>
              {item.detail ? (
                <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                  {item.detail}
                </Text>
              ) : null}
            </Box>
            {item.action ? (
              <Box flexShrink={0} alignSelf="center">
                {item.action}
              </Box>
            ) : null}
          </Flex>
        ))}
      </Stack>
      {more ? (
        <RouterLink
          href={more.href}
          data-testid={more.testId}
          alignSelf="flex-start"
          display="inline-flex"
          alignItems="center"
          minH="11"
          px="2"
          mx="-2"
          fontSize="sm"
          fontWeight="medium"
          color="brand.fg"
          borderRadius="l1"
        >
          {more.text}
          <VisuallyHidden>{more.context}</VisuallyHidden>
        </RouterLink>
      ) : null}
    </Stack>
  );
}
