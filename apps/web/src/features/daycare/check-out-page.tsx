// /daycare/checkout (spec section 2, daily check-out): one of the visits still open, shown as
// 'dog @ check-in time', and Check Out; on success the day's log (/daycare/checkin/logs).
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ErrorState } from '../../app/blocks/error-state';
import { CheckOutForm } from './desk/check-out-form';
import { DAILY_NAMESPACES, DailyPage } from './desk/daily-page';
import { FormCard } from './desk/desk-tabs';
import { useDaycareOverview } from './desk/use-daycare';

export function CheckOutPage() {
  const { t } = useTranslation([...DAILY_NAMESPACES]);
  const [, navigate] = useLocation();
  const overview = useDaycareOverview();
  return (
    <DailyPage title={t('daycare:checkOut.title')} path="/daycare/checkout">
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
            onCheckedOut={() => navigate('/daycare/checkin/logs')}
          />
        )}
      </FormCard>
    </DailyPage>
  );
}
