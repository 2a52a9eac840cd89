// Dashboard, first cut: welcome, who is logged in, today's date and the five quick-access
// cards. The overview (to-dos, vet, daycare, hotel lists) comes with those domains.
import { Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { prefetchScreen } from '../../app/prefetch';
import { RouterLink } from '../../app/router-link';
import { SectionIcon, type SectionId } from '../../app/section-icons';
import { useDocumentTitle } from '../../app/use-document-title';
import { useRoleLabel } from '../../app/use-role-label';
import { useDateFormat } from '../../lib/dates';
import { useSession } from '../../lib/session';

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
    <Stack gap="8">
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
        <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
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
                  <Card.Body gap="3" p="5">
                    <Box
                      color="brand.fg"
                      bg="brand.subtle"
                      borderRadius="l2"
                      boxSize="11"
                      display="flex"
                      alignItems="center"
                      justifyContent="center"
                    >
                      <SectionIcon section={link.id} size={24} />
                    </Box>
                    <Stack gap="1">
                      <Card.Title as="h3" fontSize="md">
                        {t(`cards.${link.id}.title`)}
                      </Card.Title>
                      <Card.Description>{t(`cards.${link.id}.text`)}</Card.Description>
                    </Stack>
                  </Card.Body>
                </Card.Root>
              </RouterLink>
            </Box>
          ))}
        </SimpleGrid>
      </Box>
    </Stack>
  );
}
