// Previous / Next with 'Page X of Y' (docs/spec/product-spec.md §2), under every paged list.
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function Pager({
  page,
  pageCount,
  onPage,
  label,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Names the list the pager moves through, for screen readers. */
  label: string;
}) {
  const { t } = useTranslation('blocks');
  if (pageCount <= 1) return null;
  return (
    <HStack as="nav" aria-label={label} justify="space-between" gap="3" wrap="wrap">
      <Button size="sm" variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t('blocks:pager.previous')}
      </Button>
      <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="page-status">
        {t('blocks:pager.status', { page, pageCount })}
      </Text>
      <Button size="sm" variant="outline" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
        {t('blocks:pager.next')}
      </Button>
    </HStack>
  );
}
