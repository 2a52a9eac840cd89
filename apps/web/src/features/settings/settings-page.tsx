// Settings (docs/spec/product-spec.md §2): open to every logged-in user. The User Management card is for admin
// and manager only (as is the nav link); Dates and times (managers change them, everyone sees
// them); the vaccine catalogue and rules, the fiscal identity and the price list, the background
// jobs that failed (managers, loaded for them only); three sections still to
// come; the current session.
import { Badge, Button, Card, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { canManageUsers, JOBS_MANAGER_ROLES } from '@pawdesk/domain';
import { canManageSettings } from '@pawdesk/domain/settings/settings.rules';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { RouterLink } from '../../app/router-link';
import { useDocumentTitle } from '../../app/use-document-title';
import { useRoleLabel } from '../../app/use-role-label';
import { useSession } from '../../lib/session';
import { DateSettingsCard } from './date-settings-card';

/** The vaccine catalogue and rules (managers), in a chunk of their own. */
const VaccinationSettings = lazy(() => import('../vaccinations/vaccination-settings'));
/** The hotel's kennels and the daycare's capacity (managers), in a chunk of their own. */
const KennelSettings = lazy(() => import('../kennels/kennel-settings'));
/** The fiscal identity and the price list (managers), in a chunk of their own. */
const BillingSettings = lazy(() => import('../billing/billing-settings'));
/** The background jobs that failed after all their retries (managers), in a chunk of its own. */
const FailedJobsSettings = lazy(() => import('../jobs/failed-jobs-settings'));

const COMING_SOON = ['systemConfiguration', 'backupData', 'reportsAnalytics'] as const;

export function SettingsPage() {
  const { t } = useTranslation(['settings', 'common']);
  const session = useSession();
  const roleLabel = useRoleLabel();
  useDocumentTitle(t('title'));
  if (!session) return null;

  return (
    <Stack gap="8">
      <Stack gap="0.5">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} lineHeight="1.2">
          {t('title')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('subtitle')}
        </Text>
      </Stack>

      <Card.Root variant="outline" bg="bg.panel" as="section" aria-labelledby="current-session-heading">
        <Card.Body gap="3">
          <Heading as="h2" id="current-session-heading" size="md">
            {t('currentSession.title')}
          </Heading>
          <Flex gap="3" wrap="wrap" align="center">
            <Text>{t('currentSession.user', { username: session.user.username })}</Text>
            <HStack gap="2">
              <Badge colorPalette="brand" variant="solid" size="lg" data-testid="session-role">
                {roleLabel(session.user.role).toUpperCase()}
              </Badge>
              <Badge colorPalette="green" variant="subtle" size="lg">
                {t('currentSession.loggedIn')}
              </Badge>
            </HStack>
          </Flex>
        </Card.Body>
      </Card.Root>

      <DateSettingsCard canChange={canManageSettings(session.user.role)} />

      {canManageSettings(session.user.role) ? (
        <Suspense fallback={<ListSkeleton rows={4} columns={3} />}>
          <VaccinationSettings />
        </Suspense>
      ) : null}

      {canManageSettings(session.user.role) ? (
        <Suspense fallback={<ListSkeleton rows={4} columns={4} />}>
          <KennelSettings />
        </Suspense>
      ) : null}

      {canManageSettings(session.user.role) ? (
        <Suspense fallback={<ListSkeleton rows={4} columns={3} />}>
          <BillingSettings />
        </Suspense>
      ) : null}

      {(JOBS_MANAGER_ROLES as readonly string[]).includes(session.user.role) ? (
        <Suspense fallback={<ListSkeleton rows={3} columns={5} />}>
          <FailedJobsSettings />
        </Suspense>
      ) : null}

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {canManageUsers(session.user.role) ? (
          <Card.Root
            variant="outline"
            bg="bg.panel"
            borderColor="brand.muted"
            data-testid="settings-user-management"
          >
            <Card.Body gap="2">
              <Card.Title as="h2">{t('userManagement.title')}</Card.Title>
              <Card.Description>{t('userManagement.text')}</Card.Description>
            </Card.Body>
            <Card.Footer>
              <Button asChild colorPalette="brand">
                <RouterLink href="/users">{t('userManagement.open')}</RouterLink>
              </Button>
            </Card.Footer>
          </Card.Root>
        ) : null}

        {COMING_SOON.map((id) => (
          <Card.Root
            key={id}
            size="sm"
            variant="outline"
            bg="bg.muted"
            borderStyle="dashed"
            aria-disabled="true"
            data-testid={`settings-${id}`}
          >
            <Card.Body gap="2">
              <Card.Title as="h2">{t(`${id}.title`)}</Card.Title>
              <Card.Description>{t(`${id}.text`)}</Card.Description>
            </Card.Body>
            <Card.Footer>
              <Button disabled variant="outline" size="sm">
                {t('common:comingSoon')}
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
