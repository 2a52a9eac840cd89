// The Dashboard (spec section 2): welcome, who is logged in (the role in capitals), today's date,
// the five quick-access cards (two columns of compact cards on a phone, so the board is not pushed
// out of sight), then the Today board (dashboard-board.tsx).
import { Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
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
    <Stack gap={{ base: '6', md: '8' }}>
      <Stack gap="1.5">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} lineHeight="1.2">
          {t('welcome', { name: who })}
        </Heading>
        <Text color="fg.muted">{t('tagline')}</Text>
        <Text data-testid="logged-in-as">
          {t('loggedInAs')}{' '}
          <Text as="strong" fontWeight="bold">
            {role}
          </Text>
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {t('today', { date: dates.date(new Date()) })}
        </Text>
      </Stack>

      <Box as="section" aria-labelledby="quick-access-heading">
        <Heading as="h2" id="quick-access-heading" size="md" mb="3">
          {t('quickAccess')}
        </Heading>
        <SimpleGrid
          as="ul"
          listStyleType="none"
          m="0"
          p="0"
          columns={{ base: 2, lg: 5 }}
          gap={{ base: '2', sm: '4' }}
        >
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
                  <Card.Body
                    gap="3"
                    p={{ base: '3', sm: '5' }}
                    flexDirection={{ base: 'row', sm: 'column' }}
                    alignItems={{ base: 'center', sm: 'stretch' }}
                  >
                    <Box
                      color="brand.fg"
                      bg="brand.subtle"
                      borderRadius="l2"
                      boxSize={{ base: '9', sm: '11' }}
                      flexShrink={0}
                      display="flex"
                      alignItems="center"
                      justifyContent="center"
                    >
                      <SectionIcon section={link.id} size={24} />
                    </Box>
                    <Stack gap="1" minW="0">
                      <Card.Title as="h3" fontSize="md" wordBreak="break-word">
                        {t(`cards.${link.id}.title`)}
                      </Card.Title>
                      {/* On a phone the description is for screen readers only: the card keeps its name. */}
                      <Card.Description srOnly={{ base: true, sm: false }}>
                        {t(`cards.${link.id}.text`)}
                      </Card.Description>
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
