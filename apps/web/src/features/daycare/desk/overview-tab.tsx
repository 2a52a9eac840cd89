// The Overview tab (docs/spec/product-spec.md §2, Daycare): the three figures of the day, the dogs here now
// (each with its package and a Check Out button), the dogs expected today (pending visits, each
// with a Check In button), the important-information reminders, today's activity and how the
// packages were used today, and the next weeks' expected dogs against the capacity (issue 24).
// Everything comes from daycare.overview (one aggregate on the server) plus today's visits for the
// expected arrivals and daycare.occupancy.
import { Badge, Box, Button, DataList, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { TDaycareOverview, TDaycareReminder, TDaycareVisit } from '@pawdesk/domain';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../app/blocks/error-state';
import { SectionCard } from '../../../app/blocks/section-card';
import { ListSkeleton, SkeletonBar } from '../../../app/blocks/skeletons';
import { StatFigures, StatFiguresSkeleton } from '../../../app/blocks/stat-figures';
import { useDateFormat } from '../../../lib/dates';
import { useNumberFormat } from '../../../lib/number-format';
import { usePackageTypeLabel } from '../packages/package-display';
import { useDaycareOverview, useTodayVisits } from './use-daycare';
import { useDeskActions } from './use-desk-actions';
import { usePackageText, useReminderText } from './visit-display';

/** Issue 24: the next weeks' expected dogs against the capacity, in a chunk of its own. */
const DaycareOccupancy = lazy(() => import('../../kennels/daycare-occupancy'));

function Muted({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Text color="fg.muted" fontSize="sm" data-testid={testId}>
      {children}
    </Text>
  );
}

function OverviewSkeleton() {
  return (
    <Stack gap="4" aria-hidden="true">
      <StatFiguresSkeleton />
      <ListSkeleton rows={4} columns={3} />
    </Stack>
  );
}

/** One dog here now: who, whose, since when, on which package, and Check Out. */
function HereCard({ visit, today }: { visit: TDaycareVisit; today: string }) {
  const { t } = useTranslation(['daycare', 'common']);
  const dates = useDateFormat();
  const packageText = usePackageText();
  const actions = useDeskActions();
  const owner = visit.dog.owners[0]?.name;
  // A dog from an earlier day (a forgotten check-out) shows the day too.
  const since =
    visit.date === today
      ? t('daycare:here.since', { time: dates.time(visit.checkInTime) })
      : t('daycare:here.sinceDay', { time: dates.dateTime(visit.checkInTime) });
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="3" data-testid="here-card">
      <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap="0.5" minW="0" flex="1">
          <Heading as="h3" size="sm" wordBreak="break-word">
            {visit.dog.name}
          </Heading>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
            {[visit.dog.breed, owner].filter(Boolean).join(' · ')}
          </Text>
          <Text fontSize="sm">{since}</Text>
          <Text fontSize="sm" data-testid="here-package">
            {packageText(visit.package)}
          </Text>
        </Stack>
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          loading={actions.checkingOutVisit === visit.id}
          onClick={() => void actions.checkOut(visit.id)}
          aria-label={t('daycare:here.checkOutDog', { name: visit.dog.name })}
        >
          {t('daycare:checkOut.button')}
        </Button>
      </Flex>
    </Box>
  );
}

function HereNow({ data }: { data: TDaycareOverview }) {
  const { t } = useTranslation('daycare');
  return (
    <SectionCard title={t('daycare:here.title')} testId="here-now">
      {data.here.length === 0 ? (
        <Muted testId="here-empty">{t('daycare:here.empty')}</Muted>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, md: 2 }} gap="3">
          {data.here.map((visit) => (
            <HereCard key={visit.id} visit={visit} today={data.date} />
          ))}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}

/** Today's pending visits: dogs expected today, each checked in with one button. */
function ExpectedArrivals() {
  const { t } = useTranslation('daycare');
  const today = useTodayVisits();
  const actions = useDeskActions();
  const expected = (today.data ?? []).filter((visit) => visit.status === 'pending');
  return (
    <SectionCard title={t('daycare:expected.title')} testId="expected">
      {today.isPending ? (
        <SkeletonBar h="10" />
      ) : today.isError ? (
        <ErrorState
          title={t('daycare:expected.loadError')}
          error={today.error}
          onRetry={() => void today.refetch()}
        />
      ) : expected.length === 0 ? (
        <Muted testId="expected-empty">{t('daycare:expected.empty')}</Muted>
      ) : (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
          {expected.map((visit) => (
            <Flex as="li" key={visit.id} gap="3" align="center" data-testid="expected-visit">
              <Box minW="0" flex="1">
                <Text fontWeight="medium" wordBreak="break-word">
                  {visit.dog.name}
                </Text>
                <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
                  {[visit.dog.breed, visit.dog.owners[0]?.name].filter(Boolean).join(' · ')}
                </Text>
              </Box>
              <Button
                size="sm"
                colorPalette="brand"
                loading={actions.checkingInDog === visit.dog.id}
                onClick={() => void actions.checkIn(visit.dog.id, visit.dog.name)}
                aria-label={t('daycare:expected.checkInDog', { name: visit.dog.name })}
              >
                {t('daycare:checkIn.button')}
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

const REMINDER_PALETTE: Record<TDaycareReminder['kind'], string> = {
  'long-stay': 'red',
  'no-package': 'orange',
  'expiring-package': 'yellow',
  'particular-signs': 'blue',
};

function Reminders({ data }: { data: TDaycareOverview }) {
  const { t } = useTranslation('daycare');
  const text = useReminderText();
  return (
    <SectionCard title={t('daycare:reminders.title')} testId="reminders">
      {data.reminders.length === 0 ? (
        <Muted testId="reminders-empty">{t('daycare:reminders.empty')}</Muted>
      ) : (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
          {data.reminders.map((reminder) => (
            <Flex
              as="li"
              key={`${reminder.kind}-${reminder.visitId ?? ''}-${reminder.dog.id}`}
              gap="2"
              align="baseline"
              data-testid="reminder"
              data-kind={reminder.kind}
            >
              <Badge variant="subtle" colorPalette={REMINDER_PALETTE[reminder.kind]} flexShrink={0}>
                {t(`daycare:reminders.kind.${reminder.kind}`)}
              </Badge>
              <Text fontSize="sm" wordBreak="break-word">
                {text(reminder)}
              </Text>
            </Flex>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function Activity({ data }: { data: TDaycareOverview }) {
  const { t } = useTranslation('daycare');
  const dates = useDateFormat();
  return (
    <SectionCard title={t('daycare:activity.title')} testId="activity">
      {data.activity.length === 0 ? (
        <Muted testId="activity-empty">{t('daycare:activity.empty')}</Muted>
      ) : (
        <Stack as="ol" listStyleType="none" m="0" p="0" gap="1.5">
          {data.activity.map((item) => (
            <Flex
              as="li"
              key={`${item.kind}-${item.visitId}`}
              gap="3"
              fontSize="sm"
              data-testid="activity-item"
            >
              <Text as="span" color="fg.muted" fontVariantNumeric="tabular-nums" minW="16" flexShrink={0}>
                {dates.time(item.at)}
              </Text>
              <Text as="span" wordBreak="break-word">
                {item.kind === 'check-in'
                  ? t('daycare:activity.checkedIn', { name: item.dog.name })
                  : t('daycare:activity.checkedOut', { name: item.dog.name })}
              </Text>
            </Flex>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function PackageUsage({ data }: { data: TDaycareOverview }) {
  const { t } = useTranslation('daycare');
  const fmt = useNumberFormat();
  const label = usePackageTypeLabel();
  const usage = data.packageUsage;
  const rows: [string, number, string][] = [
    [t('daycare:usage.daysTaken'), usage.daysTaken, 'usage-days'],
    ...usage.byType.map((row): [string, number, string] => [
      t('daycare:usage.byType', { label: label(row.packageType) }),
      row.days,
      `usage-${row.packageType}`,
    ]),
    [t('daycare:usage.withoutPackage'), usage.withoutPackage, 'usage-without'],
    [t('daycare:usage.packagesSold'), usage.packagesSold, 'usage-sold'],
  ];
  return (
    <SectionCard title={t('daycare:usage.title')} testId="package-usage">
      <DataList.Root orientation="horizontal" size="sm" gap="1.5">
        {rows.map(([name, value, testId]) => (
          <DataList.Item key={testId} justifyContent="space-between">
            <DataList.ItemLabel flex="1" color="fg.muted">
              {name}
            </DataList.ItemLabel>
            <DataList.ItemValue
              flex="0"
              justifyContent="flex-end"
              fontVariantNumeric="tabular-nums"
              data-testid={testId}
            >
              {fmt.number(value, 0)}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </SectionCard>
  );
}

export function DaycareOverviewTab() {
  const { t } = useTranslation(['daycare', 'errors', 'common']);
  const overview = useDaycareOverview();

  if (overview.isPending) return <OverviewSkeleton />;
  if (overview.isError) {
    return (
      <ErrorState
        title={t('daycare:overview.loadError')}
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const data = overview.data;

  return (
    <Stack gap="4">
      <StatFigures
        figures={[
          { label: t('daycare:stats.here'), value: data.hereNow, testId: 'stat-here' },
          { label: t('daycare:stats.completed'), value: data.completedToday, testId: 'stat-completed' },
          { label: t('daycare:stats.total'), value: data.totalToday, testId: 'stat-total' },
        ]}
      />

      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start">
        <Stack gap="4" gridColumn={{ lg: 'span 2' }}>
          <HereNow data={data} />
          <ExpectedArrivals />
        </Stack>
        <Stack gap="4">
          <Reminders data={data} />
          <Activity data={data} />
          <PackageUsage data={data} />
          <Suspense fallback={<ListSkeleton rows={4} columns={3} />}>
            <DaycareOccupancy today={data.date} />
          </Suspense>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
