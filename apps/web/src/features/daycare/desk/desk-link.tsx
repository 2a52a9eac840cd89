// A link drawn as a button (Packages, the package screens' and the daily pages' links): a real <a>,
// so it opens in a new tab too, and it starts loading the screen it leads to on hover or focus.
import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { prefetchScreen } from '../../../app/prefetch';

export function DeskLink({
  href,
  children,
  ...rest
}: { href: string; children: ReactNode } & Omit<ButtonProps, 'asChild'>) {
  return (
    <Button size="sm" variant="outline" {...rest} asChild>
      <Link href={href} onPointerEnter={() => prefetchScreen(href)} onFocus={() => prefetchScreen(href)}>
        {children}
      </Link>
    </Button>
  );
}
