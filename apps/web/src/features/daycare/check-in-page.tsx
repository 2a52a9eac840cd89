// /daycare/checkin (docs/spec/product-spec.md §2, daily check-in): today's date, a required dog and Check In;
// on success the day's log (/daycare/checkin/logs).
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { DAILY_NAMESPACES, DailyPage } from './desk/daily-page';
import { CheckInCard } from './desk/desk-cards';

export function CheckInPage() {
  const { t } = useTranslation([...DAILY_NAMESPACES]);
  const [, navigate] = useLocation();
  return (
    <DailyPage title={t('daycare:checkIn.title')} path="/daycare/checkin">
      <CheckInCard onCheckedIn={() => navigate('/daycare/checkin/logs')} />
    </DailyPage>
  );
}
