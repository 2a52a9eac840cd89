import { ComingSoonPage } from '../../app/coming-soon-page';

export function GroomingPage() {
  return <ComingSoonPage namespace="grooming" />;
}
