// The Dashboard (docs/spec/product-spec.md §2): welcome, who is logged in (the role in capitals) and today's
// date on two short lines, the five quick-access cards (one row of compact cards: icon and name,
// the description for screen readers), then the Today board (dashboard-board.tsx). The board is
// for working, not greeting (docs/domains/dashboard.md): the greeting and the cards take little height, so the
// desk's lists start within a desk screen.
import { Box, Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { prefetchScreen } from '../../app/prefetch';
import { RouterLink } from '../../app/router-link';
import { SectionIcon, type SectionId } from '../../app/section-icons';
import { useDocumentTitle } from '../../app/use-document-title';
import { useRoleLabel } from '../../app/use-role-label';
import { useDateFormat } from '../../lib/dates';
import { useSession } from '../../lib/session';
import { DashboardBoard } from './dashboard-board';

const QUICK_LINKS: readonly { id: SectionId; href: string }[] = [
  { id: 'dogs', href: '/dogs' },
  { id: 'daycare', href: '/daycare' },
  { id: 'hotel', href: '/hotel' },
  { id: 'vet', href: '/vet' },
  { id: 'grooming', href: '/grooming' },
];

export function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'common']);
  const session = useSession();
  const roleLabel = useRoleLabel();
  const dates = useDateFormat();
  useDocumentTitle(t('title'));

  if (!session) return null;
  const who = session.user.name?.trim() || session.user.username;
  const role = roleLabel(session.user.role).toUpperCase();

  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <Flex
        gap={{ base: '1', md: '4' }}
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'flex-start', md: 'flex-end' }}
      >
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} lineHeight="1.2">
          {t('welcome', { name: who })}
        </Heading>
        <Box fontSize="sm" textAlign={{ md: 'end' }}>
          <Text data-testid="logged-in-as">
            {t('loggedInAs')}{' '}
            <Text as="strong" fontWeight="bold">
              {role}
            </Text>
          </Text>
          <Text color="fg.muted">{t('today', { date: dates.date(new Date()) })}</Text>
        </Box>
      </Flex>

      <Box as="section" aria-labelledby="quick-access-heading">
        <Heading as="h2" id="quick-access-heading" size="sm" mb="2" color="fg.muted">
          {t('quickAccess')}
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 2, sm: 3, lg: 5 }} gap="2">
          {QUICK_LINKS.map((link) => (
            <Box as="li" key={link.id}>
              <RouterLink
                href={link.href}
                data-testid={`quick-link-${link.id}`}
                onPointerEnter={() => prefetchScreen(link.href)}
                onFocus={() => prefetchScreen(link.href)}
                display="block"
                h="full"
                textDecoration="none"
                borderRadius="l3"
                _hover={{ textDecoration: 'none' }}
              >
                <Card.Root
                  h="full"
                  variant="outline"
                  bg="bg.panel"
                  transition="box-shadow 0.15s, border-color 0.15s"
                  _hover={{ borderColor: 'brand.border', boxShadow: 'md' }}
                >
                  <Card.Body gap="3" p="2.5" flexDirection="row" alignItems="center">
                    <Box
                      color="brand.fg"
                      bg="brand.subtle"
                      borderRadius="l2"
                      boxSize="8"
                      flexShrink={0}
                      display="flex"
                      alignItems="center"
                      justifyContent="center"
                    >
                      <SectionIcon section={link.id} size={20} />
                    </Box>
                    <Stack gap="0" minW="0">
                      <Card.Title as="h3" fontSize="md" wordBreak="break-word">
                        {t(`cards.${link.id}.title`)}
                      </Card.Title>
                      {/* The card keeps its name; what it holds is for screen readers. */}
                      <Card.Description srOnly>{t(`cards.${link.id}.text`)}</Card.Description>
                    </Stack>
                  </Card.Body>
                </Card.Root>
              </RouterLink>
            </Box>
          ))}
        </SimpleGrid>
      </Box>

      <DashboardBoard />
    </Stack>
  );
}
