// Placeholder for a section whose screens are still being built: its title and a translated
// "coming soon" line, so routes, navigation and guards can already be used and tested.
import { Badge, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from './use-document-title';

export function ComingSoonPage({ namespace, titleKey = 'title' }: { namespace: string; titleKey?: string }) {
  const { t } = useTranslation([namespace, 'common']);
  const title = t(`${namespace}:${titleKey}`);
  useDocumentTitle(title);
  return (
    <Stack gap="6">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} lineHeight="1.2">
        {title}
      </Heading>
      <Card.Root variant="outline" bg="bg.panel" borderStyle="dashed">
        <Card.Body>
          <Stack gap="3" align="flex-start">
            <Badge colorPalette="orange" variant="subtle">
              {t('common:comingSoon')}
            </Badge>
            <Text color="fg.muted">{t('common:comingSoonText')}</Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
