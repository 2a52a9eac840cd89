// The hotel's occupancy calendar (docs/domains/kennels.md, "Screens"): a month, Monday first, each
// night a button with its dogs against the places of the active kennels and the share free,
// coloured by how full it is (free green, nearly full amber, full or over red, no limit grey) with
// the figures always written, never the colour alone. A click or Enter on a night lists who is in
// (dog, kennel, stay). The month is the URL's (`om=2026-11`; none: this month); ‹ › move a month.
import { Badge, Box, Button, chakra, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { addDays, occupancyLevel, occupancyPercent, type THotelOccupancyNight } from '@pawdesk/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../app/blocks/empty-state';
import { ErrorState } from '../../app/blocks/error-state';
import { SectionCard } from '../../app/blocks/section-card';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { useDateFormat } from '../../lib/dates';
import { useNumberFormat } from '../../lib/number-format';
import { LEVEL_STYLE } from './occupancy-style';
import { useHotelOccupancy, useNightStays } from './use-kennels';

/** 'YYYY-MM' of a day; the month's first and last day. */
export const monthOf = (day: string) => day.slice(0, 7);
export function monthRange(month: string) {
  const from = `${month}-01`;
  const next = addDays(`${month}-28`, 4).slice(0, 7);
  return { from, to: addDays(`${next}-01`, -1) };
}
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
/** Monday 0 … Sunday 6 of a day. */
const weekday = (day: string) => (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;

/** The words of a night: '3 of 10 places · 70 % free', or '3 dogs (no limit)'. */
export function useNightText() {
  const { t } = useTranslation('kennels');
  const fmt = useNumberFormat();
  return (night: Pick<THotelOccupancyNight, 'dogs' | 'capacity' | 'free'>) => {
    const dogs = fmt.number(night.dogs, 0);
    if (night.capacity === null) return { figure: dogs, share: t('kennels:calendar.noLimit') };
    const percent = occupancyPercent(night.dogs, night.capacity) ?? 0;
    return {
      figure: `${dogs}/${fmt.number(night.capacity, 0)}`,
      share: t('kennels:calendar.free', { n: fmt.number(Math.max(0, 100 - percent), 0) }),
    };
  };
}

function NightList({ date }: { date: string }) {
  const { t } = useTranslation(['kennels', 'hotel', 'common']);
  const dates = useDateFormat();
  const stays = useNightStays(date);
  return (
    <SectionCard
      title={t('kennels:calendar.nightTitle', { date: dates.longDate(date) })}
      testId="night-stays"
    >
      {stays.isPending ? (
        <ListSkeleton rows={3} columns={3} />
      ) : stays.isError ? (
        <ErrorState
          title={t('kennels:calendar.nightError')}
          error={stays.error}
          onRetry={() => void stays.refetch()}
        />
      ) : stays.data.length === 0 ? (
        <EmptyState title={t('kennels:calendar.nightEmpty')} testId="night-empty" />
      ) : (
        <chakra.ul listStyleType="none" display="grid" gap="2">
          {stays.data.map((s) => (
            <chakra.li
              key={s.id}
              borderWidth="1px"
              borderRadius="l2"
              p="2"
              data-testid="night-stay"
              display="flex"
              gap="3"
              flexWrap="wrap"
              alignItems="center"
            >
              <Text fontWeight="semibold">{s.dog.name}</Text>
              <Text color="fg.muted" fontSize="sm">
                {s.dog.breed}
              </Text>
              <Text fontSize="sm">{s.kennel ? s.kennel.name : t('kennels:noKennel')}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('kennels:stay', { from: dates.date(s.checkInDay), to: dates.date(s.checkOutDay) })}
              </Text>
              <Badge colorPalette={s.status === 'checked-in' ? 'green' : 'blue'} variant="subtle">
                {t(`hotel:status.${s.status}`)}
              </Badge>
            </chakra.li>
          ))}
        </chakra.ul>
      )}
    </SectionCard>
  );
}

export default function OccupancyTab({
  month,
  onMonth,
  today,
}: {
  /** 'YYYY-MM'. */
  month: string;
  onMonth: (month: string) => void;
  today: string;
}) {
  const { t, i18n } = useTranslation(['kennels', 'common']);
  const dates = useDateFormat();
  const nightText = useNightText();
  const range = monthRange(month);
  const occupancy = useHotelOccupancy(range);
  const [chosen, setChosen] = useState<string | null>(null);
  const night = chosen?.startsWith(month) ? chosen : null;
  const monthName = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${range.from}T12:00:00Z`));
  const dayNames = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 1 + i, 12)),
    ),
  );
  const nights = occupancy.data ?? [];
  const lead = weekday(range.from);

  return (
    <Stack gap="4">
      <SectionCard
        title={t('kennels:calendar.title')}
        hint={t('kennels:calendar.hint')}
        testId="occupancy-calendar"
      >
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <HStack gap="2" flexWrap="wrap">
            <Button size="sm" variant="outline" onClick={() => onMonth(shiftMonth(month, -1))}>
              {t('kennels:calendar.previous')}
            </Button>
            <Text
              as="h3"
              fontWeight="semibold"
              minW={{ base: 'auto', sm: '36' }}
              textAlign="center"
              textTransform="capitalize"
              data-testid="occupancy-month"
              aria-live="polite"
            >
              {monthName}
            </Text>
            <Button size="sm" variant="outline" onClick={() => onMonth(shiftMonth(month, 1))}>
              {t('kennels:calendar.next')}
            </Button>
          </HStack>
          <Button
            size="sm"
            variant="ghost"
            disabled={month === monthOf(today)}
            onClick={() => onMonth(monthOf(today))}
          >
            {t('kennels:calendar.thisMonth')}
          </Button>
        </HStack>
        <HStack gap="3" flexWrap="wrap" fontSize="xs" aria-label={t('kennels:calendar.legend')} role="group">
          {(['free', 'busy', 'full', 'unlimited'] as const).map((level) => (
            <HStack key={level} gap="1">
              <Box
                w="3"
                h="3"
                borderRadius="sm"
                bg={LEVEL_STYLE[level].bg}
                borderWidth="2px"
                borderColor={LEVEL_STYLE[level].border}
              />
              <Text>{t(`kennels:level.${level}`)}</Text>
            </HStack>
          ))}
        </HStack>
        {occupancy.isPending ? (
          <ListSkeleton rows={5} columns={7} />
        ) : occupancy.isError ? (
          <ErrorState
            title={t('kennels:calendar.loadError')}
            error={occupancy.error}
            onRetry={() => void occupancy.refetch()}
          />
        ) : (
          <Grid
            as="ul"
            listStyleType="none"
            templateColumns="repeat(7, minmax(0, 1fr))"
            gap={{ base: '1', md: '2' }}
            aria-label={t('kennels:calendar.gridLabel', { month: monthName })}
            aria-busy={occupancy.isPlaceholderData}
            opacity={occupancy.isPlaceholderData ? 0.6 : 1}
          >
            {dayNames.map((name) => (
              <chakra.li
                key={name}
                aria-hidden="true"
                fontSize="xs"
                color="fg.muted"
                textAlign="center"
                fontWeight="semibold"
              >
                {name}
              </chakra.li>
            ))}
            {Array.from({ length: lead }, (_, i) => (
              <chakra.li key={`lead-${i}`} aria-hidden="true" />
            ))}
            {nights.map((n) => {
              const level = occupancyLevel(n.dogs, n.capacity);
              const words = nightText(n);
              const selected = n.date === night;
              return (
                <chakra.li key={n.date}>
                  <Button
                    variant="plain"
                    w="full"
                    minW="0"
                    h="auto"
                    minH={{ base: '14', md: '20' }}
                    p={{ base: '1', md: '2' }}
                    flexDirection="column"
                    alignItems="stretch"
                    gap="0"
                    bg={LEVEL_STYLE[level].bg}
                    borderWidth={selected ? '3px' : '1px'}
                    borderColor={selected ? 'brand.solid' : LEVEL_STYLE[level].border}
                    borderRadius="l2"
                    color="fg"
                    whiteSpace="normal"
                    fontWeight="normal"
                    aria-pressed={selected}
                    data-testid="occupancy-night"
                    data-date={n.date}
                    data-level={level}
                    onClick={() => setChosen(selected ? null : n.date)}
                  >
                    <chakra.span srOnly>{dates.longDate(n.date)}: </chakra.span>
                    <Text
                      aria-hidden="true"
                      fontSize={{ base: 'xs', md: 'sm' }}
                      fontWeight="semibold"
                      textAlign="start"
                      fontVariantNumeric="tabular-nums"
                    >
                      {Number(n.date.slice(8))}
                      {n.date === today ? ' •' : ''}
                    </Text>
                    <Text fontSize={{ base: '2xs', md: 'sm' }} fontVariantNumeric="tabular-nums">
                      <chakra.span data-testid="night-figure">{words.figure}</chakra.span>
                      <chakra.span srOnly> {t('kennels:calendar.dogsWord')},</chakra.span>
                    </Text>
                    <Text fontSize={{ base: '2xs', md: 'xs' }} lineHeight="1.1" data-testid="night-share">
                      {words.share}
                    </Text>
                    <chakra.span srOnly>, {t(`kennels:level.${level}`)}</chakra.span>
                  </Button>
                </chakra.li>
              );
            })}
          </Grid>
        )}
      </SectionCard>
      {night ? <NightList date={night} /> : null}
    </Stack>
  );
}
