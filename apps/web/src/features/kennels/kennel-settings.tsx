// Settings → Kennels and capacity (managers; docs/domains/kennels.md, "Screens"): the hotel's
// kennels (name, type, capacity in dogs, active) in a table, created and edited in a drawer,
// deleted from the row menu after a confirmation (a kennel with stays from today on is refused
// with 'make it inactive instead', shown in the failure message); and the daycare's capacity
// (empty: no limit). Loaded only for managers opening Settings, in a chunk of its own.
import { Badge, Button, Checkbox, chakra, Input, Stack, Text } from '@chakra-ui/react';
import { KENNEL_TYPES, type TKennel, ZDaycareCapacity, ZKennelInput } from '@pawdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type Column, DataTable } from '../../app/blocks/data-table';
import { EmptyState } from '../../app/blocks/empty-state';
import { ErrorState } from '../../app/blocks/error-state';
import { FormActions } from '../../app/blocks/form-actions';
import { FormDrawer } from '../../app/blocks/form-drawer';
import { FormField } from '../../app/blocks/form-field';
import { NumberInput } from '../../app/blocks/number-field';
import { RowMenu } from '../../app/blocks/row-menu';
import { SectionCard } from '../../app/blocks/section-card';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { useConfirmDelete } from '../../app/blocks/use-confirm-delete';
import { ConfirmDeleteDialog } from '../../app/confirm-delete-dialog';
import { useBusinessSettings } from '../../lib/business-settings';
import { errorText } from '../../lib/errors';
import { useNumberFormat } from '../../lib/number-format';
import { toastError, toastSuccess } from '../../lib/toaster';
import { useTRPC } from '../../lib/trpc';
import { useZodForm } from '../../lib/use-zod-form';
import { useKennelType } from './kennel-display';
import { useKennelMutations, useKennels } from './use-kennels';

function KennelForm({ kennel, onDone }: { kennel: TKennel | null; onDone: () => void }) {
  const { t } = useTranslation(['kennels', 'validation', 'business', 'errors', 'common']);
  const { create, update } = useKennelMutations();
  const form = useZodForm(ZKennelInput, {
    defaultValues: {
      name: kennel?.name ?? '',
      type: kennel?.type ?? 'standard',
      capacity: String(kennel?.capacity ?? 1),
      active: kennel?.active ?? true,
    },
    messageFields: { 'kennels.nameTaken': 'name' },
  });
  const onSubmit = form.submit(
    async (input) => {
      const saved = kennel
        ? await update.mutateAsync({ id: kennel.id, ...input })
        : await create.mutateAsync(input);
      toastSuccess({ key: kennel ? 'kennels:saved' : 'kennels:created', params: { name: saved.name } });
      onDone();
    },
    (error) => toastError({ key: 'kennels:saveFailed' }, (tr) => errorText(error, tr)),
  );
  return (
    <chakra.form onSubmit={onSubmit} noValidate data-testid="kennel-form">
      <Stack gap="4">
        <FormField label={t('kennels:fields.name')} required error={form.fieldError('name')}>
          <Input {...form.register('name')} bg="white" autoComplete="off" />
        </FormField>
        <FormField
          label={t('kennels:fields.type')}
          helper={t('kennels:fields.typeHelp')}
          error={form.fieldError('type')}
        >
          <Input {...form.register('type')} bg="white" autoComplete="off" list="kennel-types" />
        </FormField>
        <datalist id="kennel-types">
          {KENNEL_TYPES.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
        <FormField
          label={t('kennels:fields.capacity')}
          helper={t('kennels:fields.capacityHelp')}
          required
          error={form.fieldError('capacity')}
        >
          <NumberInput control={form.control} name="capacity" bg="white" maxW="32" />
        </FormField>
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value === true}
              onCheckedChange={(details) => field.onChange(details.checked === true)}
              colorPalette="brand"
            >
              <Checkbox.HiddenInput ref={field.ref} name={field.name} />
              <Checkbox.Control />
              <Checkbox.Label>{t('kennels:fields.active')}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        <FormActions
          submitLabel={kennel ? t('kennels:save') : t('kennels:create')}
          submitting={form.isSubmitting}
          onCancel={onDone}
        />
      </Stack>
    </chakra.form>
  );
}

/** The daycare's capacity: a number of dogs, or empty for no limit. */
const ZDaycareCapacityForm = z.object({
  daycareCapacity: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? Number(v) : v),
    ZDaycareCapacity,
  ),
});

function DaycareCapacityForm({ capacity }: { capacity: number | null }) {
  const { t } = useTranslation(['kennels', 'validation', 'business', 'errors', 'common']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: (saved) => queryClient.setQueryData(trpc.settings.get.queryKey(), saved),
      onSettled: () => queryClient.invalidateQueries(trpc.daycare.pathFilter()),
    }),
  );
  const form = useZodForm(ZDaycareCapacityForm, {
    defaultValues: { daycareCapacity: capacity === null ? '' : String(capacity) },
  });
  const onSubmit = form.submit(
    async (input) => {
      const saved = await update.mutateAsync(input);
      toastSuccess({ key: 'kennels:daycare.saved' });
      form.reset({ daycareCapacity: saved.daycareCapacity === null ? '' : String(saved.daycareCapacity) });
    },
    (error) => toastError({ key: 'kennels:daycare.failed' }, (tr) => errorText(error, tr)),
  );
  return (
    <chakra.form onSubmit={onSubmit} noValidate data-testid="daycare-capacity-form">
      <Stack gap="4" maxW="md">
        <FormField
          label={t('kennels:daycare.capacity')}
          helper={t('kennels:daycare.capacityHelp')}
          error={form.fieldError('daycareCapacity')}
        >
          <NumberInput control={form.control} name="daycareCapacity" bg="white" maxW="32" />
        </FormField>
        <FormActions submitLabel={t('kennels:daycare.save')} submitting={form.isSubmitting} />
      </Stack>
    </chakra.form>
  );
}

export default function KennelSettings() {
  const { t } = useTranslation(['kennels', 'common', 'errors']);
  const fmt = useNumberFormat();
  const typeName = useKennelType();
  const kennels = useKennels();
  const settings = useBusinessSettings().data;
  const { remove } = useKennelMutations();
  const [drawer, setDrawer] = useState<{ editing: TKennel | null } | null>(null);
  const deletion = useConfirmDelete<TKennel>({
    remove,
    done: { key: 'kennels:deleted' },
    failed: { key: 'kennels:deleteFailed' },
  });

  const columns: Column<TKennel>[] = [
    { key: 'name', header: t('kennels:columns.name'), cell: (k) => k.name },
    { key: 'type', header: t('kennels:columns.type'), cell: (k) => typeName(k.type) },
    {
      key: 'capacity',
      header: t('kennels:columns.capacity'),
      numeric: true,
      cell: (k) => fmt.number(k.capacity, 0),
    },
    {
      key: 'active',
      header: t('kennels:columns.active'),
      cell: (k) => (
        <Badge colorPalette={k.active ? 'green' : 'gray'} variant="subtle">
          {k.active ? t('kennels:active') : t('kennels:inactive')}
        </Badge>
      ),
    },
  ];
  const places = (kennels.data ?? []).filter((k) => k.active).reduce((sum, k) => sum + k.capacity, 0);

  return (
    <>
      <SectionCard
        title={t('kennels:settings.title')}
        hint={t('kennels:settings.hint')}
        gap="4"
        testId="settings-kennels"
      >
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          align={{ sm: 'center' }}
          gap="2"
        >
          <Text fontSize="sm" color="fg.muted" data-testid="kennels-places" aria-live="polite">
            {kennels.data
              ? places === 0
                ? t('kennels:settings.noLimit')
                : t('kennels:settings.places', { count: places, n: fmt.number(places, 0) })
              : null}
          </Text>
          <Button colorPalette="brand" size="sm" onClick={() => setDrawer({ editing: null })}>
            {t('kennels:new')}
          </Button>
        </Stack>
        {kennels.isPending ? (
          <ListSkeleton rows={3} columns={4} />
        ) : kennels.isError ? (
          <ErrorState
            title={t('kennels:loadError')}
            error={kennels.error}
            onRetry={() => void kennels.refetch()}
          />
        ) : kennels.data.length === 0 ? (
          <EmptyState
            title={t('kennels:empty')}
            description={t('kennels:emptyHint')}
            testId="kennels-empty"
          />
        ) : (
          <DataTable
            caption={t('kennels:settings.title')}
            columns={columns}
            rows={kennels.data}
            rowKey={(k) => k.id}
            rowTestId="kennel-row"
            onOpen={(k) => setDrawer({ editing: k })}
            actions={(k) => (
              <RowMenu
                name={k.name}
                actions={[
                  { value: 'edit', label: t('common:edit'), onSelect: () => setDrawer({ editing: k }) },
                  {
                    value: 'delete',
                    label: t('common:delete'),
                    danger: true,
                    onSelect: () => deletion.ask(k),
                  },
                ]}
              />
            )}
          />
        )}
      </SectionCard>
      <SectionCard
        title={t('kennels:daycare.title')}
        hint={t('kennels:daycare.hint')}
        gap="4"
        testId="settings-daycare-capacity"
      >
        {settings ? (
          <DaycareCapacityForm key={settings.updatedAt ?? 'defaults'} capacity={settings.daycareCapacity} />
        ) : (
          <ListSkeleton rows={1} columns={1} />
        )}
      </SectionCard>
      <FormDrawer
        open={drawer !== null}
        title={
          drawer?.editing ? t('kennels:editTitle', { name: drawer.editing.name }) : t('kennels:newTitle')
        }
        onClose={() => setDrawer(null)}
        testId="kennel-drawer"
      >
        {drawer ? (
          <KennelForm
            key={drawer.editing?.id ?? 'new'}
            kennel={drawer.editing}
            onDone={() => setDrawer(null)}
          />
        ) : null}
      </FormDrawer>
      <ConfirmDeleteDialog
        open={deletion.target !== null}
        title={t('kennels:deleteTitle')}
        text={t('kennels:deleteText', { name: deletion.target?.name ?? '' })}
        testId="kennel"
        {...deletion.dialog}
      />
    </>
  );
}
