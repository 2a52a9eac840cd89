// The package screens' links to each other and to the daily desk, at the top right of the
// header (they wrap under the title on a phone).
import { Button } from '@chakra-ui/react';
import { Link } from 'wouter';
import { prefetchScreen } from '../../../app/prefetch';

export function PageLink({
  href,
  label,
  primary = false,
}: {
  href: string;
  label: string;
  primary?: boolean;
}) {
  return (
    <Button asChild size="sm" variant={primary ? 'solid' : 'outline'} colorPalette="brand">
      <Link href={href} onMouseEnter={() => prefetchScreen(href)} onFocus={() => prefetchScreen(href)}>
        {label}
      </Link>
    </Button>
  );
}
