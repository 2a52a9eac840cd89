// The frame of the three daily pages (/daycare/checkin, /daycare/checkin/logs,
// /daycare/checkout): the page's h1, today's date (the business day, long, in the reader's
// language), the page's content, and links to the other two pages and to the daycare desk.
import { Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonBar } from '../../../app/blocks/skeletons';
import { useDocumentTitle } from '../../../app/use-document-title';
import { DeskLink } from './desk-link';
import { useDaycareOverview } from './use-daycare';
import { useLongDay } from './visit-display';

export const DAILY_NAMESPACES = ['daycare', 'validation', 'business', 'errors', 'common', 'blocks'] as const;

type DailyPath = '/daycare/checkin' | '/daycare/checkin/logs' | '/daycare/checkout';

const LINKS: { href: DailyPath | '/daycare'; key: string }[] = [
  { href: '/daycare/checkin', key: 'daycare:daily.toCheckIn' },
  { href: '/daycare/checkin/logs', key: 'daycare:daily.toLogs' },
  { href: '/daycare/checkout', key: 'daycare:daily.toCheckOut' },
  { href: '/daycare', key: 'daycare:daily.toDesk' },
];

export function DailyPage({
  title,
  path,
  children,
}: {
  title: string;
  path: DailyPath;
  children: ReactNode;
}) {
  const { t } = useTranslation([...DAILY_NAMESPACES]);
  useDocumentTitle(title);
  const overview = useDaycareOverview();
  const longDay = useLongDay();
  return (
    <Stack gap="5" maxW="3xl">
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} lineHeight="1.2">
          {title}
        </Heading>
        {overview.data ? (
          <Text color="fg.muted" data-testid="today-date">
            {longDay(overview.data.date)}
          </Text>
        ) : (
          <SkeletonBar h="5" w="56" aria-hidden="true" />
        )}
      </Stack>
      {children}
      <Flex as="nav" aria-label={t('daycare:daily.links')} gap="2" wrap="wrap">
        <HStack gap="2" wrap="wrap">
          {LINKS.filter((link) => link.href !== path).map((link) => (
            <DeskLink key={link.href} href={link.href}>
              {t(link.key)}
            </DeskLink>
          ))}
        </HStack>
      </Flex>
    </Stack>
  );
}
