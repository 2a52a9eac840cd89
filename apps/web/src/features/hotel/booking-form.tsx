// The one booking form, in its three modes (docs/spec/product-spec.md §2): 'booking' (create, or edit a
// booked or checked-in booking), 'checkin' and 'checkout'. Every mode carries the dog, the
// check-in and check-out dates, the notes and, where it takes one, the health check: a walk-in
// or a check-in takes the arrival check, a check-out the departure one, an edit of a guest
// already here may correct the arrival check. Validated by the domain's hotelFormSchema with the
// server's business day ('Check-in date cannot be before today' on a new booking).
//
// In 'checkin' mode the dog is chosen among the dogs holding a booked stay (or the booking is
// given, from a row's Check In); in 'checkout' mode a booking among the guests checked in (or
// given). The chosen booking's dates and notes fill the form, and the desk may correct them in
// the same step (an early arrival, a late departure). A guest leaving before the booked day: the
// check-out date fills with the day the stay really ends (earlyCheckOutDay), and the form says so
// before it is confirmed ('Leaves early: 1 night instead of 3'), the nights by stayNights.
import { Alert, Box, Checkbox, chakra, Flex, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  addDays,
  earlyCheckOutDay,
  hotelFormSchema,
  stayNights,
  type TDogOption,
  type THotelBooking,
  type THotelCheckInOption,
  type THotelFormMode,
  type THotelFormOutput,
  type THotelFormValues,
} from '@pawdesk/domain';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../app/blocks/date-field';
import { FormActions } from '../../app/blocks/form-actions';
import { FormField } from '../../app/blocks/form-field';
import { errorData, errorText } from '../../lib/errors';
import { messageI18nKey } from '../../lib/message-namespace';
import { useSession } from '../../lib/session';
import { toastError, toastSuccess } from '../../lib/toaster';
import { useZodForm } from '../../lib/use-zod-form';
import { DogPicker, useHotelDogOptions } from '../dogs/dog-picker';
import { KennelChoice } from '../kennels/kennel-choice';
import { useWaitlistMutations } from '../kennels/use-kennels';
import { runWithOverride, withOverrideIf } from '../vaccinations/override';
import { missingVaccinesNote } from '../vaccinations/vaccination-toasts';
import { useStayText } from './booking-display';
import { HealthFields } from './health-fields';
import { HotelCheckInPicker } from './hotel-dog-picker';
import { browserToday } from './hotel-url';
import { useBookingMutations } from './use-hotel';

/** Where a server refusal goes: its detail's path, or its message key. */
const FIELD_OF: Record<string, keyof THotelFormValues> = {
  dog: 'dog',
  checkIn: 'checkIn',
  checkOut: 'checkOut',
  notes: 'notes',
  id: 'booking',
  weight: 'weight',
  temperature: 'temperature',
  checkedBy: 'checkedBy',
};
function fieldOf(path: string): keyof THotelFormValues | null {
  const [head, sub] = path.split('.');
  if ((head === 'vetCheckIn' || head === 'vetCheckOut') && sub)
    return sub === 'notes' ? 'healthNotes' : (FIELD_OF[sub] ?? null);
  return FIELD_OF[head ?? ''] ?? null;
}
const HEALTH_INPUTS = ['weight', 'temperature', 'healthNotes', 'checkedBy'] as const;
const MESSAGE_FIELDS = {
  'hotel.overlap': 'checkIn',
  'hotel.noBookingForDog': 'dog',
  'hotel.alreadyCheckedIn': 'dog',
  'hotel.dogNotFound': 'dog',
  'hotel.bookingNotFound': 'booking',
} as const;

/** The refusals of the kennel chosen: its field shows them. */
const KENNEL_REFUSALS: ReadonlySet<string> = new Set([
  'kennels.kennelNotFree',
  'kennels.inactive',
  'kennels.notFound',
]);

/** The check-out day a check-out fills in: the day the stay really ends when it ends early. */
const departureDay = (booking: THotelBooking, today: string) =>
  earlyCheckOutDay(booking.checkInDay, booking.checkOutDay, today) ?? booking.checkOutDay;

function valuesOf(
  booking: THotelBooking | null,
  checkedBy: string,
  health: 'arrival' | 'departure' | null,
  today?: string,
): THotelFormValues {
  const check = health === 'arrival' ? booking?.vetCheckIn : null;
  return {
    dog: booking?.dog.id ?? '',
    booking: booking?.id ?? '',
    checkIn: booking?.checkInDay ?? '',
    checkOut: booking
      ? health === 'departure' && today
        ? departureDay(booking, today)
        : booking.checkOutDay
      : '',
    notes: booking?.notes ?? '',
    walkIn: false,
    weight: check?.weight == null ? '' : String(check.weight),
    temperature: check?.temperature == null ? '' : String(check.temperature),
    healthNotes: check?.notes ?? '',
    checkedBy: check?.checkedBy ?? checkedBy,
  };
}

export interface BookingFormProps {
  mode: THotelFormMode;
  /** The booking edited, checked in or checked out (from a row); absent: chosen in the form. */
  booking?: THotelBooking | null;
  /** The business day (the server's); the browser's until it is known. */
  today?: string | undefined;
  /** Check-out mode without a given booking: the guests checked in to choose from. */
  checkedIn?: readonly THotelBooking[];
  checkedInLoading?: boolean;
  onDone?: (booking: THotelBooking) => void;
  onCancel?: () => void;
}

export function BookingForm({
  mode,
  booking = null,
  today: serverToday,
  checkedIn = [],
  checkedInLoading = false,
  onDone,
  onCancel,
}: BookingFormProps) {
  const { t } = useTranslation(['hotel', 'validation', 'business', 'errors', 'common']);
  const session = useSession();
  const staff = session?.user.name || session?.user.username || '';
  const today = serverToday ?? browserToday();
  const stay = useStayText();
  const mutations = useBookingMutations();
  const isNew = mode === 'booking' && !booking;
  const health: 'arrival' | 'departure' | null =
    mode === 'checkin'
      ? 'arrival'
      : mode === 'checkout'
        ? 'departure'
        : booking?.status === 'checked-in'
          ? 'arrival'
          : null;
  const defaults = valuesOf(booking, staff, health ?? (isNew ? 'arrival' : null), today);

  // The picker shows a dog (or an option with its stay), the form holds the id.
  const [dog, setDog] = useState<TDogOption | null>(
    booking
      ? {
          id: booking.dog.id,
          name: booking.dog.name,
          breed: booking.dog.breed,
          ownerName: booking.dog.owners[0]?.name ?? null,
        }
      : null,
  );
  const [option, setOption] = useState<THotelCheckInOption | null>(null);
  // The kennel (issue 24): '' is none (assigned later); the form's schema does not carry it.
  const [kennel, setKennel] = useState(booking?.kennel?.id ?? '');
  // A refusal of the kennel itself (full on one of the nights, inactive, gone): shown under it.
  const [kennelError, setKennelError] = useState<string | null>(null);
  const waitlist = useWaitlistMutations();

  const form = useZodForm(
    () =>
      hotelFormSchema({
        mode,
        today,
        isNew,
        withHealth: (values) => health !== null || (isNew && values.walkIn),
      }),
    { defaultValues: defaults, fieldOf, messageFields: MESSAGE_FIELDS },
  );
  const walkIn = form.watch('walkIn');
  const checkInDay = form.watch('checkIn');
  const checkOutDay = form.watch('checkOut');
  const chosenId = form.watch('booking');
  // A check-out before the booked day: say so before it is confirmed.
  const leaving = mode === 'checkout' ? (booking ?? checkedIn.find((b) => b.id === chosenId) ?? null) : null;
  const early =
    leaving && /^\d{4}-\d{2}-\d{2}$/.test(checkOutDay) && checkOutDay < leaving.checkOutDay
      ? {
          nights: stayNights(`${leaving.checkInDay}T00:00:00Z`, `${checkOutDay}T00:00:00Z`, 'UTC'),
          booked: leaving.nights,
        }
      : null;

  /** A booking was chosen: its dates and notes fill the form. */
  const fill = (chosen: THotelBooking | null) => {
    form.setValue('booking', chosen?.id ?? '');
    form.setValue('checkIn', chosen?.checkInDay ?? '');
    form.setValue(
      'checkOut',
      chosen ? (mode === 'checkout' ? departureDay(chosen, today) : chosen.checkOutDay) : '',
    );
    form.setValue('notes', chosen?.notes ?? '');
    form.clearErrors(['checkIn', 'checkOut', 'notes']);
    setKennel(chosen?.kennel?.id ?? '');
  };

  const failed = {
    booking: isNew ? 'hotel:errors.create' : 'hotel:errors.update',
    checkin: 'hotel:errors.checkIn',
    checkout: 'hotel:errors.checkOut',
  }[mode];

  const onSubmit = form.submit(
    async (input: THotelFormOutput) => {
      const dates = { checkIn: input.checkIn, checkOut: input.checkOut, notes: input.notes };
      let saved: THotelBooking;
      if (mode === 'booking' && !booking) {
        // A walk-in is a check-in: refused for missing vaccines, a manager may override it; a full
        // hotel too, and anyone may put a new stay on the waitlist instead.
        const name = dog?.name ?? '';
        const created = await runWithOverride(
          name,
          (override) =>
            mutations.create.mutateAsync(
              withOverrideIf(
                {
                  dog: input.dog,
                  ...dates,
                  ...(kennel ? { kennel } : {}),
                  ...(input.walkIn ? { status: 'checked-in' as const, vetCheckIn: input.health } : {}),
                },
                override,
              ),
            ),
          {
            waitlist: async () => {
              await waitlist.create.mutateAsync({
                dog: input.dog,
                checkIn: input.checkIn,
                checkOut: input.checkOut,
                notes: input.notes,
              });
              toastSuccess({ key: 'kennels:waitlist.added', params: { name } });
              setDog(null);
              setKennel('');
              form.reset(valuesOf(null, staff, null));
            },
          },
        );
        if (!created) return;
        saved = created;
        toastSuccess(
          input.walkIn
            ? { key: 'hotel:done.checkedIn', params: { name: saved.dog.name } }
            : { key: 'hotel:done.created' },
          await missingVaccinesNote(saved, saved.dog.name),
        );
      } else if (mode === 'booking' && booking) {
        // The arrival check is sent only when it was changed: saving other edits keeps its time.
        const healthChanged = HEALTH_INPUTS.some((name) => form.getFieldState(name).isDirty);
        const kennelChanged = kennel !== (booking.kennel?.id ?? '');
        const updated = await runWithOverride(booking.dog.name, (override) =>
          mutations.update.mutateAsync(
            withOverrideIf(
              {
                id: booking.id,
                dog: input.dog,
                ...dates,
                ...(kennelChanged ? { kennel: kennel || null } : {}),
                ...(input.health && healthChanged ? { vetCheckIn: input.health } : {}),
              },
              override,
            ),
          ),
        );
        if (!updated) return;
        saved = updated;
        toastSuccess({ key: 'hotel:done.updated' });
      } else if (mode === 'checkin') {
        const checkedIn = await runWithOverride(option?.name ?? dog?.name ?? '', (override) =>
          mutations.checkIn.mutateAsync(
            withOverrideIf(
              {
                dog: input.dog,
                ...(input.booking ? { booking: input.booking } : {}),
                ...dates,
                ...(kennel ? { kennel } : {}),
                ...(input.health ? { vetCheckIn: input.health } : {}),
              },
              override,
            ),
          ),
        );
        if (!checkedIn) return;
        saved = checkedIn;
        toastSuccess(
          { key: 'hotel:done.checkedIn', params: { name: saved.dog.name } },
          await missingVaccinesNote(saved, saved.dog.name),
        );
      } else {
        saved = await mutations.checkOut.mutateAsync({
          id: input.booking,
          ...dates,
          ...(input.health ? { vetCheckOut: input.health } : {}),
        });
        toastSuccess({ key: 'hotel:done.checkedOut', params: { name: saved.dog.name } });
      }
      setDog(null);
      setOption(null);
      setKennel('');
      setKennelError(null);
      form.reset(valuesOf(null, staff, null));
      onDone?.(saved);
    },
    (error) => {
      const key = errorData(error).messageKey;
      if (key && KENNEL_REFUSALS.has(key)) setKennelError(key);
      toastError({ key: failed }, (tr) => errorText(error, tr) || String(tr('hotel:errors.operationFailed')));
    },
  );

  const submitLabel = {
    booking: isNew ? t('hotel:form.create') : t('hotel:form.update'),
    checkin: t('hotel:form.checkInSubmit'),
    checkout: t('hotel:form.checkOutSubmit'),
  }[mode];

  return (
    <chakra.form onSubmit={onSubmit} noValidate data-testid={`booking-form-${mode}`} aria-label={submitLabel}>
      <Stack gap="4">
        {mode === 'checkout' ? (
          booking ? (
            <Guest booking={booking} />
          ) : (
            <FormField label={t('hotel:form.booking')} required error={form.fieldError('booking')}>
              <NativeSelect.Root disabled={checkedInLoading}>
                <NativeSelect.Field
                  bg="white"
                  {...form.register('booking', {
                    onChange: (event) => fill(checkedIn.find((b) => b.id === event.target.value) ?? null),
                  })}
                >
                  <option value="">
                    {checkedInLoading
                      ? t('common:loading')
                      : checkedIn.length === 0
                        ? t('hotel:form.noGuests')
                        : t('hotel:form.bookingPlaceholder')}
                  </option>
                  {checkedIn.map((b) => (
                    <option key={b.id} value={b.id}>
                      {t('hotel:form.guestOption', {
                        dog: [b.dog.name, b.dog.breed, b.dog.owners[0]?.name].filter(Boolean).join(' · '),
                        stay: stay(b),
                      })}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          )
        ) : mode === 'checkin' && booking ? (
          <Guest booking={booking} />
        ) : (
          <Controller
            control={form.control}
            name="dog"
            render={({ field }) =>
              mode === 'checkin' ? (
                <HotelCheckInPicker
                  value={option}
                  onChange={(chosen) => {
                    setOption(chosen);
                    field.onChange(chosen?.id ?? '');
                    fill(chosen?.booking ?? null);
                  }}
                  error={form.fieldError('dog')}
                  inputRef={field.ref}
                  name={field.name}
                />
              ) : (
                <DogPicker
                  label={t('hotel:form.dog')}
                  name={field.name}
                  value={dog}
                  useOptions={useHotelDogOptions}
                  shields={{ service: 'hotel', from: checkInDay, to: checkOutDay }}
                  required
                  onChange={(chosen) => {
                    setDog(chosen);
                    field.onChange(chosen?.id ?? '');
                  }}
                  inputRef={field.ref}
                  error={form.fieldError('dog')}
                />
              )
            }
          />
        )}

        <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
          <FormField label={t('hotel:form.checkIn')} required error={form.fieldError('checkIn')} flex="1">
            <DateInput control={form.control} name="checkIn" min={isNew ? today : undefined} bg="white" />
          </FormField>
          <FormField label={t('hotel:form.checkOut')} required error={form.fieldError('checkOut')} flex="1">
            <DateInput
              control={form.control}
              name="checkOut"
              min={checkInDay ? addDaysSafe(checkInDay, 1) : undefined}
              bg="white"
            />
          </FormField>
        </Flex>

        {early ? (
          <Alert.Root status="warning" role="status" data-testid="leaves-early">
            <Alert.Indicator />
            <Alert.Title>
              {early.nights === 1
                ? t('hotel:form.leavesEarlyOne', { booked: early.booked })
                : t('hotel:form.leavesEarly', { nights: early.nights, booked: early.booked })}
            </Alert.Title>
          </Alert.Root>
        ) : null}

        {mode !== 'checkout' ? (
          <KennelChoice
            checkIn={checkInDay}
            checkOut={checkOutDay}
            booking={booking?.id ?? (chosenId || undefined)}
            current={booking?.kennel ?? option?.booking?.kennel ?? null}
            value={kennel}
            onChange={(next) => {
              setKennel(next);
              setKennelError(null);
            }}
            error={kennelError ? t(messageI18nKey(kennelError)) : undefined}
          />
        ) : null}

        <FormField label={t('hotel:form.notes')} error={form.fieldError('notes')}>
          <Textarea {...form.register('notes')} rows={2} autoresize maxH="40" bg="white" />
        </FormField>

        {isNew ? (
          <Controller
            control={form.control}
            name="walkIn"
            render={({ field }) => (
              <Checkbox.Root
                checked={field.value}
                onCheckedChange={(details) => field.onChange(details.checked === true)}
                colorPalette="brand"
              >
                <Checkbox.HiddenInput ref={field.ref} name={field.name} />
                <Checkbox.Control />
                <Checkbox.Label>{t('hotel:form.walkIn')}</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
        ) : null}

        {health !== null || (isNew && walkIn) ? (
          <HealthFields form={form} kind={health ?? 'arrival'} />
        ) : null}

        <FormActions
          submitLabel={submitLabel}
          submitting={form.isSubmitting}
          busyLabel={t('hotel:form.saving')}
          onCancel={onCancel}
        />
      </Stack>
    </chakra.form>
  );
}

/** A day after `day`, or undefined while the typed date is not a whole day yet. */
function addDaysSafe(day: string, n: number): string | undefined {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? addDays(day, n) : undefined;
}

/** The guest a row's Check In / Check Out acts on. */
function Guest({ booking }: { booking: THotelBooking }) {
  const { t } = useTranslation('hotel');
  return (
    <Box borderWidth="1px" borderRadius="l2" p="3" bg="bg.subtle" data-testid="form-guest">
      <Text fontWeight="semibold">{booking.dog.name}</Text>
      <Text fontSize="sm" color="fg.muted">
        {[booking.dog.breed, booking.dog.owners[0]?.name].filter(Boolean).join(' · ') || t('hotel:noOwner')}
      </Text>
    </Box>
  );
}
