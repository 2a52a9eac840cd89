// The frame of every logged-in screen: navigation, toasts, and the page in a <main>.
import { Box, ChakraProvider, Container, chakra } from '@chakra-ui/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { overrideSignal } from '../features/vaccinations/override-signal';
import { apiClient } from '../lib/api-client';
import { LiveUpdates } from '../lib/live/live-updates';
import { createQueryClient } from '../lib/query-client';
import { clearSession, type Session, updateSessionUser } from '../lib/session';
import { shellSystem } from '../lib/shell-system';
import { toastSignal } from '../lib/toast-signal';
import { TRPCProvider, useTRPC } from '../lib/trpc';
import { NavBar } from './nav-bar';
import { PageLoader } from './page-loader';

// The toasts' component loads right after the first screen, not before it (20 KiB gzip off the
// Today board's budget). A toast asked for before it has loaded is not lost: the toaster's store
// keeps it and the component shows the store's visible toasts when it mounts.
const AppToaster = lazy(() => import('./app-toaster').then((m) => ({ default: m.AppToaster })));

// The dialog of a check-in refused for missing vaccines (features/vaccinations/override.ts): loaded
// after the first screen like the toasts; a refusal before then waits in its store.
const VaccinationOverrideDialog = lazy(() =>
  import('../features/vaccinations/override-dialog').then((m) => ({ default: m.VaccinationOverrideDialog })),
);

/**
 * The override dialog, fetched only once a refusal asks for it (most sessions never see one, so
 * its form and dialog code stay out of the board's download), then kept mounted.
 */
function OverrideHost() {
  const wanted = useSyncExternalStore(overrideSignal.subscribe, overrideSignal.get);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <VaccinationOverrideDialog />
    </Suspense>
  );
}

/**
 * The toaster, fetched with the first message (lib/toaster.ts toastSignal): a screen that shows
 * none never downloads Chakra's toast and portal code. The message waits in the store meanwhile.
 */
function ToasterHost() {
  const wanted = useSyncExternalStore(toastSignal.subscribe, toastSignal.get);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}

/** Keeps the stored user in step with the server (a role changed by an admin shows on next load). */
function useRefreshSessionUser(session: Session) {
  const trpc = useTRPC();
  const me = useQuery({ ...trpc.auth.me.queryOptions(), staleTime: 5 * 60_000 });
  const fresh = me.data;
  const stored = session.user;
  useEffect(() => {
    if (!fresh) return;
    if (
      fresh.id !== stored.id ||
      fresh.username !== stored.username ||
      fresh.name !== stored.name ||
      fresh.role !== stored.role
    ) {
      updateSessionUser({
        id: fresh.id,
        username: fresh.username,
        name: fresh.name ?? null,
        role: fresh.role,
      });
    }
  }, [fresh, stored]);
}

/**
 * Providers of logged-in screens. The query cache is created here, so it lives exactly as long
 * as the session: logging out (or a 401) unmounts the shell and drops every cached answer.
 */
export function AppShell({ session, children }: { session: Session; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // The full theme (every recipe) arrives with the shell, not with the login screen.
  return (
    <ChakraProvider value={shellSystem}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={apiClient} queryClient={queryClient}>
          <ShellLayout session={session}>{children}</ShellLayout>
        </TRPCProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}

function ShellLayout({ session, children }: { session: Session; children: ReactNode }) {
  const { t, i18n } = useTranslation('common');
  // Server messages of the business additions (billing, kennels, vaccinations, the till...) are
  // not needed on the login screen: fetch them in the background once logged in.
  useEffect(() => {
    void i18n.loadNamespaces('business');
  }, [i18n]);
  const [, navigate] = useLocation();
  useRefreshSessionUser(session);

  const logout = () => {
    clearSession();
    navigate('/', { replace: true });
  };

  return (
    <Box minH="100dvh" bg="bg.canvas">
      <chakra.a
        href="#main-content"
        position="absolute"
        left="2"
        top="-12"
        zIndex="skipLink"
        bg="bg.panel"
        px="3"
        py="2"
        borderRadius="md"
        boxShadow="md"
        _focusVisible={{ top: '2' }}
      >
        {t('skipToContent')}
      </chakra.a>
      <NavBar session={session} onLogout={logout} />
      <Container
        as="main"
        id="main-content"
        tabIndex={-1}
        maxW="6xl"
        py={{ base: '4', md: '8' }}
        px={{ base: '3', md: '6' }}
      >
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </Container>
      <ToasterHost />
      <OverrideHost />
      {/* Live updates: one subscription for the whole session; screens refetch by themselves. */}
      <LiveUpdates />
    </Box>
  );
}
