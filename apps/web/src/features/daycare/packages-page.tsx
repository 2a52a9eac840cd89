import { ComingSoonPage } from '../../app/coming-soon-page';

export function PackagesPage() {
  return <ComingSoonPage namespace="daycare" titleKey="packages.title" />;
}
