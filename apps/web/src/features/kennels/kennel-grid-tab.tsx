// The kennel grid (docs/domains/kennels.md, "Screens"): the kennels down, 14 nights across from a
// first night (the URL's `gfrom`; none: today), each stay a bar of its dog's name over its nights
// in its kennel's row, each night's total against the places at the foot. The stays without a
// kennel are listed above as buttons: choosing one marks, in the rows of the kennels free for its
// whole stay (kennels.freeFor), its first night as a button 'Assign Lúa to Box 3'; pressing it
// assigns the kennel (hotel.update). Everything is a button in reading order, so a keyboard
// reaches every step; the table scrolls sideways inside its frame on a phone.
import { Badge, Box, Button, chakra, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { addDays, occupancyLevel, type TGridStay, type TKennel } from '@pawdesk/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../app/blocks/empty-state';
import { ErrorState } from '../../app/blocks/error-state';
import { SectionCard } from '../../app/blocks/section-card';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { useDateFormat } from '../../lib/dates';
import { errorText } from '../../lib/errors';
import { toastError, toastSuccess } from '../../lib/toaster';
import { useBookingMutations } from '../hotel/use-hotel';
import { useKennelType } from './kennel-display';
import { LEVEL_STYLE } from './occupancy-style';
import { useNightText } from './occupancy-tab';
import { useFreeKennels, useInvalidateCapacity, useKennelGrid } from './use-kennels';

export const GRID_NIGHTS = 14;

/** The stays of a kennel on a night. */
const staysOn = (stays: readonly TGridStay[], kennel: string | null, night: string) =>
  stays.filter((s) => (s.kennel?.id ?? null) === kennel && s.firstNight <= night && s.lastNight >= night);

function StayBar({ stay, night, from }: { stay: TGridStay; night: string; from: string }) {
  const { t } = useTranslation('kennels');
  const dates = useDateFormat();
  const starts = stay.firstNight === night || (night === from && stay.firstNight < from);
  const ends = stay.lastNight === night;
  return (
    <Box
      bg={stay.status === 'checked-in' ? 'green.100' : 'blue.100'}
      borderColor={stay.status === 'checked-in' ? 'green.600' : 'blue.600'}
      borderTopWidth="1px"
      borderBottomWidth="1px"
      borderLeftWidth={starts ? '3px' : '0'}
      borderRightWidth={ends ? '1px' : '0'}
      borderLeftRadius={starts ? 'md' : '0'}
      borderRightRadius={ends ? 'md' : '0'}
      px="1"
      minH="6"
      fontSize="xs"
      whiteSpace="nowrap"
      overflow="hidden"
      textOverflow="ellipsis"
      data-testid={starts ? 'grid-bar' : undefined}
      title={`${stay.dog.name}: ${t('kennels:stay', { from: dates.date(stay.checkInDay), to: dates.date(stay.checkOutDay) })}`}
    >
      {starts ? stay.dog.name : <chakra.span srOnly>{stay.dog.name}</chakra.span>}
    </Box>
  );
}

export default function KennelGridTab({
  from,
  onFrom,
  today,
}: {
  from: string;
  onFrom: (from: string) => void;
  today: string;
}) {
  const { t } = useTranslation(['kennels', 'hotel', 'validation', 'business', 'errors', 'common']);
  const dates = useDateFormat();
  const nightText = useNightText();
  const typeName = useKennelType();
  const to = addDays(from, GRID_NIGHTS - 1);
  const grid = useKennelGrid({ from, to });
  const [assigning, setAssigning] = useState<TGridStay | null>(null);
  const free = useFreeKennels(
    {
      checkIn: assigning?.checkInDay ?? from,
      checkOut: assigning?.checkOutDay ?? addDays(from, 1),
      booking: assigning?.id,
    },
    assigning !== null,
  );
  const freeIds = new Set(assigning && !free.isPlaceholderData ? (free.data ?? []).map((k) => k.id) : []);
  const { update } = useBookingMutations();
  const invalidate = useInvalidateCapacity();

  const assign = async (stay: TGridStay, kennel: TKennel) => {
    try {
      await update.mutateAsync({ id: stay.id, kennel: kennel.id });
      toastSuccess({ key: 'kennels:grid.assigned', params: { name: stay.dog.name, kennel: kennel.name } });
      setAssigning(null);
    } catch (error) {
      toastError({ key: 'kennels:grid.assignFailed', params: { name: stay.dog.name } }, (tr) =>
        errorText(error, tr),
      );
    } finally {
      void invalidate();
    }
  };

  const data = grid.data;
  const unassigned = data ? data.stays.filter((s) => s.kennel === null) : [];

  return (
    <SectionCard title={t('kennels:grid.title')} hint={t('kennels:grid.hint')} testId="kennel-grid">
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <HStack gap="2" flexWrap="wrap">
          <Button size="sm" variant="outline" onClick={() => onFrom(addDays(from, -7))}>
            {t('kennels:grid.previous')}
          </Button>
          <Text fontWeight="semibold" data-testid="grid-range" aria-live="polite">
            {t('kennels:grid.range', { from: dates.date(from), to: dates.date(to) })}
          </Text>
          <Button size="sm" variant="outline" onClick={() => onFrom(addDays(from, 7))}>
            {t('kennels:grid.next')}
          </Button>
        </HStack>
        <Button size="sm" variant="ghost" disabled={from === today} onClick={() => onFrom(today)}>
          {t('kennels:grid.today')}
        </Button>
      </HStack>
      {grid.isPending ? (
        <ListSkeleton rows={6} columns={8} />
      ) : grid.isError || !data ? (
        <ErrorState
          title={t('kennels:grid.loadError')}
          error={grid.error}
          onRetry={() => void grid.refetch()}
        />
      ) : data.kennels.length === 0 ? (
        <EmptyState
          title={t('kennels:grid.noKennels')}
          description={t('kennels:grid.noKennelsHint')}
          testId="grid-no-kennels"
        />
      ) : (
        <Stack gap="3">
          <Stack as="section" aria-labelledby="grid-unassigned" gap="2" data-testid="grid-unassigned">
            <Text as="h3" id="grid-unassigned" fontWeight="semibold" fontSize="sm">
              {t('kennels:grid.unassigned', { count: unassigned.length })}
            </Text>
            {unassigned.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t('kennels:grid.allAssigned')}
              </Text>
            ) : (
              <HStack gap="2" flexWrap="wrap">
                {unassigned.map((s) => (
                  <Button
                    key={s.id}
                    size="sm"
                    variant={assigning?.id === s.id ? 'solid' : 'outline'}
                    colorPalette="brand"
                    aria-pressed={assigning?.id === s.id}
                    onClick={() => setAssigning(assigning?.id === s.id ? null : s)}
                    data-testid="grid-unassigned-stay"
                  >
                    {t('kennels:grid.stayButton', {
                      name: s.dog.name,
                      from: dates.date(s.checkInDay),
                      to: dates.date(s.checkOutDay),
                    })}
                  </Button>
                ))}
              </HStack>
            )}
            {assigning ? (
              <Text fontSize="sm" role="status" data-testid="grid-assigning">
                {free.isFetching
                  ? t('common:loading')
                  : freeIds.size === 0
                    ? t('kennels:grid.noneFree', { name: assigning.dog.name })
                    : t('kennels:grid.chooseCell', { name: assigning.dog.name })}
              </Text>
            ) : null}
          </Stack>
          <Box
            position="relative"
            overflowX="auto"
            borderWidth="1px"
            borderRadius="l2"
            tabIndex={0}
            aria-label={t('kennels:grid.title')}
          >
            <Table.Root
              size="sm"
              variant="outline"
              css={{ tableLayout: 'fixed' }}
              minW={`${10 + data.nights.length * 5.5}rem`}
            >
              <Table.Caption srOnly>
                {t('kennels:grid.caption', { from: dates.date(from), to: dates.date(to) })}
              </Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader w="10rem" position="sticky" left="0" bg="bg.panel" zIndex="1">
                    {t('kennels:columns.name')}
                  </Table.ColumnHeader>
                  {data.nights.map((night) => (
                    <Table.ColumnHeader
                      key={night}
                      textAlign="center"
                      px="1"
                      fontSize="xs"
                      bg={night === today ? 'brand.50' : undefined}
                    >
                      {dates
                        .date(night)
                        .replace(/[/.-]\d{4}$/, '')
                        .replace(/^\d{4}[/.-]/, '')}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.kennels.map((kennel) => (
                  <Table.Row key={kennel.id} data-testid="grid-row" data-kennel={kennel.name}>
                    <Table.Cell
                      as="th"
                      scope="row"
                      position="sticky"
                      left="0"
                      bg="bg.panel"
                      zIndex="1"
                      fontSize="sm"
                    >
                      <Text fontWeight="semibold" truncate>
                        {kennel.name}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {t('kennels:grid.kennelMeta', {
                          type: typeName(kennel.type),
                          count: kennel.capacity,
                        })}
                        {kennel.active ? '' : ` · ${t('kennels:inactive')}`}
                      </Text>
                    </Table.Cell>
                    {data.nights.map((night) => {
                      const here = staysOn(data.stays, kennel.id, night);
                      const inStay =
                        assigning &&
                        freeIds.has(kennel.id) &&
                        assigning.firstNight <= night &&
                        assigning.lastNight >= night;
                      const firstVisible = assigning
                        ? assigning.firstNight < from
                          ? from
                          : assigning.firstNight
                        : null;
                      return (
                        <Table.Cell
                          key={night}
                          px="0"
                          py="1"
                          verticalAlign="top"
                          bg={inStay ? 'brand.50' : undefined}
                        >
                          <Stack gap="0.5">
                            {here.map((s) => (
                              <StayBar key={s.id} stay={s} night={night} from={from} />
                            ))}
                            {inStay && night === firstVisible && assigning ? (
                              <Button
                                size="2xs"
                                colorPalette="brand"
                                mx="0.5"
                                loading={update.isPending}
                                onClick={() => void assign(assigning, kennel)}
                                aria-label={t('kennels:grid.assign', {
                                  name: assigning.dog.name,
                                  kennel: kennel.name,
                                })}
                                data-testid="grid-assign"
                              >
                                {t('kennels:grid.assignShort')}
                              </Button>
                            ) : null}
                          </Stack>
                        </Table.Cell>
                      );
                    })}
                  </Table.Row>
                ))}
              </Table.Body>
              <Table.Footer>
                <Table.Row>
                  <Table.Cell
                    as="th"
                    scope="row"
                    position="sticky"
                    left="0"
                    bg="bg.panel"
                    zIndex="1"
                    fontSize="sm"
                  >
                    {t('kennels:grid.total')}
                  </Table.Cell>
                  {data.occupancy.map((n) => {
                    const level = occupancyLevel(n.dogs, n.capacity);
                    return (
                      <Table.Cell
                        key={n.date}
                        textAlign="center"
                        px="1"
                        fontSize="xs"
                        fontVariantNumeric="tabular-nums"
                        bg={LEVEL_STYLE[level].bg}
                        data-testid="grid-total"
                      >
                        {nightText(n).figure}
                      </Table.Cell>
                    );
                  })}
                </Table.Row>
              </Table.Footer>
            </Table.Root>
          </Box>
          <HStack gap="3" fontSize="xs" flexWrap="wrap">
            <Badge colorPalette="blue" variant="subtle">
              {t('hotel:status.booked')}
            </Badge>
            <Badge colorPalette="green" variant="subtle">
              {t('hotel:status.checked-in')}
            </Badge>
          </HStack>
        </Stack>
      )}
    </SectionCard>
  );
}
