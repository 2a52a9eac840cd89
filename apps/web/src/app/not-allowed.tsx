import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from './router-link';
import { useDocumentTitle } from './use-document-title';

export function NotAllowed() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notAllowed.title'));
  return (
    <Stack gap="4" align="flex-start" role="alert" data-testid="not-allowed">
      <Heading as="h1" size="xl">
        {t('notAllowed.title')}
      </Heading>
      <Text color="fg.muted">{t('notAllowed.text')}</Text>
      <Button asChild colorPalette="teal" variant="outline">
        <RouterLink href="/dashboard">{t('backToDashboard')}</RouterLink>
      </Button>
    </Stack>
  );
}
