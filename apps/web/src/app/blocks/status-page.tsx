// The one shape of a page that cannot show what was asked (403 not allowed, 404 not found, and
// any future "this is not for you" page): centred, an icon in a soft brand disc, the page's one
// h1, a short explanation and one button back to somewhere useful.
import { Box, Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { RouterLink } from '../router-link';

export type StatusIcon = 'lock' | 'compass';

const ICONS: Record<StatusIcon, ReactNode> = {
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
      <path d="M12 14.5v2.5" />
    </>
  ),
  compass: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M15.5 8.5l-2 5-5 2 2-5z" />
    </>
  ),
};

export function StatusPage({
  icon,
  code,
  title,
  text,
  actionLabel,
  actionHref,
  testId,
  standalone = false,
}: {
  icon: StatusIcon;
  /** '403', '404': shown small above the title, for whoever reports the problem. */
  code: string;
  title: string;
  text: string;
  actionLabel: string;
  actionHref: string;
  testId: string;
  /** Outside the shell (logged out) the page is its own <main> and fills the screen. */
  standalone?: boolean;
}) {
  return (
    <Center
      as={standalone ? 'main' : 'div'}
      minH={standalone ? '100dvh' : '60dvh'}
      bg={standalone ? 'bg.canvas' : undefined}
      px="4"
      py="10"
    >
      <Stack gap="4" align="center" textAlign="center" maxW="md" data-testid={testId}>
        <Box
          aria-hidden="true"
          color="brand.fg"
          bg="brand.muted"
          borderRadius="full"
          p="4"
          display="inline-flex"
        >
          <svg
            width="40"
            height="40"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
            focusable="false"
            aria-hidden="true"
          >
            {ICONS[icon]}
          </svg>
        </Box>
        <Text fontSize="sm" fontWeight="semibold" color="fg.muted" letterSpacing="wider">
          {code}
        </Text>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted">{text}</Text>
        <Button asChild colorPalette="brand" mt="2">
          <RouterLink href={actionHref}>{actionLabel}</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
