import { ComingSoonPage } from '../../app/coming-soon-page';

export function ActivePackagesPage() {
  return <ComingSoonPage namespace="daycare" titleKey="activePackages.title" />;
}
