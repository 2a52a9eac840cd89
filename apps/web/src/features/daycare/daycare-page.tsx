import { ComingSoonPage } from '../../app/coming-soon-page';

export function DaycarePage() {
  return <ComingSoonPage namespace="daycare" />;
}
