// The Check In and Check Out tabs of /daycare: each form in a card with its heading.
import { Card, Heading, Text } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../app/blocks/error-state';
import { CheckInForm } from './check-in-form';
import { CheckOutForm } from './check-out-form';
import { useDaycareOverview } from './use-daycare';

export function FormCard({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline" bg="bg.panel" maxW="xl" size="sm">
      <Card.Body gap="4">
        <Heading as="h2" id={id} size="md">
          {title}
        </Heading>
        {hint ? (
          <Text fontSize="sm" color="fg.muted" mt="-2">
            {hint}
          </Text>
        ) : null}
        {children}
      </Card.Body>
    </Card.Root>
  );
}

export function CheckInTab() {
  const { t } = useTranslation('daycare');
  return (
    <FormCard title={t('daycare:checkInForm.title')} hint={t('daycare:checkInForm.hint')}>
      <CheckInForm />
    </FormCard>
  );
}

/** The dogs here now (any day: a forgotten check-out from yesterday can be closed here too). */
export function CheckOutTab() {
  const { t } = useTranslation(['daycare', 'errors', 'common']);
  const overview = useDaycareOverview();
  return (
    <FormCard title={t('daycare:checkOutForm.title')} hint={t('daycare:checkOutForm.hint')}>
      {overview.isError ? (
        <ErrorState
          title={t('daycare:overview.loadError')}
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <CheckOutForm
          visits={overview.data?.here ?? []}
          today={overview.data?.date}
          loading={overview.isPending}
        />
      )}
    </FormCard>
  );
}
