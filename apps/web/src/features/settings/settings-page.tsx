// Settings (spec section 2): User Management for admin and manager, three sections still to
// come, and the current session.
import { Badge, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { canManageUsers } from '@pawdesk/domain';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../app/router-link';
import { useDocumentTitle } from '../../app/use-document-title';
import { useRoleLabel } from '../../app/use-role-label';
import { useSession } from '../../lib/session';

const COMING_SOON = ['systemConfiguration', 'backupData', 'reportsAnalytics'] as const;

export function SettingsPage() {
  const { t } = useTranslation(['settings', 'common']);
  const session = useSession();
  const roleLabel = useRoleLabel();
  useDocumentTitle(t('title'));
  if (!session) return null;

  return (
    <Stack gap="8">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('subtitle')}</Text>
      </Stack>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {canManageUsers(session.user.role) ? (
          <Card.Root variant="outline" bg="white" data-testid="settings-user-management">
            <Card.Body gap="2">
              <Card.Title as="h2">{t('userManagement.title')}</Card.Title>
              <Card.Description>{t('userManagement.text')}</Card.Description>
            </Card.Body>
            <Card.Footer>
              <Button asChild colorPalette="teal">
                <RouterLink href="/users">{t('userManagement.open')}</RouterLink>
              </Button>
            </Card.Footer>
          </Card.Root>
        ) : null}

        {COMING_SOON.map((id) => (
          <Card.Root
            key={id}
            variant="outline"
            bg="gray.100"
            aria-disabled="true"
            data-testid={`settings-${id}`}
            opacity={0.75}
          >
            <Card.Body gap="2">
              <Card.Title as="h2">{t(`${id}.title`)}</Card.Title>
              <Card.Description>{t(`${id}.text`)}</Card.Description>
            </Card.Body>
            <Card.Footer>
              <Button disabled variant="outline">
                {t('common:comingSoon')}
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>

      <Card.Root variant="outline" bg="white" as="section" aria-labelledby="current-session-heading">
        <Card.Body gap="3">
          <Heading as="h2" id="current-session-heading" size="md">
            {t('currentSession.title')}
          </Heading>
          <HStack gap="3" wrap="wrap">
            <Text>{t('currentSession.user', { username: session.user.username })}</Text>
            <Badge colorPalette="teal" variant="solid" size="lg" data-testid="session-role">
              {roleLabel(session.user.role).toUpperCase()}
            </Badge>
            <Badge colorPalette="green" variant="subtle" size="lg">
              {t('currentSession.loggedIn')}
            </Badge>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
