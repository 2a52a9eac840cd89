// A Chakra-styled link that navigates client-side through wouter.
import { Link as ChakraLink, type LinkProps as ChakraLinkProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { Link as WouterLink } from 'wouter';

export interface RouterLinkProps extends Omit<ChakraLinkProps, 'href' | 'asChild'> {
  href: string;
}

export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { href, children, ...rest },
  ref,
) {
  return (
    <ChakraLink asChild {...rest}>
      <WouterLink href={href} ref={ref}>
        {children}
      </WouterLink>
    </ChakraLink>
  );
});
