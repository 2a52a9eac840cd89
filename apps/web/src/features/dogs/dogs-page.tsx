import { ComingSoonPage } from '../../app/coming-soon-page';

export function DogsPage() {
  return <ComingSoonPage namespace="dogs" />;
}
