// An owner's account in a few words (the owner's edit drawer): pending charges and what is due on
// issued invoices, in the reader's money format, and the way to the household check-out where
// the charges, the invoices and Issue invoice are.
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { SectionCard } from '../../app/blocks/section-card';
import { useMoney } from '../../lib/money-format';
import { checkoutHref } from './billing-display';
import { useAccount } from './use-billing';

export function OwnerAccountSummary({ ownerId }: { ownerId: string }) {
  const { t } = useTranslation(['billing', 'common']);
  const { money } = useMoney();
  const [, navigate] = useLocation();
  const account = useAccount(ownerId);
  const data = account.data;
  const figure = (label: string, cents: number | undefined, testId: string) => (
    <Stack gap="0">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid={testId}>
        {cents === undefined ? '…' : money(cents)}
      </Text>
    </Stack>
  );
  return (
    <SectionCard title={t('billing:account.title')} testId="owner-account">
      {account.isError ? (
        <Text color="fg.error">{t('billing:account.loadError')}</Text>
      ) : (
        <Flex gap="6" wrap="wrap">
          {figure(t('billing:account.pending'), data?.pendingCents, 'owner-account-pending')}
          {figure(t('billing:account.due'), data?.dueCents, 'owner-account-due')}
        </Flex>
      )}
      <Button
        alignSelf="flex-start"
        size="sm"
        variant="outline"
        colorPalette="brand"
        onClick={() => navigate(checkoutHref(ownerId))}
      >
        {t('billing:account.open')}
      </Button>
    </SectionCard>
  );
}
