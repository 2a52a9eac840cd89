import { ComingSoonPage } from '../../app/coming-soon-page';

export function VetPage() {
  return <ComingSoonPage namespace="vet" />;
}
