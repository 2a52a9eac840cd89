import { ComingSoonPage } from '../../app/coming-soon-page';

export function OwnersPage() {
  return <ComingSoonPage namespace="owners" />;
}
