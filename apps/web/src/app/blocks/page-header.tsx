// The top of every list screen: the title (the page's one h1), how many records there are, an
// optional one-line subtitle, and the main action at the top right (wraps under on a phone).
import { Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function PageHeader({
  title,
  count,
  subtitle,
  action,
}: {
  title: string;
  /** Already worded and formatted ("312 owners"); shown next to the title. */
  count?: ReactNode;
  subtitle?: string;
  /** The main action, usually one `colorPalette="brand"` button. */
  action?: ReactNode;
}) {
  return (
    <Flex gap="3" align={{ base: 'stretch', sm: 'flex-end' }} justify="space-between" wrap="wrap">
      <Stack gap="0.5" minW="0">
        <HStack gap="3" align="baseline" wrap="wrap">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} lineHeight="1.2">
            {title}
          </Heading>
          {count !== undefined ? (
            <Text color="fg.muted" fontSize="sm" fontVariantNumeric="tabular-nums" data-testid="page-count">
              {count}
            </Text>
          ) : null}
        </HStack>
        {subtitle ? (
          <Text color="fg.muted" fontSize="sm">
            {subtitle}
          </Text>
        ) : null}
      </Stack>
      {action ? <HStack gap="2">{action}</HStack> : null}
    </Flex>
  );
}
