// One day on a timeline, a column per person (or room, or table): each appointment a block as
// long as it lasts, and the free time between them visible at a glance, each gap a button that
// books it. From 768 px the columns stand side by side under an hour ruler (scrolling sideways
// inside the frame when there are many); on a phone each column is an agenda list, appointments
// and free gaps in time order. Everything is a real button in reading order (a column, then the
// next; within one, by time), so the keyboard reaches every block and gap.
import { Box, Button, Flex, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';

export interface ScheduleItem {
  id: string;
  /** Minutes after the day's midnight (may start before 0 or end after 1440: spills over the day). */
  start: number;
  end: number;
  /** The block's first line ('Luna'). */
  title: string;
  /** Its second line ('Full Grooming'). */
  detail?: string;
  /** Colour: a state the reader tells apart at a glance. */
  tone?: 'planned' | 'active' | 'done';
  /** The state in words, read out after the title and detail ('Scheduled'); the tone shows it. */
  status?: string;
  onOpen?: () => void;
  testId?: string;
}

export interface ScheduleColumn {
  key: string;
  title: string;
  items: readonly ScheduleItem[];
  /** Books free time starting at `start` (minutes); absent: gaps are shown but not bookable. */
  onFree?: (start: number) => void;
  /** false: no free gaps at all (a column of unassigned appointments has no time of its own). */
  showFree?: boolean;
}

export interface DayScheduleTexts {
  /** 'Free 12:00–13:00' (the gap's visible text). */
  free: (from: string, to: string) => string;
  /** ', book with Ana': read out after a bookable gap's text (its button is named 'Free 12:00–13:00, book with Ana'). */
  book: (column: string) => string;
  /** A column with nothing booked and no bookable time. */
  empty: string;
}

/** Gaps shorter than this are not offered (no appointment is shorter). */
const MIN_GAP = 15;
/** Vertical scale of the side-by-side view: pixels per minute. */
const PX = 1.1;
/** A block never gets shorter than this, so its title stays readable. */
const MIN_BLOCK_PX = 26;

const TONES = {
  planned: { bg: 'brand.subtle', border: 'brand.solid', fg: 'brand.fg' },
  active: { bg: 'orange.100', border: 'orange.600', fg: 'orange.900' },
  done: { bg: 'gray.100', border: 'gray.500', fg: 'gray.800' },
} as const;

/** The free stretches of [from, to) around the items (each at least MIN_GAP minutes). */
export function freeGaps(items: readonly ScheduleItem[], from: number, to: number): [number, number][] {
  const gaps: [number, number][] = [];
  let cursor = from;
  for (const item of [...items].sort((a, b) => a.start - b.start)) {
    if (item.start - cursor >= MIN_GAP) gaps.push([cursor, Math.min(item.start, to)]);
    cursor = Math.max(cursor, item.end);
    if (cursor >= to) break;
  }
  if (to - cursor >= MIN_GAP) gaps.push([cursor, to]);
  return gaps;
}

const gapsOf = (column: ScheduleColumn, from: number, to: number) =>
  column.showFree === false ? [] : freeGaps(column.items, from, to);

/** A column's appointments and free gaps, in time order (the order the keyboard reaches them). */
function entriesOf(
  column: ScheduleColumn,
  from: number,
  to: number,
): { item: ScheduleItem | null; gap: [number, number] | null }[] {
  return [
    ...column.items.map((item) => ({ at: item.start, item, gap: null })),
    ...gapsOf(column, from, to).map((gap) => ({ at: gap[0], item: null, gap })),
  ]
    .sort((a, b) => a.at - b.at)
    .map(({ item, gap }) => ({ item, gap }));
}

/** Side-by-side lanes for items that overlap (only an unassigned column has any): item → [lane, lanes]. */
export function lanesOf(items: readonly ScheduleItem[]): Map<string, [number, number]> {
  const sorted = [...items].sort((a, b) => a.start - b.start || a.end - b.end);
  const ends: number[] = [];
  const lane = new Map<string, number>();
  for (const item of sorted) {
    let i = ends.findIndex((end) => end <= item.start);
    if (i === -1) i = ends.push(item.end) - 1;
    else ends[i] = item.end;
    lane.set(item.id, i);
  }
  return new Map(sorted.map((item) => [item.id, [lane.get(item.id) ?? 0, Math.max(1, ends.length)]]));
}

/** The day's range to draw: the salon's hours, widened to whole hours around any appointment. */
export function scheduleRange(
  columns: readonly ScheduleColumn[],
  opening: number,
  closing: number,
): [number, number] {
  let from = opening;
  let to = closing;
  for (const column of columns) {
    for (const item of column.items) {
      from = Math.min(from, Math.floor(Math.max(0, item.start) / 60) * 60);
      to = Math.max(to, Math.ceil(Math.min(1440, item.end) / 60) * 60);
    }
  }
  return [from, to];
}

/**
 * An appointment. Its name is what it shows, with the times before and the state after for
 * screen readers ('10:00 AM–11:30 AM, Luna Full Grooming, Scheduled'): the visible words stay
 * part of the name, in order, as WCAG's label-in-name asks.
 */
function Block({
  item,
  compact,
  clock,
}: {
  item: ScheduleItem;
  compact?: boolean;
  clock: (minutes: number) => string;
}) {
  const tone = TONES[item.tone ?? 'planned'];
  return (
    <Button
      onClick={item.onOpen}
      data-testid={item.testId}
      variant="plain"
      h="full"
      w="full"
      minH="0"
      p={compact ? '2' : '1.5'}
      bg={tone.bg}
      color={tone.fg}
      borderLeftWidth="4px"
      borderColor={tone.border}
      borderRadius="l1"
      justifyContent="flex-start"
      alignItems="flex-start"
      textAlign="start"
      overflow="hidden"
      fontWeight="normal"
      whiteSpace="normal"
    >
      <Stack gap="0" minW="0">
        <VisuallyHidden>{`${clock(item.start)}–${clock(item.end)}, `}</VisuallyHidden>
        <Text fontSize="sm" fontWeight="semibold" lineClamp={1} wordBreak="break-all">
          {item.title}
        </Text>
        {item.detail ? (
          <Text fontSize="xs" lineClamp={2}>
            {item.detail}
          </Text>
        ) : null}
        {item.status ? <VisuallyHidden>{`, ${item.status}`}</VisuallyHidden> : null}
      </Stack>
    </Button>
  );
}

function FreeButton({
  column,
  from,
  to,
  clock,
  texts,
  fill,
}: {
  column: ScheduleColumn;
  from: number;
  to: number;
  clock: (minutes: number) => string;
  texts: DayScheduleTexts;
  fill?: boolean;
}) {
  const text = texts.free(clock(from), clock(to));
  if (!column.onFree) {
    return (
      <Text fontSize="xs" color="fg.muted" px="2" py="1" data-testid="schedule-free">
        {text}
      </Text>
    );
  }
  const book = column.onFree;
  return (
    <Button
      onClick={() => book(from)}
      data-testid="schedule-free"
      variant="outline"
      borderStyle="dashed"
      colorPalette="gray"
      size="xs"
      w="full"
      h={fill ? 'full' : undefined}
      minH="0"
      justifyContent="flex-start"
      alignItems="flex-start"
      fontWeight="normal"
      color="fg.muted"
      whiteSpace="normal"
      textAlign="start"
      overflow="hidden"
    >
      {text}
      <VisuallyHidden>{texts.book(column.title)}</VisuallyHidden>
    </Button>
  );
}

/** What drawing one column takes (both layouts). */
interface ColumnProps {
  column: ScheduleColumn;
  /** The range drawn, minutes after midnight. */
  from: number;
  to: number;
  clock: (minutes: number) => string;
  texts: DayScheduleTexts;
}

/** A phone: each column an agenda of appointments and free gaps. */
function AgendaColumn({ column, from, to, clock, texts }: ColumnProps) {
  const headingId = useId();
  const entries = entriesOf(column, from, to);
  return (
    <Box as="section" aria-labelledby={headingId} data-testid="schedule-column">
      <Heading as="h3" id={headingId} size="sm" mb="2">
        {column.title}
      </Heading>
      {entries.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {texts.empty}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="1.5">
          {entries.map(({ item, gap }) => (
            <Flex as="li" key={item ? item.id : `free-${gap?.[0]}`} gap="2" align="stretch">
              <Text
                fontSize="xs"
                color="fg.muted"
                w="24"
                flexShrink={0}
                pt="1.5"
                fontVariantNumeric="tabular-nums"
              >
                {item
                  ? `${clock(item.start)}–${clock(item.end)}`
                  : `${clock(gap?.[0] ?? 0)}–${clock(gap?.[1] ?? 0)}`}
              </Text>
              <Box flex="1" minW="0">
                {item ? (
                  <Block item={item} compact clock={clock} />
                ) : gap ? (
                  <FreeButton column={column} from={gap[0]} to={gap[1]} clock={clock} texts={texts} />
                ) : null}
              </Box>
            </Flex>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** From 768 px: one column of the side-by-side view, blocks placed by their times. */
function TimelineColumn({ column, from, to, clock, texts }: ColumnProps) {
  const headingId = useId();
  const lanes = lanesOf(column.items);
  const y = (minutes: number) => (Math.min(Math.max(minutes, from), to) - from) * PX;
  const entries = entriesOf(column, from, to);
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      flex="1"
      minW="40"
      borderLeftWidth="1px"
      data-testid="schedule-column"
    >
      <Heading
        as="h3"
        id={headingId}
        size="sm"
        px="2"
        h="8"
        lineClamp={1}
        position="sticky"
        top="0"
        bg="bg.panel"
        zIndex="1"
        borderBottomWidth="1px"
      >
        {column.title}
      </Heading>
      <Box
        position="relative"
        h={`${(to - from) * PX}px`}
        bgImage={`repeating-linear-gradient(to bottom, var(--chakra-colors-border-muted) 0 1px, transparent 1px ${60 * PX}px)`}
      >
        {entries.map(({ item, gap }) => {
          if (item) {
            const [lane, count] = lanes.get(item.id) ?? [0, 1];
            return (
              <Box
                key={item.id}
                position="absolute"
                top={`${y(item.start)}px`}
                h={`${Math.max(MIN_BLOCK_PX, y(item.end) - y(item.start) - 2)}px`}
                left={`calc(${(lane / count) * 100}% + 2px)`}
                w={`calc(${100 / count}% - 4px)`}
              >
                <Block item={item} clock={clock} />
              </Box>
            );
          }
          if (!gap) return null;
          return (
            <Box
              key={`free-${gap[0]}`}
              position="absolute"
              top={`${y(gap[0]) + 1}px`}
              h={`${Math.max(MIN_BLOCK_PX, y(gap[1]) - y(gap[0]) - 2)}px`}
              left="2px"
              right="2px"
            >
              <FreeButton column={column} from={gap[0]} to={gap[1]} clock={clock} texts={texts} fill />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

export function DaySchedule({
  columns,
  opening,
  closing,
  clock,
  texts,
  label,
  testId,
}: {
  columns: readonly ScheduleColumn[];
  /** The hours to show at least (minutes after midnight), widened around any appointment. */
  opening: number;
  closing: number;
  /** Minutes after midnight as the reader's clock ('2:30 PM'). */
  clock: (minutes: number) => string;
  texts: DayScheduleTexts;
  /** Names the schedule for screen readers ('Friday's schedule'). */
  label: string;
  testId?: string;
}) {
  const phone = useMediaQuery(PHONE_QUERY);
  const [from, to] = scheduleRange(columns, opening, closing);
  if (phone) {
    return (
      <Stack gap="5" role="group" aria-label={label} data-testid={testId}>
        {columns.map((column) => (
          <AgendaColumn key={column.key} column={column} from={from} to={to} clock={clock} texts={texts} />
        ))}
      </Stack>
    );
  }
  const hours = Array.from({ length: Math.floor((to - from) / 60) + 1 }, (_, i) => from + i * 60);
  return (
    <Box
      role="group"
      aria-label={label}
      data-testid={testId}
      borderWidth="1px"
      borderRadius="l2"
      bg="bg.panel"
      overflowX="auto"
    >
      <Flex minW="max-content" w="full">
        <Box w="20" flexShrink={0} aria-hidden="true">
          <Box h="8" borderBottomWidth="1px" />
          <Box position="relative" h={`${(to - from) * PX}px`}>
            {hours.map((h) => (
              <Text
                key={h}
                position="absolute"
                top={`${(h - from) * PX}px`}
                right="2"
                fontSize="xs"
                color="fg.muted"
                transform={h === from ? undefined : 'translateY(-50%)'}
                whiteSpace="nowrap"
                fontVariantNumeric="tabular-nums"
              >
                {clock(h)}
              </Text>
            ))}
          </Box>
        </Box>
        {columns.map((column) => (
          <TimelineColumn key={column.key} column={column} from={from} to={to} clock={clock} texts={texts} />
        ))}
      </Flex>
    </Box>
  );
}
