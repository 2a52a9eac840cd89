// The check-in and check-out forms, each in a card with its heading and hint: the Check In and
// Check Out tabs of /daycare, and the daily pages /daycare/checkin and /daycare/checkout (which
// go on to the day's log after a success).
import type { TDaycareVisit } from '@pawdesk/domain';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../app/blocks/error-state';
import { SectionCard } from '../../../app/blocks/section-card';
import { CheckInForm } from './check-in-form';
import { CheckOutForm } from './check-out-form';
import { useDaycareOverview } from './use-daycare';

export function CheckInCard({ onCheckedIn }: { onCheckedIn?: (visit: TDaycareVisit) => void }) {
  const { t } = useTranslation('daycare');
  return (
    <SectionCard
      title={t('daycare:checkInForm.title')}
      hint={t('daycare:checkInForm.hint')}
      gap="4"
      maxW="xl"
    >
      <CheckInForm onCheckedIn={onCheckedIn} />
    </SectionCard>
  );
}

/** The dogs here now (any day: a forgotten check-out from yesterday can be closed here too). */
export function CheckOutCard({ onCheckedOut }: { onCheckedOut?: (visit: TDaycareVisit) => void }) {
  const { t } = useTranslation(['daycare', 'errors', 'common']);
  const overview = useDaycareOverview();
  return (
    <SectionCard
      title={t('daycare:checkOutForm.title')}
      hint={t('daycare:checkOutForm.hint')}
      gap="4"
      maxW="xl"
    >
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
          onCheckedOut={onCheckedOut}
        />
      )}
    </SectionCard>
  );
}
