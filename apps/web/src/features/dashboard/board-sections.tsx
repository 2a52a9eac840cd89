// The board's sections, each shown only when it has something (docs/spec/product-spec.md §2). The desk's first
// (docs/domains/dashboard.md), side by side on a desk screen so they show without scrolling: who arrives today
// (daycare dogs expected, hotel guests due; each with Check in), the dogs in daycare now (each
// with Check out; one checked in on an earlier day says since when), the hotel guests now
// ('Until' date; the name opens the booking) and who leaves today (each with Check out). Then vet
// appointments today (time) and upcoming (date and time), hotel arrivals ahead (check-in →
// check-out) and grooming today (an addition). Each item names the dog and its owner, with the
// spec's fallbacks; a section cut at its cap ends with 'and N more', a link to its screen. A dog
// not covered for the section's service carries a red shield (board-shields.tsx).
import { Heading, Stack } from '@chakra-ui/react';
import type { TDashboardOverview } from '@pawdesk/domain/dashboard/dashboard.schema';
import { type ReactNode, useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemList, type ItemListEntry } from '../../app/blocks/item-list';
import { SectionCard } from '../../app/blocks/section-card';
import { StatusBadge } from '../../app/blocks/status-badge';
import { useDateFormat } from '../../lib/dates';
import { useNumberFormat } from '../../lib/number-format';
import { dogName, moreCount, ownerName, sinceDayParts, type TBoardText, visitReason } from './board';
import { type Desk, DeskButton } from './board-desk';
import { useShield } from './board-shields';

type TOverview = TDashboardOverview;
type TAppointmentStatus = TOverview['vetAppointments']['today'][number]['status'];
type TStayStatus = TOverview['hotel']['currentCheckIns'][number]['status'];
type TVisit = TOverview['daycare']['checkedIn'][number];
type TStay = TOverview['hotel']['currentCheckIns'][number];

/** Where each section sits in the board's 12-column grid: the desk's four side by side. */
const DESK_SPAN = { base: 'span 12', md: 'span 6', lg: 'span 3' } as const;
const OTHER_SPAN = { base: 'span 12', md: 'span 6', lg: 'span 4' } as const;

const APPOINTMENT_PALETTE: Record<TAppointmentStatus, string> = {
  scheduled: 'blue',
  'in-progress': 'orange',
  completed: 'green',
  cancelled: 'gray',
};
const STAY_PALETTE: Record<TStayStatus, string> = {
  booked: 'blue',
  'checked-in': 'green',
  'checked-out': 'gray',
  cancelled: 'gray',
};

/** The words of the board: fallbacks translated, 'and N more' with its count. */
function useBoardTexts() {
  const { t } = useTranslation('dashboard');
  const fmt = useNumberFormat();
  return useMemo(() => {
    const say = (value: TBoardText<'unknownDog' | 'generalCheckup' | 'noOwner'>) =>
      value.ok ? value.text : t(`dashboard:${value.key}`);
    return {
      t,
      dog: (name: string | null | undefined) => say(dogName(name)),
      owner: (owners: readonly { name: string }[] | null | undefined) => say(ownerName(owners)),
      reason: (cause: string | null | undefined) => say(visitReason(cause)),
      /** 'and 3 more' linking to `href`, or nothing when every item is shown. */
      more: (shown: number, count: number, href: string, context: string, testId: string) => {
        const n = moreCount(shown, count);
        return n > 0
          ? {
              text: t('dashboard:more', { n: fmt.number(n, 0) }),
              context: t('dashboard:moreContext', { section: context }),
              href,
              testId,
            }
          : null;
      },
    };
  }, [t, fmt]);
}

const detail = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** Badges side by side (a status, the vaccination shield), or nothing when there is none. */
const badges = (...nodes: ReactNode[]) => {
  const shown = nodes.filter((node) => node !== null && node !== undefined && node !== false);
  return shown.length === 0 ? null : shown.length === 1 ? shown[0] : shown;
};

function AppointmentBadge({ status }: { status: TAppointmentStatus }) {
  const { t } = useTranslation('dashboard');
  return (
    <StatusBadge status={status} palette={APPOINTMENT_PALETTE} flexShrink={0} data-testid="board-status">
      {t(`dashboard:status.${status}`)}
    </StatusBadge>
  );
}

function StayBadge({ status }: { status: TStayStatus }) {
  const { t } = useTranslation('dashboard');
  return (
    <StatusBadge status={status} palette={STAY_PALETTE} flexShrink={0} data-testid="board-status">
      {t(`dashboard:status.${status}`)}
    </StatusBadge>
  );
}

/** A titled group inside a section (the vet's Today and Upcoming). */
function Group({ title, children }: { title: string; children: (headingId: string) => ReactNode }) {
  const id = useId();
  return (
    <Stack gap="1">
      <Heading as="h3" id={id} size="sm" color="fg.muted">
        {title}
      </Heading>
      {children(id)}
    </Stack>
  );
}

export function VetSection({ vet }: { vet: TOverview['vetAppointments'] }) {
  const texts = useBoardTexts();
  const dates = useDateFormat();
  const { t } = texts;
  if (vet.today.length === 0 && vet.upcoming.length === 0) return null;
  const item =
    (withDate: boolean) =>
    (a: TOverview['vetAppointments']['today'][number]): ItemListEntry => ({
      id: a.id,
      when: withDate ? [dates.date(a.day), dates.time(a.time)] : [dates.time(a.time)],
      title: texts.dog(a.dog.name),
      badge: withDate ? null : <AppointmentBadge status={a.status} />,
      detail: detail(texts.owner(a.dog.owners), texts.reason(a.cause)),
      testId: 'board-item',
    });
  return (
    <SectionCard title={t('dashboard:vet.title')} testId="board-vet" gridColumn={OTHER_SPAN}>
      {vet.today.length > 0 ? (
        <Group title={t('dashboard:vet.today')}>
          {(id) => (
            <ItemList
              labelledBy={id}
              testId="board-vet-today"
              items={vet.today.map(item(false))}
              more={texts.more(
                vet.today.length,
                vet.todayCount,
                '/vet',
                t('dashboard:vet.todayContext'),
                'board-more',
              )}
            />
          )}
        </Group>
      ) : null}
      {vet.upcoming.length > 0 ? (
        <Group title={t('dashboard:vet.upcoming')}>
          {(id) => (
            <ItemList
              labelledBy={id}
              testId="board-vet-upcoming"
              items={vet.upcoming.map(item(true))}
              more={texts.more(
                vet.upcoming.length,
                vet.upcomingCount,
                '/vet',
                t('dashboard:vet.upcomingContext'),
                'board-more',
              )}
            />
          )}
        </Group>
      ) : null}
    </SectionCard>
  );
}

const LATE_PALETTE = { late: 'orange' } as const;

/** 'since Tue 24/11': the weekday and the day in the business's order, in the reader's language. */
function useSinceDay() {
  const { t, i18n } = useTranslation('dashboard');
  const { dateFormat } = useDateFormat();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    (day: string) => {
      const parts = sinceDayParts(day, lang === 'en' ? 'en-US' : 'es-ES', dateFormat);
      return parts ? t('dashboard:desk.since', { day: `${parts.weekday} ${parts.dayMonth}` }) : day;
    },
    [t, lang, dateFormat],
  );
}

/** A daycare dog's line: when it came (and since which day, if not today), its owner. */
function useVisitLine(timeZone: string, today: string) {
  const texts = useBoardTexts();
  const dates = useDateFormat({ timeZone });
  const since = useSinceDay();
  const shield = useShield('daycare');
  return (v: TVisit): ItemListEntry => ({
    id: v.id,
    title: texts.dog(v.dog.name),
    badge: badges(
      v.date < today ? (
        <StatusBadge
          key="since"
          status="late"
          palette={LATE_PALETTE}
          flexShrink={0}
          data-testid="board-since"
        >
          {since(v.date)}
        </StatusBadge>
      ) : null,
      shield(v.dog.id),
    ),
    detail: detail(v.checkInTime ? dates.time(v.checkInTime) : null, texts.owner(v.dog.owners)),
    testId: 'board-item',
  });
}

export function DaycareSection({
  daycare,
  timeZone,
  today,
  desk,
}: {
  daycare: TOverview['daycare'];
  timeZone: string;
  today: string;
  desk: Desk;
}) {
  const texts = useBoardTexts();
  const line = useVisitLine(timeZone, today);
  const { t } = texts;
  if (daycare.checkedIn.length === 0) return null;
  return (
    <SectionCard title={t('dashboard:daycare.title')} testId="board-daycare" gridColumn={DESK_SPAN}>
      <ItemList
        items={daycare.checkedIn.map((v) => ({
          ...line(v),
          action: (
            <DeskButton
              label={t('dashboard:desk.checkOut')}
              name={t('dashboard:desk.checkOutDog', { name: texts.dog(v.dog.name) })}
              busy={desk.busy(v.id)}
              onClick={() => desk.run({ kind: 'daycareCheckOut', visit: v })}
              desk={desk}
            />
          ),
        }))}
        more={texts.more(
          daycare.checkedIn.length,
          daycare.checkedInCount,
          '/daycare',
          t('dashboard:daycare.context'),
          'board-more',
        )}
      />
    </SectionCard>
  );
}

/** A hotel stay's title opens the booking in the hotel's drawer. */
function stayOpener(texts: ReturnType<typeof useBoardTexts>, desk: Desk, b: TStay) {
  return {
    onOpen: () => desk.run({ kind: 'hotel', mode: 'booking', booking: b }),
    openLabel: texts.t('dashboard:desk.openBooking', { name: texts.dog(b.dog.name) }),
  };
}

export function HotelCurrentSection({ hotel, desk }: { hotel: TOverview['hotel']; desk: Desk }) {
  const texts = useBoardTexts();
  const shield = useShield('hotel');
  const dates = useDateFormat();
  const { t } = texts;
  if (hotel.currentCheckIns.length === 0) return null;
  return (
    <SectionCard title={t('dashboard:hotel.current')} testId="board-hotel-current" gridColumn={DESK_SPAN}>
      <ItemList
        items={hotel.currentCheckIns.map((b) => ({
          id: b.id,
          title: texts.dog(b.dog.name),
          ...stayOpener(texts, desk, b),
          badge: badges(<StayBadge key="status" status={b.status} />, shield(b.dog.id)),
          detail: detail(
            texts.owner(b.dog.owners),
            t('dashboard:hotel.until', { date: dates.date(b.checkOutDay) }),
          ),
          testId: 'board-item',
        }))}
        more={texts.more(
          hotel.currentCheckIns.length,
          hotel.currentCheckInsCount,
          '/hotel',
          t('dashboard:hotel.currentContext'),
          'board-more',
        )}
      />
    </SectionCard>
  );
}

export function HotelUpcomingSection({ hotel }: { hotel: TOverview['hotel'] }) {
  const texts = useBoardTexts();
  const dates = useDateFormat();
  const { t } = texts;
  if (hotel.upcomingBookings.length === 0) return null;
  return (
    <SectionCard title={t('dashboard:hotel.upcoming')} testId="board-hotel-upcoming" gridColumn={OTHER_SPAN}>
      <ItemList
        items={hotel.upcomingBookings.map((b) => ({
          id: b.id,
          title: texts.dog(b.dog.name),
          detail: detail(
            texts.owner(b.dog.owners),
            t('dashboard:hotel.stay', { from: dates.date(b.checkInDay), to: dates.date(b.checkOutDay) }),
          ),
          testId: 'board-item',
        }))}
        more={texts.more(
          hotel.upcomingBookings.length,
          hotel.upcomingBookingsCount,
          '/hotel',
          t('dashboard:hotel.upcomingContext'),
          'board-more',
        )}
      />
    </SectionCard>
  );
}

/**
 * Issue 24: the waitlisted stays whose nights are free now (a cancellation, a shortened stay), each
 * with Book: the stay becomes a booking in one step; 'and N more' leads to the hotel's Waitlist.
 */
export function WaitlistSection({ hotel, desk }: { hotel: TOverview['hotel']; desk: Desk }) {
  const texts = useBoardTexts();
  const dates = useDateFormat();
  const { t } = texts;
  const entries = hotel.waitlistFits ?? [];
  if (entries.length === 0) return null;
  return (
    <SectionCard title={t('dashboard:waitlist.title')} testId="board-waitlist" gridColumn={OTHER_SPAN}>
      <ItemList
        items={entries.map((e) => ({
          id: e.id,
          title: texts.dog(e.dog.name),
          detail: detail(
            e.dog.breed,
            t('dashboard:hotel.stay', { from: dates.date(e.checkIn), to: dates.date(e.checkOut) }),
          ),
          action: (
            <DeskButton
              label={t('dashboard:waitlist.book')}
              name={t('dashboard:waitlist.bookDog', { name: texts.dog(e.dog.name) })}
              busy={desk.busy(e.id)}
              onClick={() => desk.run({ kind: 'waitlistBook', entry: e })}
              desk={desk}
              solid
            />
          ),
          testId: 'board-item',
        }))}
        more={texts.more(
          entries.length,
          hotel.waitlistFitsCount ?? entries.length,
          '/hotel?tab=waitlist',
          t('dashboard:waitlist.context'),
          'board-more',
        )}
      />
    </SectionCard>
  );
}

export function GroomingSection({
  grooming,
  timeZone,
}: {
  grooming: TOverview['grooming'];
  timeZone: string;
}) {
  const texts = useBoardTexts();
  const shield = useShield('grooming');
  // Times of day as the business reads them (APP_TIMEZONE), wherever the browser is.
  const dates = useDateFormat({ timeZone });
  const { t } = texts;
  if (grooming.today.length === 0) return null;
  return (
    <SectionCard title={t('dashboard:grooming.title')} testId="board-grooming" gridColumn={OTHER_SPAN}>
      <ItemList
        items={grooming.today.map((g) => ({
          id: g.id,
          when: [dates.time(g.appointmentDate)],
          title: texts.dog(g.dog.name),
          badge: badges(<AppointmentBadge key="status" status={g.status} />, shield(g.dog.id)),
          detail: detail(
            texts.owner(g.dog.owners),
            g.groomer
              ? t('dashboard:grooming.with', { name: g.groomer.name?.trim() || g.groomer.username })
              : null,
          ),
          testId: 'board-item',
        }))}
        more={texts.more(
          grooming.today.length,
          grooming.todayCount,
          '/grooming',
          t('dashboard:grooming.context'),
          'board-more',
        )}
      />
    </SectionCard>
  );
}

/**
 * Who arrives today: the daycare dogs expected (a pending visit; Check in is one click) and the
 * hotel guests due (arriving today, or late; Check in opens the hotel's check-in form).
 */
export function ArrivingSection({
  daycare,
  hotel,
  desk,
}: {
  daycare: TOverview['daycare'];
  hotel: TOverview['hotel'];
  desk: Desk;
}) {
  const texts = useBoardTexts();
  const dates = useDateFormat();
  const daycareShield = useShield('daycare');
  const hotelShield = useShield('hotel');
  const { t } = texts;
  if (daycare.expected.length === 0 && hotel.arrivals.length === 0) return null;
  const checkIn = (name: string, busy: boolean, onClick: () => void) => (
    <DeskButton
      label={t('dashboard:desk.checkIn')}
      name={t('dashboard:desk.checkInDog', { name })}
      busy={busy}
      onClick={onClick}
      desk={desk}
      solid
    />
  );
  return (
    <SectionCard title={t('dashboard:desk.arriving')} testId="board-arriving" gridColumn={DESK_SPAN}>
      {daycare.expected.length > 0 ? (
        <Group title={t('dashboard:desk.daycare')}>
          {(id) => (
            <ItemList
              labelledBy={id}
              testId="board-arriving-daycare"
              items={daycare.expected.map((v) => ({
                id: v.id,
                title: texts.dog(v.dog.name),
                badge: daycareShield(v.dog.id),
                detail: detail(v.dog.breed, texts.owner(v.dog.owners)),
                action: checkIn(texts.dog(v.dog.name), desk.busy(v.id), () =>
                  desk.run({ kind: 'daycareCheckIn', visit: v }),
                ),
                testId: 'board-item',
              }))}
              more={texts.more(
                daycare.expected.length,
                daycare.expectedCount,
                '/daycare',
                t('dashboard:desk.daycareArrivingContext'),
                'board-more',
              )}
            />
          )}
        </Group>
      ) : null}
      {hotel.arrivals.length > 0 ? (
        <Group title={t('dashboard:desk.hotel')}>
          {(id) => (
            <ItemList
              labelledBy={id}
              testId="board-arriving-hotel"
              items={hotel.arrivals.map((b) => ({
                id: b.id,
                title: texts.dog(b.dog.name),
                badge: hotelShield(b.dog.id),
                ...stayOpener(texts, desk, b),
                detail: detail(
                  texts.owner(b.dog.owners),
                  t('dashboard:hotel.stay', {
                    from: dates.date(b.checkInDay),
                    to: dates.date(b.checkOutDay),
                  }),
                ),
                action: checkIn(texts.dog(b.dog.name), desk.busy(b.id), () =>
                  desk.run({ kind: 'hotel', mode: 'checkin', booking: b }),
                ),
                testId: 'board-item',
              }))}
              more={texts.more(
                hotel.arrivals.length,
                hotel.arrivalsCount,
                '/hotel',
                t('dashboard:desk.hotelArrivingContext'),
                'board-more',
              )}
            />
          )}
        </Group>
      ) : null}
    </SectionCard>
  );
}

/** Who leaves the hotel today (or should have): Check out opens the hotel's check-out form. */
export function LeavingSection({ hotel, desk }: { hotel: TOverview['hotel']; desk: Desk }) {
  const texts = useBoardTexts();
  const dates = useDateFormat();
  const { t } = texts;
  if (hotel.departures.length === 0) return null;
  return (
    <SectionCard title={t('dashboard:desk.leaving')} testId="board-leaving" gridColumn={DESK_SPAN}>
      <ItemList
        testId="board-leaving-hotel"
        items={hotel.departures.map((b) => ({
          id: b.id,
          title: texts.dog(b.dog.name),
          ...stayOpener(texts, desk, b),
          detail: detail(
            texts.owner(b.dog.owners),
            t('dashboard:hotel.until', { date: dates.date(b.checkOutDay) }),
          ),
          action: (
            <DeskButton
              label={t('dashboard:desk.checkOut')}
              name={t('dashboard:desk.checkOutDog', { name: texts.dog(b.dog.name) })}
              busy={desk.busy(b.id)}
              onClick={() => desk.run({ kind: 'hotel', mode: 'checkout', booking: b })}
              desk={desk}
            />
          ),
          testId: 'board-item',
        }))}
        more={texts.more(
          hotel.departures.length,
          hotel.departuresCount,
          '/hotel',
          t('dashboard:desk.leavingContext'),
          'board-more',
        )}
      />
    </SectionCard>
  );
}
