// Add or edit a dog (docs/spec/product-spec.md §§2, 3, 5 and 8). Validates with dogFormSchema, the same rules
// the server applies; ages under 2 years may be typed in months (sent divided by 12); with a
// date of birth the age is computed and not sent. Owners are picked with a server-side search.
// A dog with a new picture goes to the REST route as multipart, any other save through tRPC.
import {
  Alert,
  Button,
  Card,
  chakra,
  Flex,
  Heading,
  HStack,
  Input,
  SegmentGroup,
  SimpleGrid,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import {
  calculatedAge,
  DOG_NAME_MAX,
  dogFormSchema,
  dogToFormValues,
  EMPTY_DOG_FORM,
  isCalendarDay,
  PARTICULAR_SIGNS_MAX,
  type TDog,
  type TDogFormValues,
  type TOwnerOption,
} from '@pawdesk/domain';
import { toDateOnly } from '@pawdesk/domain/common/date-format';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../app/blocks/date-field';
import { FormField } from '../../app/blocks/form-field';
import { NumberInput, NumberTextInput } from '../../app/blocks/number-field';
import { errorData, errorText } from '../../lib/errors';
import { toastError, toastSuccess } from '../../lib/toaster';
import { useZodForm } from '../../lib/use-zod-form';
import { useOwnerOptions } from '../owners/use-owners';
import { useAgeText } from './dog-display';
import {
  isRestError,
  removeDogPicture,
  restErrorText,
  restFieldMessages,
  saveDogWithPicture,
} from './dog-rest';
import { OwnerPicker } from './owner-picker';
import { PictureField } from './picture-field';
import { useBreeds, useDogMutations, useInvalidateDogs } from './use-dogs';

/** The API's field paths (owners, owners.1) as the form's fields. */
function formFieldOf(path: string): keyof TDogFormValues | null {
  if (path === 'owners' || path === 'owners.0' || path === 'owner') return 'primaryOwner';
  if (path.startsWith('owners.')) return 'secondaryOwner';
  const field = path.split('.')[0] ?? '';
  return field in EMPTY_DOG_FORM && field !== 'ageUnit' ? (field as keyof TDogFormValues) : null;
}

/** Today in the browser's zone: the form's limits for a date of birth. */
const browserToday = () => toDateOnly(new Date());

/** The request never reached the server (offline, server down): fetch failed with a TypeError. */
function isNetworkFailure(error: unknown): boolean {
  const e = error as { data?: unknown; cause?: { name?: unknown } } | null;
  return Boolean(e) && !e?.data && e?.cause?.name === 'TypeError';
}

/** What the owner list behind the pickers says (docs/spec/product-spec.md §8's guard rails). */
function useOwnersGuard(): { blocked: boolean; message: string | null } {
  const { t } = useTranslation(['dogs', 'validation', 'business']);
  const probe = useOwnerOptions('');
  if (probe.isError) {
    const data = errorData(probe.error);
    if (data.httpStatus === 401 || data.code === 'UNAUTHORIZED') {
      return { blocked: true, message: t('dogs:owners.authFailed') };
    }
    if (isNetworkFailure(probe.error)) return { blocked: true, message: t('dogs:owners.networkFailed') };
    return {
      blocked: true,
      message: t('dogs:owners.loadFailed', { status: data.httpStatus ?? t('dogs:owners.unknownStatus') }),
    };
  }
  if (probe.isSuccess && probe.data.length === 0) {
    return { blocked: true, message: t('validation:dog.noOwnersAvailable') };
  }
  return { blocked: false, message: null };
}

export function DogForm({
  editing,
  presetOwner,
  onSaved,
  onCancel,
}: {
  editing: TDog | null;
  /** An owner to start with as the primary one (a family just registered). */
  presetOwner: TOwnerOption | null;
  onSaved: (created: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['dogs', 'validation', 'business', 'errors', 'common']);
  const ageText = useAgeText();
  const { create, update } = useDogMutations();
  const invalidateDogs = useInvalidateDogs();
  const breeds = useBreeds();
  const guard = useOwnersGuard();
  const headingId = useId();
  const breedListId = useId();
  const isEdit = editing !== null;

  // The rules against today's date, read at each submit.
  const form = useZodForm(() => dogFormSchema(browserToday()), {
    defaultValues: editing
      ? dogToFormValues(editing)
      : { ...EMPTY_DOG_FORM, primaryOwner: presetOwner?.id ?? '' },
    fieldOf: formFieldOf,
  });
  const { control } = form;
  const ageField = useController({ control, name: 'age' }).field;
  const primaryField = useController({ control, name: 'primaryOwner' }).field;
  const secondaryField = useController({ control, name: 'secondaryOwner' }).field;
  const [name, ageUnit, dateOfBirth, particularSigns] = form.watch([
    'name',
    'ageUnit',
    'dateOfBirth',
    'particularSigns',
  ]);
  const formRef = useRef<HTMLFormElement>(null);

  // The pickers show owners (name, phone, e-mail); the form holds their ids.
  const [primary, setPrimary] = useState<TOwnerOption | null>(() => editing?.owners[0] ?? presetOwner);
  const [secondary, setSecondary] = useState<TOwnerOption | null>(() => editing?.owners[1] ?? null);
  const [file, setFile] = useState<File | null>(null);
  const [currentPicture, setCurrentPicture] = useState<string | null>(editing?.pictureUrl ?? null);
  const [removingPicture, setRemovingPicture] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const saving = form.isSubmitting;

  // Opening a dog for editing brings the form into view with its first field focused.
  useEffect(() => {
    if (!isEdit) return;
    const input = formRef.current?.elements.namedItem('name');
    if (input instanceof HTMLElement) input.focus({ preventScroll: true });
  }, [isEdit]);

  /** Switching the unit converts what was typed (18 months ⇄ 1.5 years). */
  const switchUnit = (unit: 'years' | 'months') => {
    const current = form.getValues();
    if (current.ageUnit === unit) return;
    const typed = Number(String(current.age).replace(',', '.'));
    const hasNumber = String(current.age).trim() !== '' && Number.isFinite(typed);
    const age = !hasNumber
      ? current.age
      : unit === 'months'
        ? String(Math.round(typed * 12))
        : String(Math.round((typed / 12) * 100) / 100);
    form.setValue('ageUnit', unit);
    form.setValue('age', age);
    form.clearErrors('age');
  };

  const today = browserToday();
  const dobAge =
    dateOfBirth && isCalendarDay(dateOfBirth) && dateOfBirth <= today
      ? calculatedAge({ age: null, dateOfBirth }, today)
      : null;

  /** After form.submit has put a tRPC error's details under their fields: REST's, and the toast. */
  const showSaveError = (error: unknown) => {
    let text: string;
    if (isRestError(error)) {
      form.showErrors(Object.entries(restFieldMessages(error, t)));
      text = restErrorText(error, t);
      if (error.status === 413 || error.status === 415) form.setError('root.picture', { message: text });
    } else {
      text = errorText(error, t);
    }
    toastError({ key: 'dogs:form.saveError' }, text || undefined);
  };

  const submit = form.submit(async (input) => {
    setFormError(null);
    if (file) {
      await saveDogWithPicture(input, file, editing?.id);
      await invalidateDogs();
    } else if (editing) {
      await update.mutateAsync({ id: editing.id, ...input });
    } else {
      await create.mutateAsync(input);
    }
    toastSuccess({ key: isEdit ? 'dogs:form.updated' : 'dogs:form.created' });
    onSaved(!isEdit);
  }, showSaveError);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (guard.blocked && guard.message) {
      event.preventDefault();
      setFormError(guard.message);
      return;
    }
    void submit(event);
  };

  const removePicture = async () => {
    if (!editing) return;
    setRemovingPicture(true);
    try {
      await removeDogPicture(editing.id);
      setCurrentPicture(null);
      form.clearErrors('root.picture');
      toastSuccess({ key: 'dogs:form.pictureRemoved' });
      await invalidateDogs();
    } catch (error) {
      const text = isRestError(error) ? restErrorText(error, t) : '';
      toastError(text || { key: 'dogs:form.removePictureFailed' });
      form.setError('root.picture', { message: text || t('dogs:form.removePictureFailed') });
    } finally {
      setRemovingPicture(false);
    }
  };

  const textField = (
    field: 'name' | 'breed',
    label: string,
    opts: {
      required?: boolean;
      list?: string;
      helper?: ReactNode;
      maxLength?: number;
    } = {},
  ) => (
    <FormField label={label} required={opts.required} error={form.fieldError(field)} helper={opts.helper}>
      <Input {...form.register(field)} autoComplete="off" list={opts.list} maxLength={opts.maxLength} />
    </FormField>
  );

  const message = formError ?? guard.message;

  return (
    <Card.Root variant="outline" bg="white" as="section" aria-labelledby={headingId}>
      <Card.Body>
        <chakra.form ref={formRef} onSubmit={onSubmit} noValidate data-testid="dog-form">
          <Stack gap="5">
            <Heading as="h2" id={headingId} size="lg">
              {isEdit ? t('dogs:form.editTitle', { name: editing.name }) : t('dogs:form.createTitle')}
            </Heading>

            {message ? (
              <Alert.Root
                status={guard.blocked ? 'warning' : 'error'}
                role="alert"
                data-testid="dog-form-alert"
              >
                <Alert.Indicator />
                <Alert.Title>{message}</Alert.Title>
              </Alert.Root>
            ) : null}

            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {textField('name', t('dogs:fields.name'), { required: true, maxLength: DOG_NAME_MAX })}
              {textField('breed', t('dogs:fields.breed'), { required: true, list: breedListId })}
              <datalist id={breedListId}>
                {(breeds.data ?? []).map((breed) => (
                  <option key={breed} value={breed} />
                ))}
              </datalist>

              <FormField
                label={t('dogs:fields.age')}
                error={form.fieldError('age')}
                disabled={Boolean(dateOfBirth)}
                helper={
                  dobAge ? t('dogs:form.ageFromBirth', { age: ageText(dobAge) }) : t('dogs:form.ageHelp')
                }
              >
                <Flex gap="2" w="full" align="center">
                  <NumberTextInput
                    inputRef={ageField.ref}
                    name="age"
                    flex="1"
                    minW="0"
                    value={dateOfBirth ? '' : String(ageField.value)}
                    onChange={ageField.onChange}
                    onBlur={ageField.onBlur}
                  />
                  <SegmentGroup.Root
                    size="sm"
                    value={ageUnit}
                    onValueChange={(details) => {
                      if (details.value === 'years' || details.value === 'months') switchUnit(details.value);
                    }}
                    disabled={Boolean(dateOfBirth)}
                    aria-label={t('dogs:form.ageUnit')}
                  >
                    <SegmentGroup.Indicator />
                    <SegmentGroup.Items
                      items={[
                        { value: 'years', label: t('dogs:form.unitYears') },
                        { value: 'months', label: t('dogs:form.unitMonths') },
                      ]}
                    />
                  </SegmentGroup.Root>
                </Flex>
              </FormField>

              <FormField
                label={t('dogs:fields.dateOfBirth')}
                error={form.fieldError('dateOfBirth')}
                helper={t('dogs:form.dateOfBirthHelp')}
              >
                <DateInput control={form.control} name="dateOfBirth" max={today} />
              </FormField>

              <FormField
                label={t('dogs:fields.weight')}
                error={form.fieldError('weight')}
                helper={t('dogs:form.weightHelp')}
              >
                <NumberInput control={form.control} name="weight" />
              </FormField>

              <FormField
                label={t('dogs:fields.particularSigns')}
                error={form.fieldError('particularSigns')}
                helper={t('dogs:form.signsCount', {
                  count: particularSigns.trim().length,
                  max: PARTICULAR_SIGNS_MAX,
                })}
              >
                <Textarea {...form.register('particularSigns')} rows={3} />
              </FormField>

              <OwnerPicker
                name="primaryOwner"
                label={t('dogs:fields.primaryOwner')}
                required
                value={primary}
                onChange={(owner) => {
                  setPrimary(owner);
                  primaryField.onChange(owner?.id ?? '');
                  form.clearErrors(['primaryOwner', 'secondaryOwner']);
                }}
                disabledId={secondary?.id}
                error={form.fieldError('primaryOwner')}
                inputRef={primaryField.ref}
              />
              <OwnerPicker
                name="secondaryOwner"
                label={t('dogs:fields.secondaryOwner')}
                value={secondary}
                onChange={(owner) => {
                  setSecondary(owner);
                  secondaryField.onChange(owner?.id ?? '');
                  form.clearErrors('secondaryOwner');
                }}
                disabledId={primary?.id}
                error={form.fieldError('secondaryOwner')}
                helper={t('common:optional')}
                inputRef={secondaryField.ref}
              />
            </SimpleGrid>

            <PictureField
              dogName={name.trim()}
              file={file}
              currentUrl={currentPicture}
              error={form.fieldError('root.picture')}
              removing={removingPicture}
              onFile={(picked) => {
                setFile(picked);
                form.clearErrors('root.picture');
              }}
              onInvalid={(key) => {
                setFile(null);
                form.setError('root.picture', { message: key });
              }}
              onRemoveCurrent={() => void removePicture()}
            />

            <HStack gap="3" wrap="wrap">
              <Button
                type="submit"
                colorPalette="teal"
                loading={saving}
                loadingText={t('common:saving')}
                disabled={guard.blocked}
              >
                {isEdit ? t('dogs:form.update') : t('dogs:form.create')}
              </Button>
              <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
                {isEdit ? t('common:cancel') : t('dogs:form.reset')}
              </Button>
            </HStack>
          </Stack>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}
