// /daycare/checkout (docs/spec/product-spec.md §2, daily check-out): one of the visits still open, shown as
// 'dog @ check-in time', and Check Out; on success the day's log (/daycare/checkin/logs).
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { DAILY_NAMESPACES, DailyPage } from './desk/daily-page';
import { CheckOutCard } from './desk/desk-cards';

export function CheckOutPage() {
  const { t } = useTranslation([...DAILY_NAMESPACES]);
  const [, navigate] = useLocation();
  return (
    <DailyPage title={t('daycare:checkOut.title')} path="/daycare/checkout">
      <CheckOutCard onCheckedOut={() => navigate('/daycare/checkin/logs')} />
    </DailyPage>
  );
}
