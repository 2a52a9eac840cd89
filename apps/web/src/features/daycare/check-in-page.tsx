import { ComingSoonPage } from '../../app/coming-soon-page';

export function CheckInPage() {
  return <ComingSoonPage namespace="daycare" titleKey="checkIn.title" />;
}
