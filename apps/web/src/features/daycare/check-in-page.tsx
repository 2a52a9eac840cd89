// /daycare/checkin (spec section 2, daily check-in): today's date, a required dog and Check In;
// on success the day's log (/daycare/checkin/logs).
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { CheckInForm } from './desk/check-in-form';
import { DAILY_NAMESPACES, DailyPage } from './desk/daily-page';
import { FormCard } from './desk/desk-tabs';

export function CheckInPage() {
  const { t } = useTranslation([...DAILY_NAMESPACES]);
  const [, navigate] = useLocation();
  return (
    <DailyPage title={t('daycare:checkIn.title')} path="/daycare/checkin">
      <FormCard title={t('daycare:checkInForm.title')} hint={t('daycare:checkInForm.hint')}>
        <CheckInForm onCheckedIn={() => navigate('/daycare/checkin/logs')} />
      </FormCard>
    </DailyPage>
  );
}
