// Every logged-in route (docs/spec/product-spec.md §2), each page its own lazily loaded chunk.
import { type TRole, USER_ADMIN_ROLES } from '@pawdesk/domain/users/user.schema';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A lazily loaded page that can also be asked to start loading early (prefetch on intent). */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

export interface ProtectedRoute {
  path: string;
  page: LazyPage;
  /** Roles that may open the page; absent means any logged-in user. */
  roles?: readonly TRole[];
}

function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyPage {
  let loading: Promise<Record<K, ComponentType>> | undefined;
  const once = () => {
    // A failed download (offline) is tried again next time, not remembered.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const component = lazy(() => once().then((module) => ({ default: module[name] }))) as LazyPage;
  component.preload = once;
  return component;
}

const DashboardPage = page(() => import('../features/dashboard/dashboard-page'), 'DashboardPage');
const OwnersPage = page(() => import('../features/owners/owners-page'), 'OwnersPage');
const DogsPage = page(() => import('../features/dogs/dogs-page'), 'DogsPage');
const DaycarePage = page(() => import('../features/daycare/daycare-page'), 'DaycarePage');
const PackagesPage = page(() => import('../features/daycare/packages-page'), 'PackagesPage');
const ActivePackagesPage = page(
  () => import('../features/daycare/active-packages-page'),
  'ActivePackagesPage',
);
const CheckInPage = page(() => import('../features/daycare/check-in-page'), 'CheckInPage');
const CheckInLogsPage = page(() => import('../features/daycare/check-in-logs-page'), 'CheckInLogsPage');
const CheckOutPage = page(() => import('../features/daycare/check-out-page'), 'CheckOutPage');
const HotelPage = page(() => import('../features/hotel/hotel-page'), 'HotelPage');
const VetPage = page(() => import('../features/vet/vet-page'), 'VetPage');
const GroomingPage = page(() => import('../features/grooming/grooming-page'), 'GroomingPage');
const VaccinationsDuePage = page(
  () => import('../features/vaccinations/vaccinations-due-page'),
  'VaccinationsDuePage',
);
const CheckoutPage = page(() => import('../features/billing/checkout-page'), 'CheckoutPage');
const InvoicesPage = page(() => import('../features/billing/invoices-page'), 'InvoicesPage');
const InvoicePage = page(() => import('../features/billing/invoice-page'), 'InvoicePage');
const TillPage = page(() => import('../features/till/till-page'), 'TillPage');
const TillReportPage = page(() => import('../features/till/till-report-page'), 'TillReportPage');
const SettingsPage = page(() => import('../features/settings/settings-page'), 'SettingsPage');
const UsersPage = page(() => import('../features/users/users-page'), 'UsersPage');
const HistoryPage = page(() => import('../features/audit/history-page'), 'HistoryPage');

export const PROTECTED_ROUTES: readonly ProtectedRoute[] = [
  { path: '/dashboard', page: DashboardPage },
  { path: '/owners', page: OwnersPage },
  { path: '/dogs', page: DogsPage },
  { path: '/daycare', page: DaycarePage },
  { path: '/daycare/packages', page: PackagesPage },
  { path: '/daycare/packages/active', page: ActivePackagesPage },
  { path: '/daycare/checkin', page: CheckInPage },
  { path: '/daycare/checkin/logs', page: CheckInLogsPage },
  { path: '/daycare/checkout', page: CheckOutPage },
  { path: '/hotel', page: HotelPage },
  { path: '/vet', page: VetPage },
  { path: '/grooming', page: GroomingPage },
  // Vaccinations due (docs/contract/rest-contract-business.md, Vaccinations): the desk's call list.
  { path: '/vaccinations', page: VaccinationsDuePage },
  // Billing (docs/contract/rest-contract-business.md, "Prices, charges and invoices"): the household
  // check-out, the invoice list and one invoice.
  { path: '/checkout', page: CheckoutPage },
  { path: '/invoices', page: InvoicesPage },
  { path: '/invoices/view', page: InvoicePage },
  // The till (docs/contract/rest-contract-business.md, "Payments, till and fiscal records"): every
  // staff member opens and closes it; its Fiscal records tab is for managers (the page hides it).
  { path: '/till', page: TillPage },
  { path: '/till/report', page: TillReportPage },
  // Settings is for everyone (docs/spec/product-spec.md §2); only its User Management card is admin/manager.
  { path: '/settings', page: SettingsPage },
  { path: '/users', page: UsersPage, roles: USER_ADMIN_ROLES },
  { path: '/user-management', page: UsersPage, roles: USER_ADMIN_ROLES },
  // The audit log's global History (docs/domains/audit.md): managers only, as the server's audit.list.
  { path: '/history', page: HistoryPage, roles: USER_ADMIN_ROLES },
];

/** '/daycare/' and '/daycare' are the same page (the spec links to '/daycare/'). */
export function normalizePath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '' ? '/' : trimmed;
}

export function findProtectedRoute(path: string): ProtectedRoute | undefined {
  const normalized = normalizePath(path);
  return PROTECTED_ROUTES.find((route) => route.path === normalized);
}
