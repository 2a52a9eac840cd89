// A short list of records inside a section (the Today board's sections): each line a 'when'
// column (a time, or a date over a time), the record's title with an optional badge beside it and a
// muted detail line; under the list, an optional link to the rest ('and 3 more'). Read-only lines:
// what can be done with a record is on its own screen, which the link opens.
import { Box, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
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
  testId?: string;
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
            py="2.5"
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
                <Text fontWeight="semibold" wordBreak="break-word" lineHeight="1.4">
                  {item.title}
                </Text>
                {item.badge}
              </Flex>
              {item.detail ? (
                <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                  {item.detail}
                </Text>
              ) : null}
            </Box>
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
