import { Center, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Shown while a screen's code or texts arrive. Never suspends itself. */
export function PageLoader() {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Center py="16" role="status" aria-live="polite" gap="3">
      <Spinner size="md" color="teal.600" />
      <Text color="fg.muted">{t('loading')}</Text>
    </Center>
  );
}
