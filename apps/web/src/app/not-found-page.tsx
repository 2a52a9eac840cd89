import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session';
import { RouterLink } from './router-link';
import { useDocumentTitle } from './use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const session = useSession();
  useDocumentTitle(t('notFound.title'));
  return (
    <Center as={session ? 'div' : 'main'} minH={session ? undefined : '100dvh'} p="6">
      <Stack gap="4" align="center" textAlign="center" data-testid="not-found">
        <Text fontSize="5xl" fontWeight="bold" color="teal.600" aria-hidden="true">
          404
        </Text>
        <Heading as="h1" size="xl">
          {t('notFound.title')}
        </Heading>
        <Text color="fg.muted">{t('notFound.text')}</Text>
        <Button asChild colorPalette="teal">
          <RouterLink href={session ? '/dashboard' : '/'}>
            {session ? t('backToDashboard') : t('notFound.toLogin')}
          </RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
