// What each screen loads first, by path: the translation namespaces its useTranslation asks for
// and the queries its first render makes. prefetch.ts imports this on its first use, so the
// URL-state files and the domain rules they read are not in the shell's first download.
import type { AppRouter } from '@pawdesk/server/router';
import type { QueryClient } from '@tanstack/react-query';
import type { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { HISTORY_NAMESPACES } from '../features/audit/history-namespaces';
import {
  CHECKOUT_URL,
  INVOICE_VIEW_URL,
  INVOICES_URL,
  invoicesListInput,
  invoicesNextPage,
} from '../features/billing/billing-url';
import { DAYCARE_URL, visitsListInput } from '../features/daycare/desk/daycare-url';
import {
  ACTIVE_PACKAGES_TOTAL_INPUT,
  PACKAGES_URL,
  packagesListInput,
} from '../features/daycare/packages/packages-url';
import { allDogsInput, DOGS_URL, overviewSearchInput } from '../features/dogs/dogs-url';
import { bookingsListInput, dayInput, GROOMING_URL } from '../features/grooming/grooming-url';
import { browserToday, HOTEL_URL, listInput, monthsInput } from '../features/hotel/hotel-url';
import { OWNERS_TOTAL_INPUT, OWNERS_URL, ownersListInput } from '../features/owners/owners-url';
import { TILL_NAMESPACES } from '../features/till/till-namespaces';
import { dueInput, dueNextPage, VACCINATIONS_DUE_URL } from '../features/vaccinations/vaccinations-url';
import { VET_OVERVIEW_INPUT, VET_URL, vetDayInput, vetListInput } from '../features/vet/vet-url';
import { readUrlState } from '../lib/use-url-state';

export type Proxy = ReturnType<typeof createTRPCOptionsProxy<AppRouter>>;

export interface ScreenLoad {
  /** The namespaces the screen's useTranslation asks for. */
  namespaces: readonly string[];
  /** The queries its first render makes, with exactly the same inputs. */
  data?: (trpc: Proxy, client: QueryClient, params: URLSearchParams) => Promise<unknown>[];
}

const FORM_NS = ['validation', 'business', 'errors', 'common', 'blocks'] as const;

/** Both package screens: the first page of active packages (from the URL) and their total. */
const packagesData: ScreenLoad['data'] = (trpc, client, params) => {
  const state = readUrlState(PACKAGES_URL, params);
  return [
    client.prefetchQuery(trpc.daycare.packages.list.queryOptions(packagesListInput(state, state.q))),
    client.prefetchQuery(trpc.daycare.packages.list.queryOptions(ACTIVE_PACKAGES_TOTAL_INPUT)),
  ];
};

export const SCREENS: Record<string, ScreenLoad> = {
  // '/dashboard' is in prefetch.ts (DASHBOARD_LOAD): the first screen does not load this file.
  '/owners': {
    // 'billing': the account under the owner's edit form.
    namespaces: ['owners', 'billing', ...FORM_NS],
    data: (trpc, client, params) => {
      const state = readUrlState(OWNERS_URL, params);
      return [
        client.prefetchQuery(trpc.owners.list.queryOptions(ownersListInput(state, state.q))),
        client.prefetchQuery(trpc.owners.list.queryOptions(OWNERS_TOTAL_INPUT)),
      ];
    },
  },
  '/dogs': {
    namespaces: ['dogs', 'owners', ...FORM_NS],
    data: (trpc, client, params) => {
      const state = readUrlState(DOGS_URL, params);
      const loads = [client.prefetchQuery(trpc.dogs.overview.queryOptions())];
      if (state.tab === 'overview' && state.q.trim()) {
        loads.push(
          client.prefetchQuery(trpc.dogs.list.queryOptions(overviewSearchInput(state.q, state.qpage))),
        );
      }
      if (state.tab === 'all') {
        loads.push(
          client.prefetchQuery(
            trpc.dogs.list.queryOptions(allDogsInput(state.search, state.breed, state.page)),
          ),
          client.prefetchQuery({ ...trpc.dogs.breeds.queryOptions(), staleTime: 60_000 }),
        );
      }
      return loads;
    },
  },
  '/daycare/packages': { namespaces: ['packages', 'dogs', ...FORM_NS], data: packagesData },
  '/daycare/packages/active': { namespaces: ['packages', ...FORM_NS], data: packagesData },
  '/daycare': {
    namespaces: ['daycare', 'dogs', ...FORM_NS],
    data: (trpc, client, params) => {
      const state = readUrlState(DAYCARE_URL, params);
      const loads = [client.prefetchQuery(trpc.daycare.overview.queryOptions())];
      if (state.tab === 'overview')
        loads.push(client.prefetchQuery(trpc.daycare.visits.today.queryOptions()));
      if (state.tab === 'visits') {
        loads.push(
          client.prefetchQuery(
            trpc.daycare.visits.list.queryOptions(visitsListInput(state.q, state.status, state.page)),
          ),
        );
      }
      return loads;
    },
  },
  '/daycare/checkin': {
    namespaces: ['daycare', ...FORM_NS],
    data: (trpc, client) => [client.prefetchQuery(trpc.daycare.overview.queryOptions())],
  },
  '/daycare/checkin/logs': {
    namespaces: ['daycare', ...FORM_NS],
    data: (trpc, client) => [
      client.prefetchQuery(trpc.daycare.overview.queryOptions()),
      client.prefetchQuery(trpc.daycare.visits.today.queryOptions()),
    ],
  },
  '/daycare/checkout': {
    namespaces: ['daycare', ...FORM_NS],
    data: (trpc, client) => [client.prefetchQuery(trpc.daycare.overview.queryOptions())],
  },
  '/vet': {
    // 'billing': the exam form's items to charge.
    namespaces: ['vet', 'dogs', 'billing', ...FORM_NS],
    data: (trpc, client, params) => {
      const state = readUrlState(VET_URL, params);
      const loads = [client.prefetchQuery(trpc.vet.overview.queryOptions(VET_OVERVIEW_INPUT))];
      if (state.tab === 'list' || state.tab === 'exam') {
        loads.push(
          client.prefetchQuery(
            trpc.vet.list.queryOptions(
              vetListInput(state.q, state.status, state.page, { from: state.from, to: state.to }),
            ),
          ),
        );
      }
      if (state.tab === 'agenda')
        loads.push(client.prefetchQuery(trpc.vet.day.queryOptions(vetDayInput(state.day))));
      return loads;
    },
  },
  '/hotel': {
    namespaces: ['hotel', 'kennels', 'dogs', ...FORM_NS],
    data: (trpc, client, params) => {
      const state = readUrlState(HOTEL_URL, params);
      const loads = [client.prefetchQuery(trpc.hotel.overview.queryOptions())];
      if (state.tab === 'overview')
        loads.push(client.prefetchQuery(trpc.hotel.list.queryOptions(listInput(state))));
      if (state.tab === 'bookings') {
        // The server's business day is not known yet: the browser's (the same on most days).
        loads.push(
          client.prefetchQuery(trpc.hotel.months.queryOptions(monthsInput(state, state.q, browserToday()))),
        );
      }
      return loads;
    },
  },
  '/grooming': {
    namespaces: ['grooming', 'dogs', ...FORM_NS],
    data: (trpc, client, params) => {
      const state = readUrlState(GROOMING_URL, params);
      const loads = [client.prefetchQuery(trpc.grooming.overview.queryOptions())];
      if (state.tab === 'overview')
        loads.push(client.prefetchQuery(trpc.grooming.day.queryOptions(dayInput(state.day))));
      if (state.tab === 'bookings') {
        loads.push(
          client.prefetchQuery(
            trpc.grooming.list.queryOptions(bookingsListInput(state.q, state.status, state.page)),
          ),
        );
      }
      return loads;
    },
  },
  // Vaccinations due: its texts and the first page of the list the URL asks for.
  '/vaccinations': {
    namespaces: ['vaccinations', 'dogs', ...FORM_NS],
    data: (trpc, client, params) => [
      client.prefetchInfiniteQuery(
        trpc.vaccinations.due.list.infiniteQueryOptions(
          dueInput(readUrlState(VACCINATIONS_DUE_URL, params)),
          {
            getNextPageParam: dueNextPage,
          },
        ),
      ),
    ],
  },
  // Billing: the household check-out's account, the invoice list's first page, one invoice.
  '/checkout': {
    namespaces: ['billing', 'dogs', ...FORM_NS],
    data: (trpc, client, params) => {
      const { owner } = readUrlState(CHECKOUT_URL, params);
      return owner ? [client.prefetchQuery(trpc.billing.account.queryOptions({ owner }))] : [];
    },
  },
  '/invoices': {
    namespaces: ['billing', 'dogs', ...FORM_NS],
    data: (trpc, client, params) => [
      client.prefetchInfiniteQuery(
        trpc.billing.invoices.list.infiniteQueryOptions(
          invoicesListInput(readUrlState(INVOICES_URL, params)),
          {
            getNextPageParam: invoicesNextPage,
          },
        ),
      ),
    ],
  },
  '/invoices/view': {
    namespaces: ['billing', ...FORM_NS],
    data: (trpc, client, params) => {
      const { id } = readUrlState(INVOICE_VIEW_URL, params);
      return id
        ? [
            client.prefetchQuery(trpc.billing.invoices.byId.queryOptions({ id })),
            client.prefetchQuery(trpc.till.payments.byInvoice.queryOptions({ invoice: id })),
          ]
        : [];
    },
  },
  // The till: the running till (404 when none is open: the open form) and the past sessions.
  '/till': {
    namespaces: TILL_NAMESPACES,
    data: (trpc, client) => [
      client.prefetchQuery(trpc.till.current.queryOptions()),
      client.prefetchQuery(trpc.till.sessions.queryOptions()),
    ],
  },
  '/till/report': {
    namespaces: TILL_NAMESPACES,
    data: (trpc, client) => [client.prefetchQuery(trpc.till.sessions.queryOptions())],
  },
  '/users': {
    namespaces: ['users', ...FORM_NS],
    data: (trpc, client) => [client.prefetchQuery(trpc.users.list.queryOptions())],
  },
  '/user-management': {
    namespaces: ['users', ...FORM_NS],
    data: (trpc, client) => [client.prefetchQuery(trpc.users.list.queryOptions())],
  },
  // The global History (managers): its texts and the people filter's list.
  '/history': {
    namespaces: HISTORY_NAMESPACES,
    data: (trpc, client) => [client.prefetchQuery(trpc.users.list.queryOptions())],
  },
};
