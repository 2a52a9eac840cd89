// Vaccinations due (docs/contract/rest-contract-business.md, Vaccinations): each required disease whose
// latest record expired or expires within the chosen days, soonest first, with the owner's phone and a
// one-click 'Book at our vet' opening the vet's New Appointment form for the dog, its reason filled in.
// The window and the 'booked in the next 30 days' filter live in the URL. Above the list, the dogs here
// today without their vaccinations (here-today.tsx), where the Today board's to-do leads.
// It is the desk's call list (docs/decisions/0081-vaccination-call-list.md): each row says whether the
// owner was called ('Called 11/27/2026 by Ana Ruiz') or since when the daily job has it to call, with
// 'Mark as called' or 'Undo'; 'Not called yet' (`?called=no`) keeps the rows nobody has called about.
import { Badge, Button, Checkbox, Flex, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { TDueItem as TVaccinationDueItem } from '@pawdesk/domain';
import { toDateOnly } from '@pawdesk/domain/common/date-format';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { type Column, DataTable } from '../../app/blocks/data-table';
import { EmptyState } from '../../app/blocks/empty-state';
import { ErrorState } from '../../app/blocks/error-state';
import { FormField } from '../../app/blocks/form-field';
import { PageHeader } from '../../app/blocks/page-header';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { useDocumentTitle } from '../../app/use-document-title';
import { useDateFormat } from '../../lib/dates';
import { errorText } from '../../lib/errors';
import { toastError, toastSuccess } from '../../lib/toaster';
import { useUrlState } from '../../lib/use-url-state';
import { HereTodayAlerts } from './here-today';
import { useMarkCalled, useVaccinationsDue } from './use-vaccinations';
import { useDiseaseLabel, useDiseaseList } from './vaccination-display';
import { DUE_WINDOWS, dueInput, VACCINATIONS_DUE_URL, vetBookingHref } from './vaccinations-url';

const DogDetailsDialog = lazy(() =>
  import('../dogs/dog-details-dialog').then((m) => ({ default: m.DogDetailsDialog })),
);

export const VACCINATIONS_NAMESPACES = [
  'vaccinations',
  'dogs',
  'validation',
  'business',
  'errors',
  'common',
  'blocks',
] as const;

export function VaccinationsDuePage() {
  const { t } = useTranslation([...VACCINATIONS_NAMESPACES]);
  useDocumentTitle(t('vaccinations:title'));
  const dates = useDateFormat();
  const diseaseLabel = useDiseaseLabel();
  const diseaseList = useDiseaseList();
  const [, navigate] = useLocation();
  const [url, setUrl] = useUrlState(VACCINATIONS_DUE_URL);
  const due = useVaccinationsDue(dueInput(url));
  const items = due.data?.pages.flatMap((page) => page.items);
  const [dogId, setDogId] = useState<string | null>(null);
  const today = toDateOnly(new Date());
  const mark = useMarkCalled();

  const listRef = useRef<HTMLDivElement>(null);
  const calledFilterRef = useRef<HTMLInputElement>(null);

  /**
   * A row that left the list with the button the keyboard was on (marked as called under 'Not
   * called yet') would drop the focus on the page: it goes to the call button of the row now in
   * its place (or the last one), or to the filter when none is left. Runs after the list refetched.
   */
  const keepFocus = (index: number) =>
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      const buttons = listRef.current?.querySelectorAll<HTMLElement>(
        '[data-testid="mark-called"], [data-testid="undo-call"]',
      );
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? calledFilterRef.current)?.focus();
    });

  /** Marks the row's owner as called (or undoes it), with a message either way. */
  const setCalled = (item: TVaccinationDueItem, called: boolean, index: number) =>
    mark.mutate(
      { dog: item.dog.id, disease: item.disease, expiresOn: item.expiresOn, called },
      {
        onSuccess: () => {
          keepFocus(index);
          toastSuccess({
            key: called ? 'vaccinations:due.callSaved' : 'vaccinations:due.callUndone',
            params: { name: item.dog.name },
          });
        },
        onError: (error) => toastError({ key: 'vaccinations:due.callFailed' }, (tr) => errorText(error, tr)),
      },
    );
  const marking = (item: TVaccinationDueItem) =>
    mark.isPending &&
    mark.variables?.dog === item.dog.id &&
    mark.variables.disease === item.disease &&
    mark.variables.expiresOn === item.expiresOn;

  /** 'Called 11/27/2026 by Ana Ruiz', 'To call since 11/25/2026', or nothing when never noted. */
  const callState = (item: TVaccinationDueItem): string => {
    const note = item.reminder;
    if (!note) return '';
    if (note.calledAt)
      return note.calledBy
        ? t('vaccinations:due.calledOn', { date: dates.date(note.calledAt), name: note.calledBy })
        : t('vaccinations:due.calledOnNoName', { date: dates.date(note.calledAt) });
    return t('vaccinations:due.toCallSince', { date: dates.date(note.notedOn) });
  };

  /** Every disease the dog has due, for the appointment's reason. */
  const book = (item: TVaccinationDueItem) => {
    const dogItems = (items ?? []).filter((x) => x.dog.id === item.dog.id);
    // The list is soonest first: the dog's first row expires first.
    const soonest = dogItems[0]?.expiresOn ?? item.expiresOn;
    const reason = t('vaccinations:due.reason', {
      diseases: diseaseList(dogItems.map((x) => x.disease)),
      date: dates.date(soonest),
    });
    navigate(vetBookingHref(item.dog, reason));
  };

  const columns: Column<TVaccinationDueItem>[] = [
    { key: 'dog', header: t('vaccinations:due.columns.dog'), cell: (x) => x.dog.name },
    { key: 'disease', header: t('vaccinations:due.columns.disease'), cell: (x) => diseaseLabel(x.disease) },
    {
      key: 'expiresOn',
      header: t('vaccinations:due.columns.expiresOn'),
      cell: (x) => (
        <Flex gap="2" align="center" wrap="wrap">
          <Text as="span" fontVariantNumeric="tabular-nums">
            {dates.date(x.expiresOn)}
          </Text>
          {x.expiresOn < today ? (
            <Badge colorPalette="red" variant="subtle" size="sm">
              {t('vaccinations:due.expired')}
            </Badge>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'owner',
      header: t('vaccinations:due.columns.owner'),
      cell: (x) => x.owner?.name ?? '',
      hideOnPhone: true,
    },
    {
      key: 'phone',
      header: t('vaccinations:due.columns.phone'),
      cell: (x) =>
        x.owner?.phone ? (
          <Link href={`tel:${x.owner.phone}`} color="brand.fg">
            {x.owner.phone}
          </Link>
        ) : (
          ''
        ),
    },
    {
      key: 'call',
      header: t('vaccinations:due.columns.call'),
      cell: (x) => {
        const called = Boolean(x.reminder?.calledAt);
        const state = callState(x);
        return (
          <Flex gap="2" align="center" wrap="wrap">
            {state ? (
              <Text as="span" data-testid="call-state" data-called={called ? 'yes' : 'no'}>
                {state}
              </Text>
            ) : null}
            <Button
              size="xs"
              variant={called ? 'ghost' : 'solid'}
              colorPalette="brand"
              aria-label={t(called ? 'vaccinations:due.undoCallLabel' : 'vaccinations:due.markCalledLabel', {
                name: x.dog.name,
              })}
              // Busy without `loading`: a disabled button would drop the keyboard's focus.
              aria-busy={marking(x)}
              onClick={() => {
                if (!marking(x)) setCalled(x, !called, items?.indexOf(x) ?? 0);
              }}
              data-testid={called ? 'undo-call' : 'mark-called'}
            >
              {t(called ? 'vaccinations:due.undoCall' : 'vaccinations:due.markCalled')}
            </Button>
          </Flex>
        );
      },
    },
    {
      key: 'book',
      header: t('vaccinations:due.book'),
      cell: (x) => (
        <Button
          size="xs"
          variant="outline"
          colorPalette="brand"
          aria-label={t('vaccinations:due.bookLabel', { name: x.dog.name })}
          onClick={() => book(x)}
          data-testid="book-at-vet"
        >
          {t('vaccinations:due.book')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="4">
      <PageHeader
        title={t('vaccinations:title')}
        subtitle={t('vaccinations:due.subtitle')}
        count={
          items
            ? t(due.hasNextPage ? 'vaccinations:due.countMore' : 'vaccinations:due.count', {
                count: items.length,
              })
            : undefined
        }
      />
      <HereTodayAlerts onOpenDog={setDogId} />
      <Stack as="section" aria-label={t('vaccinations:title')} gap="3">
        <Flex gap="4" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }}>
          <FormField label={t('vaccinations:due.within')} error={undefined} maxW={{ md: '48' }}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={url.within}
                onChange={(event) => setUrl({ within: event.target.value as (typeof DUE_WINDOWS)[number] })}
                bg="white"
              >
                {DUE_WINDOWS.map((days) => (
                  <option key={days} value={days}>
                    {t('vaccinations:due.withinDays', { count: Number(days) })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <Checkbox.Root
            checked={url.booked === 'booked'}
            onCheckedChange={(details) => setUrl({ booked: details.checked === true ? 'booked' : 'all' })}
            colorPalette="brand"
            pb="1"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('vaccinations:due.booked')}</Checkbox.Label>
          </Checkbox.Root>
          <Checkbox.Root
            checked={url.called === 'no'}
            onCheckedChange={(details) => setUrl({ called: details.checked === true ? 'no' : 'all' })}
            colorPalette="brand"
            pb="1"
          >
            <Checkbox.HiddenInput ref={calledFilterRef} />
            <Checkbox.Control />
            <Checkbox.Label>{t('vaccinations:due.notCalled')}</Checkbox.Label>
          </Checkbox.Root>
        </Flex>
        {due.isPending ? (
          <ListSkeleton rows={10} columns={6} />
        ) : due.isError && !items ? (
          <ErrorState
            title={t('vaccinations:due.loadError')}
            error={due.error}
            onRetry={() => void due.refetch()}
          />
        ) : !items || items.length === 0 ? (
          <EmptyState title={t('vaccinations:due.empty')} testId="vaccinations-due-empty" />
        ) : (
          <Stack gap="3" ref={listRef}>
            <DataTable
              caption={t('vaccinations:title')}
              columns={columns}
              rows={items}
              rowKey={(x) => `${x.dog.id}-${x.disease}`}
              rowTestId="due-row"
              busy={due.isPlaceholderData}
              onOpen={(x) => setDogId(x.dog.id)}
            />
            {due.hasNextPage ? (
              <Button
                alignSelf="flex-start"
                size="sm"
                variant="outline"
                loading={due.isFetchingNextPage}
                onClick={() => void due.fetchNextPage()}
              >
                {t('vaccinations:due.more')}
              </Button>
            ) : null}
          </Stack>
        )}
      </Stack>
      {dogId !== null ? (
        <Suspense fallback={null}>
          <DogDetailsDialog dogId={dogId} onClose={() => setDogId(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
