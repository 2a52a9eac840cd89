import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from './blocks/skeletons';

/**
 * Shown while a screen's code or texts arrive: the page's shape (header, toolbar, rows) rather
 * than a 'Loading...' line, so nothing jumps when the screen appears. Never suspends itself.
 */
export function PageLoader() {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <div role="status" aria-live="polite" data-testid="page-loader">
      <Text srOnly>{t('loading')}</Text>
      <PageSkeleton />
    </div>
  );
}
