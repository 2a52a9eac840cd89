// Fast to the eye: a screen's code, its translations and its first data are fetched at the
// same time, not one after another. prefetchScreen(path) starts all three; the nav links call
// it on hover and focus (intent), and the router calls it when a screen is opened directly
// (route-level loader). Everything is idempotent: the code downloads once, i18next loads a
// namespace once, React Query skips data that is already fresh (30 s) or in flight.
// What each screen asks for is in screen-loads.ts, loaded on the first prefetch (a small chunk
// fetched beside the page's own): its URL-state files and the domain rules they read would
// otherwise weigh on every logged-in route's first download (6 KiB of gzip on the dashboard's).
import type { AppRouter } from '@pawdesk/server/router';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { apiClient } from '../lib/api-client';
import { settingsQueryOptions } from '../lib/business-settings';
import { i18next } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { findProtectedRoute } from './route-table';
import type { ScreenLoad } from './screen-loads';

type Proxy = ReturnType<typeof createTRPCOptionsProxy<AppRouter>>;

const proxies = new WeakMap<QueryClient, Proxy>();
function proxyFor(client: QueryClient): Proxy {
  let proxy = proxies.get(client);
  if (!proxy) {
    proxy = createTRPCOptionsProxy<AppRouter>({ client: apiClient, queryClient: client });
    proxies.set(client, proxy);
  }
  return proxy;
}

/**
 * The Today board's load (the usual first screen, opened right after login): kept here rather
 * than in screen-loads.ts, so opening the board does not fetch every other screen's URL-state
 * files and rules; screen-loads.ts comes with the first intent to open another screen.
 */
const DASHBOARD_LOAD: ScreenLoad = {
  namespaces: ['dashboard'],
  data: (trpc, client) => [client.prefetchQuery(trpc.dashboard.overview.queryOptions())],
};

function startLoad(screen: ScreenLoad | undefined, client: QueryClient, url: URL): void {
  // Every screen writes dates by the business's settings: asked for in the same batched
  // request as the screen's first data, so both arrive together.
  client.prefetchQuery(settingsQueryOptions(proxyFor(client))).catch(() => undefined);
  if (!screen) return;
  i18next.loadNamespaces([...screen.namespaces]).catch(() => undefined);
  const { data } = screen;
  if (!data) return;
  for (const load of data(proxyFor(client), client, url.searchParams)) load.catch(() => undefined);
}

/**
 * Starts loading the screen at `path` (pathname, optionally with its query string): its lazy
 * chunk, its translation namespaces and its first data, all at once. Never throws.
 */
export function prefetchScreen(path: string): void {
  const url = new URL(path, window.location.origin);
  const route = findProtectedRoute(url.pathname);
  if (!route) return;
  route.page.preload().catch(() => undefined);
  const client = createQueryClient();
  if (route.path === '/dashboard') {
    startLoad(DASHBOARD_LOAD, client, url);
    return;
  }
  void import('./screen-loads').then(({ SCREENS }) => startLoad(SCREENS[route.path], client, url));
}
