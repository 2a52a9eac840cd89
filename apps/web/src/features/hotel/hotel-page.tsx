import { ComingSoonPage } from '../../app/coming-soon-page';

export function HotelPage() {
  return <ComingSoonPage namespace="hotel" />;
}
