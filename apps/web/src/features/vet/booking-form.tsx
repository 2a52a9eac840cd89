// The booking form (the New Appointment / Edit Booking tab, docs/spec/product-spec.md §2): a dog picker that
// searches the server, the appointment date and time, the vet (docs/domains/vet.md: the users with the vet
// role, or none; a free slot of the Day Agenda fills day, time and vet), a status select offering the four statuses
// (those the appointment cannot move to, and Completed for anyone but a vet, admin or manager,
// are shown but disabled), and the reason. Validated with the domain's booking form schema, the
// API's messages: 'Please select a dog', 'Appointment date is required', 'Appointment date cannot
// be before today', 'Reason for appointment is required'.
import { chakra, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import {
  APPOINTMENT_STATUSES,
  bookingFormSchema,
  bookingFormValues,
  canChangeAppointmentDog,
  canMoveVetStatus,
  EMPTY_BOOKING_FORM,
  hasExamData,
  isClinician,
  mayUndoAppointment,
  minutesToClock,
  type TAppointmentStatus,
  type TDogOption,
  type TRole,
  type TVetAppointment,
  type TVetBookingFormValues,
  VET_REASON_MAX,
} from '@pawdesk/domain';
import { toDateOnly } from '@pawdesk/domain/common/date-format';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateInput, TimeInput } from '../../app/blocks/date-field';
import { FormActions } from '../../app/blocks/form-actions';
import { FormField } from '../../app/blocks/form-field';
import { errorText } from '../../lib/errors';
import { toastError, toastSuccess } from '../../lib/toaster';
import { useZodForm } from '../../lib/use-zod-form';
import { DogPicker, useVetDogOptions } from '../dogs/dog-picker';
import type { VetSlot } from './agenda-tab';
import { useVetMutations, useVets } from './use-vet';
import { useVetStatusLabel } from './vet-display';

/** The server's field names → the form's. */
const FIELD_OF: Record<string, keyof TVetBookingFormValues> = {
  dogId: 'dogId',
  appointmentDate: 'day',
  time: 'time',
  vetId: 'vetId',
  status: 'status',
  cause: 'cause',
};

const browserToday = () => toDateOnly(new Date());

export function BookingForm({
  editing,
  slot = null,
  prefill = null,
  role,
  today,
  onSaved,
  onCancel,
}: {
  /** The appointment being edited; null books a new one. */
  editing: TVetAppointment | null;
  /** A free slot of the Day Agenda this new booking starts from. */
  slot?: VetSlot | null;
  /** A dog and a reason this new booking starts with ('Book at our vet' on Vaccinations due). */
  prefill?: { dog: { id: string; name: string }; reason: string } | null;
  role: TRole | undefined;
  /** The business day (from the server) when known; the browser's day otherwise. */
  today: string | undefined;
  onSaved: (appointment: TVetAppointment) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(['vet', 'validation', 'business', 'errors', 'common']);
  const statusLabel = useVetStatusLabel();
  const { create, update } = useVetMutations();
  const vets = useVets();
  const start = editing
    ? bookingFormValues(editing)
    : slot
      ? { ...EMPTY_BOOKING_FORM, day: slot.day, time: minutesToClock(slot.minutes), vetId: slot.vetId ?? '' }
      : prefill
        ? { ...EMPTY_BOOKING_FORM, dogId: prefill.dog.id, cause: prefill.reason }
        : EMPTY_BOOKING_FORM;
  // The picker shows a dog; the form holds its id.
  const [dog, setDog] = useState<TDogOption | null>(
    editing
      ? {
          id: editing.dog.id,
          name: editing.dog.name,
          breed: editing.dog.breed,
          ownerName: editing.dog.owners[0]?.name ?? null,
        }
      : prefill
        ? { id: prefill.dog.id, name: prefill.dog.name, breed: '', ownerName: null }
        : null,
  );
  const form = useZodForm(() => bookingFormSchema(today ?? browserToday(), editing?.day), {
    defaultValues: start,
    fieldOf: (path) => FIELD_OF[path.split('.')[0] ?? ''] ?? null,
    messageFields: { 'vet.dogNotFound': 'dogId', 'vet.vetNotFound': 'vetId', 'vet.vetInvalid': 'vetId' },
  });
  // The vet select gets its options when the list arrives: show the chosen one then.
  useEffect(() => {
    if (vets.data) form.setValue('vetId', form.getValues('vetId'));
  }, [vets.data, form]);
  const clinician = isClinician(role);
  // An examined appointment keeps its dog, and only a clinician cancels it or sets it back.
  const dogLocked = editing !== null && !canChangeAppointmentDog(editing);
  const undoLocked = editing !== null && !mayUndoAppointment(editing, role);
  const offered = (status: TAppointmentStatus) =>
    (status !== 'completed' || clinician) &&
    (!editing || canMoveVetStatus(editing.status, status, hasExamData(editing))) &&
    !(undoLocked && editing?.status !== status && (status === 'cancelled' || status === 'scheduled'));

  const onSubmit = form.submit(
    async (payload) => {
      if (editing) {
        const saved = await update.mutateAsync({ id: editing.id, ...payload });
        toastSuccess({ key: 'vet:form.updated' });
        onSaved(saved);
      } else {
        const saved = await create.mutateAsync(payload);
        toastSuccess({ key: 'vet:form.created' });
        setDog(null);
        form.reset(EMPTY_BOOKING_FORM);
        onSaved(saved);
      }
    },
    (error) => toastError({ key: 'vet:form.failed' }, (tr) => errorText(error, tr)),
  );

  return (
    <chakra.form
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? t('vet:form.editTitle', { dog: editing.dog.name }) : t('vet:form.newTitle')}
      data-testid="booking-form"
    >
      <Stack gap="4">
        <Controller
          control={form.control}
          name="dogId"
          render={({ field }) => (
            <DogPicker
              label={t('vet:form.dog')}
              name={field.name}
              value={dog}
              useOptions={useVetDogOptions}
              required
              disabled={dogLocked}
              onChange={(next) => {
                setDog(next);
                field.onChange(next?.id ?? '');
              }}
              inputRef={field.ref}
              error={form.fieldError('dogId')}
            />
          )}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t('vet:form.date')} required error={form.fieldError('day')}>
            <DateInput
              control={form.control}
              name="day"
              bg="white"
              min={editing && editing.day < (today ?? '') ? editing.day : today}
            />
          </FormField>
          <FormField label={t('vet:form.time')} required error={form.fieldError('time')}>
            <TimeInput control={form.control} name="time" bg="white" />
          </FormField>
        </SimpleGrid>
        <FormField label={t('vet:form.vet')} error={form.fieldError('vetId')}>
          <NativeSelect.Root>
            <NativeSelect.Field bg="white" {...form.register('vetId')}>
              <option value="">{t('vet:form.noVet')}</option>
              {(vets.data ?? []).map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                </option>
              ))}
              {/* The appointment's vet while the list loads, or a staff user who is not a vet. */}
              {editing?.vet && !vets.data?.some((v) => v.id === editing.vet?.id) ? (
                <option value={editing.vet.id}>{editing.vet.name}</option>
              ) : null}
              {!editing && slot?.vetId && !vets.data?.some((v) => v.id === slot.vetId) ? (
                <option value={slot.vetId}>{slot.vetName}</option>
              ) : null}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField
          label={t('vet:form.status')}
          error={form.fieldError('status')}
          helper={clinician ? undefined : t('vet:form.completedForClinicians')}
        >
          <NativeSelect.Root>
            <NativeSelect.Field bg="white" {...form.register('status')}>
              {APPOINTMENT_STATUSES.map((status) => (
                <option key={status} value={status} disabled={!offered(status)}>
                  {statusLabel(status)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t('vet:form.reason')} required error={form.fieldError('cause')}>
          <Textarea
            {...form.register('cause')}
            bg="white"
            rows={3}
            autoresize
            maxH="40"
            maxLength={VET_REASON_MAX}
            placeholder={t('vet:form.reasonPlaceholder')}
          />
        </FormField>
        <FormActions
          submitLabel={editing ? t('vet:form.update') : t('vet:form.create')}
          submitting={form.isSubmitting}
          onCancel={onCancel}
        />
      </Stack>
    </chakra.form>
  );
}
