// Hotel (/hotel), docs/spec/product-spec.md §2: a header with the guests here now and New Booking, and
// tabs: Overview, New Booking, Check In, Check Out, All Bookings, then issue 24's Occupancy (the
// month calendar), Kennels (the kennel grid) and Waitlist, each loaded when first opened. The tab, the Overview list's
// filter, sort and page, and All Bookings' search, month, year, status and page live in the URL
// (hotel-url.ts). A row's Edit, Check In and Check Out open the booking form in a drawer in that
// mode; Cancel and Delete ask first (booking-actions.tsx).
import { Button, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/blocks/page-header';
import { PageTabs, useTabsReveal } from '../../app/blocks/page-tabs';
import { SectionCard } from '../../app/blocks/section-card';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { useDocumentTitle } from '../../app/use-document-title';
import { useNumberFormat } from '../../lib/number-format';
import { useUrlState } from '../../lib/use-url-state';
import { AllBookingsTab } from './all-bookings-tab';
import { useBookingActions } from './booking-actions';
import { BookingForm } from './booking-form';
import { browserToday, gridFrom, HOTEL_TABS, HOTEL_URL, type HotelTab, occupancyMonth } from './hotel-url';
import { HotelOverviewTab } from './overview-tab';
import { useHotelOverview } from './use-hotel';

// Issue 24's views, each in a chunk of its own, loaded when its tab is first opened.
const OccupancyTab = lazy(() => import('../kennels/occupancy-tab'));
const KennelGridTab = lazy(() => import('../kennels/kennel-grid-tab'));
const WaitlistTab = lazy(() => import('../kennels/waitlist-tab'));
const tabLoading = <ListSkeleton rows={6} columns={7} />;

export const HOTEL_NAMESPACES = [
  'hotel',
  'kennels',
  'dogs',
  'validation',
  'business',
  'errors',
  'common',
  'blocks',
] as const;

export function HotelPage() {
  const { t } = useTranslation([...HOTEL_NAMESPACES]);
  useDocumentTitle(t('hotel:title'));
  const fmt = useNumberFormat();
  const [url, setUrl] = useUrlState(HOTEL_URL);
  const overview = useHotelOverview();
  const tabs = useTabsReveal();
  // The business day (APP_TIMEZONE) once the server has said it; the browser's until then.
  const today = overview.data?.today;
  const actions = useBookingActions(today);

  /** Switches tab (a new history entry, so Back returns), and brings the tabs back into view. */
  const goTo = (tab: HotelTab) => {
    setUrl({ tab });
    tabs.reveal();
  };
  const here = overview.data?.stats.currentGuests;

  return (
    <Stack gap="4">
      <PageHeader
        title={t('hotel:title')}
        count={
          here === undefined
            ? undefined
            : here === 1
              ? t('hotel:hereCountOne')
              : t('hotel:hereCount', { n: fmt.number(here, 0) })
        }
        action={
          <Button colorPalette="brand" size="sm" onClick={() => goTo('new')}>
            {t('hotel:newBooking')}
          </Button>
        }
      />

      <PageTabs
        value={url.tab}
        tabs={HOTEL_TABS}
        label={(tab) => t(`hotel:tabs.${tab}`)}
        onChange={goTo}
        listRef={tabs.listRef}
        panels={{
          overview: (
            <HotelOverviewTab
              overview={overview}
              state={url}
              onState={setUrl}
              actionsFor={actions.actionsFor}
              open={actions.open}
            />
          ),
          new: (
            <SectionCard title={t('hotel:form.newTitle')} hint={t('hotel:form.newHint')} gap="4" maxW="xl">
              <BookingForm mode="booking" today={today} />
            </SectionCard>
          ),
          checkin: (
            <SectionCard
              title={t('hotel:form.checkInCard')}
              hint={t('hotel:form.checkInHint')}
              gap="4"
              maxW="xl"
            >
              <BookingForm mode="checkin" today={today} />
            </SectionCard>
          ),
          checkout: (
            <SectionCard
              title={t('hotel:form.checkOutCard')}
              hint={t('hotel:form.checkOutHint')}
              gap="4"
              maxW="xl"
            >
              <BookingForm
                mode="checkout"
                today={today}
                checkedIn={overview.data?.currentGuests ?? []}
                checkedInLoading={overview.isPending}
              />
            </SectionCard>
          ),
          bookings: (
            <AllBookingsTab
              state={url}
              onState={setUrl}
              today={today ?? browserToday()}
              actionsFor={actions.actionsFor}
              onNew={() => goTo('new')}
            />
          ),
          occupancy: (
            <Suspense fallback={tabLoading}>
              <OccupancyTab
                month={occupancyMonth(url.om, today ?? browserToday())}
                onMonth={(om) => setUrl({ om })}
                today={today ?? browserToday()}
              />
            </Suspense>
          ),
          grid: (
            <Suspense fallback={tabLoading}>
              <KennelGridTab
                from={gridFrom(url.gfrom, today ?? browserToday())}
                onFrom={(gfrom) => setUrl({ gfrom })}
                today={today ?? browserToday()}
              />
            </Suspense>
          ),
          waitlist: (
            <Suspense fallback={tabLoading}>
              <WaitlistTab />
            </Suspense>
          ),
        }}
      />
      {actions.dialogs}
    </Stack>
  );
}
