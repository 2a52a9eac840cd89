// The board's sections, each shown only when it has something (spec section 2): vet appointments
// today (time) and upcoming (date and time), dogs in daycare now, hotel guests now ('Until' date)
// and arrivals ahead (check-in → check-out), and grooming today (an addition). Each item names the
// dog and its owner, with the spec's fallbacks; a section cut at its cap ends with 'and N more',
// a link to its screen.
import { Heading, Stack } from '@chakra-ui/react';
import type { TDashboardOverview } from '@pawdesk/domain/dashboard/dashboard.schema';
import { type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemList, type ItemListEntry } from '../../app/blocks/item-list';
import { SectionCard } from '../../app/blocks/section-card';
import { StatusBadge } from '../../app/blocks/status-badge';
import { useDateFormat } from '../../lib/dates';
import { useNumberFormat } from '../../lib/number-format';
import { dogName, moreCount, ownerName, type TBoardText, visitReason } from './board';

type TOverview = TDashboardOverview;
type TAppointmentStatus = TOverview['vetAppointments']['today'][number]['status'];
type TStayStatus = TOverview['hotel']['currentCheckIns'][number]['status'];

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
    <SectionCard title={t('dashboard:vet.title')} testId="board-vet">
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

export function DaycareSection({ daycare, timeZone }: { daycare: TOverview['daycare']; timeZone: string }) {
  const texts = useBoardTexts();
  // Times of day as the business reads them (APP_TIMEZONE), wherever the browser is.
  const dates = useDateFormat({ timeZone });
  const { t } = texts;
  if (daycare.checkedIn.length === 0) return null;
  return (
    <SectionCard title={t('dashboard:daycare.title')} testId="board-daycare">
      <ItemList
        items={daycare.checkedIn.map((v) => ({
          id: v.id,
          when: [dates.time(v.checkInTime)],
          title: texts.dog(v.dog.name),
          detail: texts.owner(v.dog.owners),
          testId: 'board-item',
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

export function HotelCurrentSection({ hotel }: { hotel: TOverview['hotel'] }) {
  const texts = useBoardTexts();
  const dates = useDateFormat();
  const { t } = texts;
  if (hotel.currentCheckIns.length === 0) return null;
  return (
    <SectionCard title={t('dashboard:hotel.current')} testId="board-hotel-current">
      <ItemList
        items={hotel.currentCheckIns.map((b) => ({
          id: b.id,
          title: texts.dog(b.dog.name),
          badge: <StayBadge status={b.status} />,
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
    <SectionCard title={t('dashboard:hotel.upcoming')} testId="board-hotel-upcoming">
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

export function GroomingSection({
  grooming,
  timeZone,
}: {
  grooming: TOverview['grooming'];
  timeZone: string;
}) {
  const texts = useBoardTexts();
  // Times of day as the business reads them (APP_TIMEZONE), wherever the browser is.
  const dates = useDateFormat({ timeZone });
  const { t } = texts;
  if (grooming.today.length === 0) return null;
  return (
    <SectionCard title={t('dashboard:grooming.title')} testId="board-grooming">
      <ItemList
        items={grooming.today.map((g) => ({
          id: g.id,
          when: [dates.time(g.appointmentDate)],
          title: texts.dog(g.dog.name),
          badge: <AppointmentBadge status={g.status} />,
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
