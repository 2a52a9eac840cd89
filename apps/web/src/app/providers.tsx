import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { lightSystem } from '../lib/chakra-system';

/**
 * What every screen, the login included, needs. React Query and the full Chakra theme are
 * added by the logged-in shell (app-shell.tsx), so the login screen downloads neither.
 */
export function Providers({ children }: { children: ReactNode }) {
  return <ChakraProvider value={lightSystem}>{children}</ChakraProvider>;
}
