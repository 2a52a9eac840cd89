import { ComingSoonPage } from '../../app/coming-soon-page';

export function CheckOutPage() {
  return <ComingSoonPage namespace="daycare" titleKey="checkOut.title" />;
}
