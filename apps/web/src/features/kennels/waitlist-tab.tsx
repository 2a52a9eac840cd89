// The hotel's waitlist (docs/domains/kennels.md, "Screens"): the stays that did not fit, soonest
// first: dog, nights, notes, whether they fit now (a word in a badge, never the colour alone) and,
// once freed capacity made them fit, when the server's waitlist-offer job marked them offered,
// Book (one step: the entry becomes a booking) and Delete in the row menu. 'Add to waitlist' opens
// the form in a drawer (dog, check-in, check-out, notes); a booking refused for a full hotel puts
// its stay here from the override dialog.
import { Badge, Button, chakra, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { type TDogOption, type TWaitlistEntry, ZWaitlistInput } from '@pawdesk/domain';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../app/blocks/data-table';
import { DateInput } from '../../app/blocks/date-field';
import { EmptyState } from '../../app/blocks/empty-state';
import { ErrorState } from '../../app/blocks/error-state';
import { FormActions } from '../../app/blocks/form-actions';
import { FormDrawer } from '../../app/blocks/form-drawer';
import { FormField } from '../../app/blocks/form-field';
import { RowMenu } from '../../app/blocks/row-menu';
import { SectionCard } from '../../app/blocks/section-card';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { useConfirmDelete } from '../../app/blocks/use-confirm-delete';
import { ConfirmDeleteDialog } from '../../app/confirm-delete-dialog';
import { useDateFormat } from '../../lib/dates';
import { errorText } from '../../lib/errors';
import { toastError, toastSuccess } from '../../lib/toaster';
import { useZodForm } from '../../lib/use-zod-form';
import { DogPicker, useHotelDogOptions } from '../dogs/dog-picker';
import { useWaitlist, useWaitlistMutations } from './use-kennels';
import { useWaitlistBook } from './waitlist-book';

function WaitlistForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['kennels', 'hotel', 'validation', 'business', 'errors', 'common']);
  const { create } = useWaitlistMutations();
  const [dog, setDog] = useState<TDogOption | null>(null);
  const form = useZodForm(ZWaitlistInput, {
    defaultValues: { dog: '', checkIn: '', checkOut: '', notes: '' },
    messageFields: { 'waitlist.dogNotFound': 'dog', 'waitlist.checkInPast': 'checkIn' },
  });
  const onSubmit = form.submit(
    async (input) => {
      await create.mutateAsync(input);
      toastSuccess({ key: 'kennels:waitlist.added', params: { name: dog?.name ?? '' } });
      onDone();
    },
    (error) => toastError({ key: 'kennels:waitlist.addFailed' }, (tr) => errorText(error, tr)),
  );
  return (
    <chakra.form onSubmit={onSubmit} noValidate data-testid="waitlist-form">
      <Stack gap="4">
        <Controller
          control={form.control}
          name="dog"
          render={({ field }) => (
            <DogPicker
              label={t('hotel:form.dog')}
              name={field.name}
              value={dog}
              useOptions={useHotelDogOptions}
              required
              onChange={(chosen) => {
                setDog(chosen);
                field.onChange(chosen?.id ?? '');
              }}
              inputRef={field.ref}
              error={form.fieldError('dog')}
            />
          )}
        />
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
          <FormField label={t('hotel:form.checkIn')} required error={form.fieldError('checkIn')} flex="1">
            <DateInput control={form.control} name="checkIn" bg="white" />
          </FormField>
          <FormField label={t('hotel:form.checkOut')} required error={form.fieldError('checkOut')} flex="1">
            <DateInput control={form.control} name="checkOut" bg="white" />
          </FormField>
        </Flex>
        <FormField label={t('hotel:form.notes')} error={form.fieldError('notes')}>
          <Textarea {...form.register('notes')} rows={2} bg="white" />
        </FormField>
        <FormActions
          submitLabel={t('kennels:waitlist.add')}
          submitting={form.isSubmitting}
          onCancel={onDone}
        />
      </Stack>
    </chakra.form>
  );
}

export default function WaitlistTab() {
  const { t } = useTranslation(['kennels', 'hotel', 'common', 'errors']);
  const dates = useDateFormat();
  const list = useWaitlist();
  const { remove } = useWaitlistMutations();
  const { bookEntry, bookingId } = useWaitlistBook();
  const [adding, setAdding] = useState(false);
  const deletion = useConfirmDelete<TWaitlistEntry>({
    remove,
    done: { key: 'kennels:waitlist.deleted' },
    failed: { key: 'kennels:waitlist.deleteFailed' },
  });

  const columns: Column<TWaitlistEntry>[] = [
    { key: 'dog', header: t('kennels:waitlist.columns.dog'), cell: (e) => e.dog.name },
    {
      key: 'nights',
      header: t('kennels:waitlist.columns.nights'),
      cell: (e) =>
        t('kennels:waitlist.nights', {
          count: e.nights,
          from: dates.date(e.checkIn),
          to: dates.date(e.checkOut),
        }),
    },
    { key: 'notes', header: t('kennels:waitlist.columns.notes'), cell: (e) => e.notes || '—' },
    {
      key: 'fits',
      header: t('kennels:waitlist.columns.fits'),
      cell: (e) => (
        <Stack gap="1" align="flex-start">
          <Badge colorPalette={e.fits ? 'green' : 'gray'} variant="subtle" data-testid="waitlist-fits">
            {e.fits ? t('kennels:waitlist.fitsYes') : t('kennels:waitlist.fitsNo')}
          </Badge>
          {e.offeredAt ? (
            <Text fontSize="xs" color="fg.muted" data-testid="waitlist-offered">
              {t('kennels:waitlist.offered', { when: dates.dateTime(e.offeredAt) })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'book',
      header: t('kennels:waitlist.columns.book'),
      cell: (e) => (
        <Button
          size="xs"
          colorPalette="brand"
          variant={e.fits ? 'solid' : 'outline'}
          loading={bookingId === e.id}
          onClick={() => void bookEntry(e)}
          aria-label={t('kennels:waitlist.bookDog', { name: e.dog.name })}
          data-testid="waitlist-book"
        >
          {t('kennels:waitlist.book')}
        </Button>
      ),
    },
  ];

  return (
    <SectionCard title={t('kennels:waitlist.title')} hint={t('kennels:waitlist.hint')} testId="waitlist">
      <Flex justify="flex-end">
        <Button colorPalette="brand" size="sm" onClick={() => setAdding(true)}>
          {t('kennels:waitlist.new')}
        </Button>
      </Flex>
      {list.isPending ? (
        <ListSkeleton rows={3} columns={5} />
      ) : list.isError ? (
        <ErrorState
          title={t('kennels:waitlist.loadError')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <EmptyState title={t('kennels:waitlist.empty')} testId="waitlist-empty" />
      ) : (
        <DataTable
          caption={t('kennels:waitlist.title')}
          columns={columns}
          rows={list.data}
          rowKey={(e) => e.id}
          rowTestId="waitlist-row"
          actions={(e) => (
            <RowMenu
              name={e.dog.name}
              actions={[
                { value: 'book', label: t('kennels:waitlist.book'), onSelect: () => void bookEntry(e) },
                { value: 'delete', label: t('common:delete'), danger: true, onSelect: () => deletion.ask(e) },
              ]}
            />
          )}
        />
      )}
      <FormDrawer
        open={adding}
        title={t('kennels:waitlist.newTitle')}
        onClose={() => setAdding(false)}
        testId="waitlist-drawer"
      >
        {adding ? <WaitlistForm onDone={() => setAdding(false)} /> : null}
      </FormDrawer>
      <ConfirmDeleteDialog
        open={deletion.target !== null}
        title={t('kennels:waitlist.deleteTitle')}
        text={t('kennels:waitlist.deleteText', { name: deletion.target?.dog.name ?? '' })}
        testId="waitlist"
        {...deletion.dialog}
      />
    </SectionCard>
  );
}
