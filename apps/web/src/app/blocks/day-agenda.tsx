// One day's agenda of a service, a column per person (grooming's groomers, the vet's vets): the
// day's navigation (previous day, a date field, next day, Today), the day in words, then the
// DaySchedule of its columns, or the states: a skeleton while it loads, the error with Try
// again, an empty state when there is no column at all. The day lives in the screen's URL ('' is
// today): the screen passes the day shown and gets the day chosen.
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { minutesToClock } from '@pawdesk/domain/common/zoned-time';
import { addDays, isCalendarDay } from '@pawdesk/domain/dogs/dog.rules';
import { useDateFormat } from '../../lib/dates';
import { DateTextInput } from './date-field';
import { DaySchedule, type DayScheduleTexts, type ScheduleColumn } from './day-schedule';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { FormField } from './form-field';
import { SkeletonBar } from './skeletons';

export interface DayAgendaTexts extends DayScheduleTexts {
  /** The date field's label ('Day'). */
  day: string;
  previous: string;
  next: string;
  today: string;
  /** Names the schedule for screen readers ("Friday, November 27's schedule"). */
  label: string;
  /** No column at all (no groomer, no vet yet). */
  noColumns: string;
  loadError: string;
}

export function DayAgenda({
  day,
  dayText,
  showingToday,
  onDay,
  query,
  columns,
  opening,
  closing,
  texts,
  testIds = {},
}: {
  /** The day shown (YYYY-MM-DD); undefined until the server has said which day today is. */
  day: string | undefined;
  /** That day in words ('Friday, November 27, 2026'). */
  dayText: string;
  /** The URL names no day: Today is what is shown (its button is disabled). */
  showingToday: boolean;
  /** A day chosen ('' goes back to today). */
  onDay: (day: string) => void;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown; hasData: boolean };
  columns: readonly ScheduleColumn[];
  /** The service's hours (minutes after midnight), widened around any appointment outside them. */
  opening: number;
  closing: number;
  texts: DayAgendaTexts;
  testIds?: { day?: string; empty?: string; schedule?: string };
}) {
  const dates = useDateFormat();
  return (
    <Stack gap="3">
      <Flex gap="2" wrap="wrap" align="flex-end">
        <Button
          size="sm"
          variant="outline"
          onClick={() => day && onDay(addDays(day, -1))}
          disabled={!day}
          aria-label={texts.previous}
        >
          ‹
        </Button>
        <FormField label={texts.day} error={undefined} w="auto">
          <Box w="52">
            <DateTextInput
              size="sm"
              value={day ?? ''}
              onChange={(next) => {
                if (isCalendarDay(next)) onDay(next);
              }}
            />
          </Box>
        </FormField>
        <Button
          size="sm"
          variant="outline"
          onClick={() => day && onDay(addDays(day, 1))}
          disabled={!day}
          aria-label={texts.next}
        >
          ›
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onDay('')} disabled={showingToday}>
          {texts.today}
        </Button>
      </Flex>
      {day ? (
        <Text fontWeight="medium" data-testid={testIds.day}>
          {dayText}
        </Text>
      ) : null}
      {query.isPending ? (
        <SkeletonBar h="40" aria-hidden="true" />
      ) : query.isError && !query.hasData ? (
        <ErrorState title={texts.loadError} error={query.error} onRetry={() => void query.refetch()} />
      ) : columns.length === 0 ? (
        <EmptyState title={texts.noColumns} testId={testIds.empty} />
      ) : (
        <DaySchedule
          columns={columns}
          opening={opening}
          closing={closing}
          clock={(minutes) => dates.time(minutesToClock(minutes))}
          label={texts.label}
          texts={{ free: texts.free, book: texts.book, empty: texts.empty }}
          testId={testIds.schedule}
        />
      )}
    </Stack>
  );
}
