// Top-level routing: '/' is the login, every known route needs a usable session (else to the
// login, which returns to it: ?next=), a few need an admin or manager, anything else is not found.
import { lazy, useDeferredValue } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { setUnauthorizedHandler } from '../lib/api-client';
import { afterLoginPath, loginPathFor } from '../lib/next-path';
import { clearSession, useSession } from '../lib/session';
import { NavigationProgress } from './navigation-progress';
import { RequireRole } from './require-role';
import { findProtectedRoute, normalizePath } from './route-table';

let lastLoaded = '';
let hadSession = false;
/**
 * Route-level loader: a screen opened directly (typed URL, reload, Back) starts its code,
 * translations and first data together instead of one after another. Runs during render, as
 * early as possible (before the shell and the page suspend); prefetchScreen is idempotent.
 */
function loadScreen(path: string, search: string): void {
  // Once per arrival on a screen: typing in its search box changes the query string, and the
  // screen's own (debounced) queries take it from there.
  if (path === lastLoaded) return;
  lastLoaded = path;
  const key = search ? `${path}?${search}` : path;
  findProtectedRoute(path)
    ?.page.preload()
    .catch(() => undefined);
  void import('./prefetch').then(
    (module) => module.prefetchScreen(key),
    () => undefined,
  );
}

const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const AppShell = lazy(() => import('./app-shell').then((m) => ({ default: m.AppShell })));
const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));

export function AppRoutes() {
  const [liveLocation, navigate] = useLocation();
  // Screens change like a transition: while the next screen's code and texts load (usually
  // already prefetched on hover), the current screen stays and a thin bar shows progress, rather
  // than a fallback that React would then keep for at least 300 ms. Data never suspends: a screen
  // appears at once with skeleton rows where its data is still on the way.
  const location = useDeferredValue(liveLocation);
  const pending = location !== liveLocation;
  const search = useSearch();
  const session = useSession();
  // A 401 from any call: the token is dead. Ending the session unmounts the shell, and with
  // it the query cache of everything fetched with that token. Set while rendering, not in an
  // effect: the route-level loader below asks for data before this first render commits.
  setUnauthorizedHandler(() => {
    clearSession();
    // Logging in again returns to this page.
    navigate(loginPathFor(`${window.location.pathname}${window.location.search}`), { replace: true });
  });
  if (session) hadSession = true;
  else if (hadSession) {
    // The session's query cache goes with it (loaded lazily: the login path has no React Query).
    hadSession = false;
    lastLoaded = '';
    void import('../lib/query-client').then(
      (module) => module.forgetQueryClient(),
      () => undefined,
    );
  }
  // The next screen's code, texts and data start loading in the urgent render, before the
  // deferred one tries to show it.
  const next = session ? findProtectedRoute(normalizePath(liveLocation)) : undefined;
  if (next) loadScreen(next.path, search);

  const path = normalizePath(location);
  if (path === '/') {
    // Logged in on the login: on to the page asked for (?next=) or the dashboard. Only while the
    // browser is still there: right after the login navigated on, the shown location lags a
    // render behind the address (and its query), and the login stays up until it catches up.
    const stillHere = normalizePath(liveLocation) === '/';
    return session && stillHere ? (
      <Redirect to={afterLoginPath(search, window.location.origin)} replace />
    ) : (
      <LoginPage />
    );
  }

  const route = findProtectedRoute(path);
  if (!route) {
    return session ? (
      <AppShell session={session}>
        <NotFoundPage />
      </AppShell>
    ) : (
      <NotFoundPage />
    );
  }
  // The login, then back here (?next=).
  if (!session) return <Redirect to={loginPathFor(search ? `${path}?${search}` : path)} replace />;

  const Page = route.page;
  return (
    <AppShell session={session}>
      {pending ? <NavigationProgress /> : null}
      {route.roles ? (
        <RequireRole role={session.user.role} roles={route.roles}>
          <Page />
        </RequireRole>
      ) : (
        <Page />
      )}
    </AppShell>
  );
}
