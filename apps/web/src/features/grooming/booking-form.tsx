// The New Appointment / Edit Booking form (docs/spec/product-spec.md §§2 and 5, Grooming): a dog picker that
// searches the server (picking a dog fills the first owner's phone and the dog's weight and shows
// the info panel: name, breed, age in years, size tag with its label, owners, last grooming), the
// owner phone, the weight, the date and time (the salon's business zone), the services as
// checkboxes (Full Grooming preselected), the length (it follows the services and the size until
// someone sets it), the groomer and notes. Validated by the domain's groomingFormSchema.
import {
  Badge,
  Box,
  Checkbox,
  chakra,
  DataList,
  Fieldset,
  Flex,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  businessToday,
  DEFAULT_GROOMING_SERVICES,
  DURATION_CHOICES,
  defaultDurationMinutes,
  GROOMING_SERVICES,
  groomingFormSchema,
  sizeTag,
  type TGroomingBooking,
  type TGroomingDogOption,
  type TGroomingFormValues,
} from '@pawdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateInput, TimeInput } from '../../app/blocks/date-field';
import { FormActions } from '../../app/blocks/form-actions';
import { FormField } from '../../app/blocks/form-field';
import { NumberInput } from '../../app/blocks/number-field';
import { SEARCH_PICKER_LIMIT, SearchPicker } from '../../app/blocks/search-picker';
import { errorText } from '../../lib/errors';
import { toastError, toastSuccess } from '../../lib/toaster';
import { useTRPC } from '../../lib/trpc';
import { useZodForm } from '../../lib/use-zod-form';
import { useYearsText } from '../dogs/dog-display';
import { breedAndOwner, dogOptionLeading, useDogPickerTexts, useExpectedText } from '../dogs/dog-picker';
import { optionShield, type Shielded, useShieldedOptions } from '../vaccinations/picker-shields';
import { missingVaccinesNote } from '../vaccinations/vaccination-toasts';
import { useBookingTimes, useGroomingLabels, useZonedParts } from './booking-display';
import {
  groomingDogOptionsInput,
  useBookingMutations,
  useDogBookings,
  useGroomers,
  useGroomingOverview,
} from './use-grooming';

/** A free slot of the day view that opened the form. */
export interface GroomingSlot {
  day: string;
  /** Minutes after midnight. */
  minutes: number;
  groomerId: string | null;
}

function useGroomingDogOptions(search: string, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.grooming.dogOptions.queryOptions(groomingDogOptionsInput(search, SEARCH_PICKER_LIMIT)),
    placeholderData: keepPreviousData,
    enabled,
  });
}

const dogName = (dog: TGroomingDogOption) => dog.name;

/** The chosen dog's facts: name, breed, age (months under 2 years, as everywhere), size tag and label (from the form's weight), owners, last grooming. */
function DogInfoPanel({ dog, weight }: { dog: TGroomingDogOption; weight: number | null }) {
  const { t } = useTranslation(['grooming', 'errors']);
  const labels = useGroomingLabels();
  const times = useBookingTimes();
  const yearsText = useYearsText();
  const history = useDogBookings(dog.id);
  const size = sizeTag(weight);
  const last = history.data?.find((b) => b.status === 'completed');
  const rows: [string, string, string][] = [
    [t('grooming:info.name'), dog.name, 'name'],
    [t('grooming:info.breed'), dog.breed, 'breed'],
    [t('grooming:info.age'), dog.age === null ? t('grooming:info.ageUnknown') : yearsText(dog.age), 'age'],
    [t('grooming:info.owners'), dog.owners.map((o) => `${o.name} (${o.phone})`).join(', ') || '—', 'owners'],
  ];
  return (
    <Box
      as="section"
      aria-label={t('grooming:info.title', { name: dog.name })}
      bg="brand.subtle"
      borderRadius="l2"
      p="3"
      data-testid="dog-info-panel"
    >
      <Flex justify="space-between" align="flex-start" gap="2" wrap="wrap" mb="2">
        <Text fontWeight="semibold">{t('grooming:info.title', { name: dog.name })}</Text>
        <Badge colorPalette={size === 'unknown' ? 'gray' : 'brand'} variant="solid" data-testid="size-tag">
          {labels.size(size)}
        </Badge>
      </Flex>
      <DataList.Root orientation="horizontal" size="sm" gap="1">
        {rows.map(([label, value, key]) => (
          <DataList.Item key={key} data-field={key}>
            <DataList.ItemLabel minW="24">{label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
        <DataList.Item data-field="last">
          <DataList.ItemLabel minW="24">{t('grooming:info.lastGrooming')}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">
            {history.isError
              ? `${t('grooming:errors.fetchDog')} ${errorText(history.error, t)}`
              : history.isPending
                ? '…'
                : last
                  ? `${times(last).date} · ${labels.services(last.groomingServices)}`
                  : t('grooming:info.neverGroomed')}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Box>
  );
}

function emptyValues(slot: GroomingSlot | null, clock: (minutes: number) => string): TGroomingFormValues {
  return {
    dog: '',
    ownerPhone: '',
    weight: '',
    date: slot?.day ?? '',
    time: slot ? clock(slot.minutes) : '',
    groomingServices: [...DEFAULT_GROOMING_SERVICES],
    durationMinutes: String(defaultDurationMinutes(DEFAULT_GROOMING_SERVICES, 'unknown')),
    groomer: slot?.groomerId ?? '',
    notes: '',
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

export function BookingForm({
  editing,
  slot,
  onSaved,
  onCancel,
}: {
  /** The booking being edited; null for a new one. */
  editing: TGroomingBooking | null;
  /** A free slot of the day view this new booking starts from. */
  slot: GroomingSlot | null;
  onSaved: (booking: TGroomingBooking) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['grooming', 'validation', 'business', 'errors', 'common', 'dogs']);
  const dogPickerTexts = useDogPickerTexts();
  const expectedText = useExpectedText();
  const describeDog = useCallback(
    (d: Shielded<TGroomingDogOption>) => (
      <>
        {optionShield(d)}
        <Text as="span">{breedAndOwner({ breed: d.breed, ownerName: d.owners[0]?.name })}</Text>
        {expectedText(d.expected)}
      </>
    ),
    [expectedText],
  );
  const labels = useGroomingLabels();
  const parts = useZonedParts();
  const overview = useGroomingOverview();
  const groomers = useGroomers();
  const { create, update } = useBookingMutations();
  const today = overview.data?.today ?? businessToday(Intl.DateTimeFormat().resolvedOptions().timeZone);
  const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

  const original = editing ? parts(editing.appointmentDate) : null;
  const [dog, setDog] = useState<TGroomingDogOption | null>(
    editing ? { ...editing.dog, size: sizeTag(editing.dog.weight) } : null,
  );
  // The length follows the services and the size until someone chooses one.
  const lengthAuto = useRef(
    editing
      ? editing.durationMinutes === defaultDurationMinutes(editing.groomingServices, sizeTag(editing.weight))
      : true,
  );
  const form = useZodForm(() => groomingFormSchema(today, original?.day), {
    defaultValues: editing
      ? {
          dog: editing.dog.id,
          ownerPhone: editing.ownerPhone,
          weight: editing.weight === null ? '' : String(editing.weight),
          date: original?.day ?? '',
          time: original?.clock ?? '',
          groomingServices: [...editing.groomingServices],
          durationMinutes: String(editing.durationMinutes),
          groomer: editing.groomer?.id ?? '',
          notes: editing.notes ?? '',
        }
      : emptyValues(slot, clock),
    fieldOf: (path) =>
      path === 'appointmentDate' || path === 'time'
        ? 'date'
        : ((
            {
              dog: 'dog',
              ownerPhone: 'ownerPhone',
              weight: 'weight',
              groomingServices: 'groomingServices',
              durationMinutes: 'durationMinutes',
              groomer: 'groomer',
              notes: 'notes',
            } as const
          )[path as 'dog'] ?? null),
    messageFields: {
      'grooming.dogNotFound': 'dog',
      'grooming.groomerNotFound': 'groomer',
      'grooming.groomerBusy': 'groomer',
    },
  });
  const shieldDay = form.watch('date');
  const shieldedDogOptions = useShieldedOptions(useGroomingDogOptions, {
    service: 'grooming',
    from: shieldDay,
    to: shieldDay,
  });
  const [services, weightText] = useWatch({ control: form.control, name: ['groomingServices', 'weight'] });
  // The NumberInput block gives the form a canonical number ('10.4'), '' or an unreadable mark.
  const typedWeight = weightText.trim() === '' ? Number.NaN : Number(weightText);
  const weight = Number.isFinite(typedWeight) ? typedWeight : null;
  const size = sizeTag(weight);

  // The groomer select gets its options when the list arrives: show the chosen one then.
  useEffect(() => {
    if (groomers.data) form.setValue('groomer', form.getValues('groomer'));
  }, [groomers.data, form]);

  useEffect(() => {
    if (lengthAuto.current) {
      form.setValue('durationMinutes', String(defaultDurationMinutes(services, size)));
    }
  }, [services, size, form]);

  const onSubmit = form.submit(
    async (input) => {
      const saved = editing
        ? await update.mutateAsync({ ...input, id: editing.id, notes: input.notes ?? null })
        : await create.mutateAsync(input);
      // A booking for a dog missing vaccines is saved (the owner may still vaccinate) with a warning.
      toastSuccess(
        { key: editing ? 'grooming:updated' : 'grooming:created' },
        await missingVaccinesNote(saved, dog?.name ?? ''),
      );
      onSaved(saved);
    },
    (error) =>
      toastError((tr) =>
        tr(editing ? 'grooming:errors.update' : 'grooming:errors.create', { reason: errorText(error, tr) }),
      ),
  );

  const durationValue = useWatch({ control: form.control, name: 'durationMinutes' });
  const durationChoices = DURATION_CHOICES.includes(Number(durationValue))
    ? DURATION_CHOICES
    : [...DURATION_CHOICES, Number(durationValue)].filter(Number.isFinite).sort((a, b) => a - b);

  return (
    <chakra.form
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? t('grooming:form.editTitle') : t('grooming:form.newTitle')}
      data-testid="grooming-form"
    >
      <Stack gap="4">
        <Controller
          control={form.control}
          name="dog"
          render={({ field }) => (
            <SearchPicker<Shielded<TGroomingDogOption>>
              label={t('grooming:form.dog')}
              name={field.name}
              value={dog}
              onChange={(chosen) => {
                setDog(chosen);
                field.onChange(chosen?.id ?? '');
                if (chosen) {
                  // Picking a dog fills the first owner's phone and the dog's weight.
                  form.setValue('ownerPhone', chosen.owners[0]?.phone ?? '');
                  form.setValue('weight', chosen.weight === null ? '' : String(chosen.weight));
                  form.clearErrors(['ownerPhone', 'weight']);
                }
              }}
              useOptions={shieldedDogOptions}
              itemToString={dogName}
              describe={describeDog}
              leading={dogOptionLeading}
              texts={dogPickerTexts}
              required
              error={form.fieldError('dog')}
              inputRef={field.ref}
              testId="grooming-dog-picker"
            />
          )}
        />
        {dog ? <DogInfoPanel dog={dog} weight={weight} /> : null}

        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t('grooming:form.ownerPhone')} required error={form.fieldError('ownerPhone')}>
            <Input {...form.register('ownerPhone')} type="tel" inputMode="tel" autoComplete="off" />
          </FormField>
          <FormField label={t('grooming:form.weight')} required error={form.fieldError('weight')}>
            <NumberInput control={form.control} name="weight" />
          </FormField>
          <FormField label={t('grooming:form.date')} required error={form.fieldError('date')}>
            <DateInput control={form.control} name="date" min={today} />
          </FormField>
          <FormField label={t('grooming:form.time')} required error={form.fieldError('time')}>
            <TimeInput control={form.control} name="time" />
          </FormField>
        </SimpleGrid>

        <Controller
          control={form.control}
          name="groomingServices"
          render={({ field }) => (
            <Fieldset.Root invalid={Boolean(form.fieldError('groomingServices'))}>
              <Fieldset.Legend fontSize="sm" fontWeight="medium" mb="1">
                {t('grooming:form.services')}
              </Fieldset.Legend>
              <Checkbox.Group
                value={field.value}
                onValueChange={(next) => field.onChange(next)}
                name={field.name}
              >
                <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2">
                  {GROOMING_SERVICES.map((service, i) => (
                    <Checkbox.Root
                      key={service}
                      value={service}
                      colorPalette="brand"
                      data-testid={`service-${service}`}
                    >
                      <Checkbox.HiddenInput {...(i === 0 ? { ref: field.ref } : {})} />
                      <Checkbox.Control />
                      <Checkbox.Label>{labels.service(service)}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
              <Fieldset.ErrorText>{form.fieldError('groomingServices')}</Fieldset.ErrorText>
            </Fieldset.Root>
          )}
        />

        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField
            label={t('grooming:form.length')}
            error={form.fieldError('durationMinutes')}
            helper={t('grooming:form.lengthHelp')}
          >
            <NativeSelect.Root>
              <NativeSelect.Field
                {...form.register('durationMinutes', {
                  onChange: () => {
                    lengthAuto.current = false;
                  },
                })}
              >
                {durationChoices.map((minutes) => (
                  <option key={minutes} value={String(minutes)}>
                    {labels.length(minutes)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('grooming:form.groomer')} error={form.fieldError('groomer')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('groomer')}>
                <option value="">{t('grooming:form.noGroomer')}</option>
                {(groomers.data ?? []).map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name ?? t('grooming:form.unnamedGroomer')}
                  </option>
                ))}
                {/* The booking's groomer while the list loads (or if their user has gone). */}
                {editing?.groomer && !groomers.data?.some((g) => g.id === editing.groomer?.id) ? (
                  <option value={editing.groomer.id}>
                    {editing.groomer.name ?? editing.groomer.username}
                  </option>
                ) : null}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>

        <FormField label={t('grooming:form.notes')} error={form.fieldError('notes')}>
          <Textarea {...form.register('notes')} rows={3} autoresize maxLength={1000} />
        </FormField>

        <FormActions
          submitLabel={editing ? t('grooming:form.save') : t('grooming:form.submit')}
          submitting={form.isSubmitting}
          onCancel={editing ? onCancel : undefined}
          gap="2"
        />
      </Stack>
    </chakra.form>
  );
}
