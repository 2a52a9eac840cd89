import { ComingSoonPage } from '../../app/coming-soon-page';

export function CheckInLogsPage() {
  return <ComingSoonPage namespace="daycare" titleKey="checkInLogs.title" />;
}
