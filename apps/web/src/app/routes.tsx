// Top-level routing: '/' is the login, every known route needs a usable session (else back to
// '/'), a few need an admin or manager, anything else is not found.
import { lazy, useEffect } from 'react';
import { Redirect, useLocation } from 'wouter';
import { setUnauthorizedHandler } from '../lib/api-client';
import { clearSession, useSession } from '../lib/session';
import { RequireRole } from './require-role';
import { findProtectedRoute, normalizePath } from './route-table';

const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const AppShell = lazy(() => import('./app-shell').then((m) => ({ default: m.AppShell })));
const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));

export function AppRoutes() {
  const [location, navigate] = useLocation();
  const session = useSession();

  // A 401 from any call: the token is dead. Ending the session unmounts the shell, and with
  // it the query cache of everything fetched with that token.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      clearSession();
      navigate('/', { replace: true });
    });
  }, [navigate]);

  const path = normalizePath(location);
  if (path === '/') return session ? <Redirect to="/dashboard" replace /> : <LoginPage />;

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
  if (!session) return <Redirect to="/" replace />;

  const Page = route.page;
  return (
    <AppShell session={session}>
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
