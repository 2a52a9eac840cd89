// Add or edit a dog (spec sections 2, 3, 5 and 8). Validates with dogFormSchema, the same rules
// the server applies; ages under 2 years may be typed in months (sent divided by 12); with a
// date of birth the age is computed and not sent. Owners are picked with a server-side search.
// A dog with a new picture goes to the REST route as multipart, any other save through tRPC.
import {
  Alert,
  Button,
  Card,
  chakra,
  Field,
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
  type TDogInput,
  type TOwnerOption,
} from '@pawdesk/domain';
import { toDateOnly } from '@pawdesk/domain/common/date-format';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '../../app/field-label';
import { errorData, errorText, translateMessage } from '../../lib/errors';
import { toastError, toastSuccess } from '../../lib/toaster';
import { fieldErrors } from '../../lib/zod-errors';
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

type FormField =
  | 'name'
  | 'breed'
  | 'age'
  | 'dateOfBirth'
  | 'weight'
  | 'particularSigns'
  | 'primaryOwner'
  | 'secondaryOwner'
  | 'picture';
type FormErrors = Partial<Record<FormField, string>>;
const FOCUS_ORDER: readonly FormField[] = [
  'name',
  'breed',
  'age',
  'dateOfBirth',
  'weight',
  'particularSigns',
  'primaryOwner',
  'secondaryOwner',
];

/** The API's field paths (owners, owners.1) as the form's fields. */
function formFieldOf(path: string): FormField | null {
  if (path === 'owners' || path === 'owners.0' || path === 'owner') return 'primaryOwner';
  if (path.startsWith('owners.')) return 'secondaryOwner';
  const field = path.split('.')[0] as FormField;
  return FOCUS_ORDER.includes(field) ? field : null;
}

/** Today in the browser's zone: the form's limits for a date of birth. */
const browserToday = () => toDateOnly(new Date());

/** The request never reached the server (offline, server down): fetch failed with a TypeError. */
function isNetworkFailure(error: unknown): boolean {
  const e = error as { data?: unknown; cause?: { name?: unknown } } | null;
  return Boolean(e) && !e?.data && e?.cause?.name === 'TypeError';
}

/** What the owner list behind the pickers says (spec section 8's guard rails). */
function useOwnersGuard(): { blocked: boolean; message: string | null } {
  const { t } = useTranslation(['dogs', 'validation']);
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
  const { t } = useTranslation(['dogs', 'validation', 'errors', 'common']);
  const ageText = useAgeText();
  const { create, update } = useDogMutations();
  const invalidateDogs = useInvalidateDogs();
  const breeds = useBreeds();
  const guard = useOwnersGuard();
  const headingId = useId();
  const breedListId = useId();
  const isEdit = editing !== null;

  const [values, setValues] = useState<TDogFormValues>(() =>
    editing ? dogToFormValues(editing) : EMPTY_DOG_FORM,
  );
  const [primary, setPrimary] = useState<TOwnerOption | null>(() => editing?.owners[0] ?? presetOwner);
  const [secondary, setSecondary] = useState<TOwnerOption | null>(() => editing?.owners[1] ?? null);
  const [file, setFile] = useState<File | null>(null);
  const [currentPicture, setCurrentPicture] = useState<string | null>(editing?.pictureUrl ?? null);
  const [removingPicture, setRemovingPicture] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const saving = uploading || create.isPending || update.isPending;

  const refs = {
    name: useRef<HTMLInputElement>(null),
    breed: useRef<HTMLInputElement>(null),
    age: useRef<HTMLInputElement>(null),
    dateOfBirth: useRef<HTMLInputElement>(null),
    weight: useRef<HTMLInputElement>(null),
    particularSigns: useRef<HTMLTextAreaElement>(null),
    primaryOwner: useRef<HTMLInputElement>(null),
    secondaryOwner: useRef<HTMLInputElement>(null),
  };

  // Opening a dog for editing brings the form into view with its first field focused.
  const nameRef = refs.name;
  useEffect(() => {
    if (!isEdit) return;
    nameRef.current?.focus({ preventScroll: true });
  }, [isEdit, nameRef]);

  const focusFirstError = (found: FormErrors) => {
    const first = FOCUS_ORDER.find((field) => found[field]);
    if (first) refs[first as keyof typeof refs]?.current?.focus();
  };

  const set = <K extends keyof TDogFormValues>(field: K, value: TDogFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field as FormField] ? { ...current, [field]: undefined } : current));
  };

  /** Switching the unit converts what was typed (18 months ⇄ 1.5 years). */
  const switchUnit = (unit: 'years' | 'months') => {
    setValues((current) => {
      if (current.ageUnit === unit) return current;
      const typed = Number(String(current.age).replace(',', '.'));
      const hasNumber = String(current.age).trim() !== '' && Number.isFinite(typed);
      const age = !hasNumber
        ? current.age
        : unit === 'months'
          ? String(Math.round(typed * 12))
          : String(Math.round((typed / 12) * 100) / 100);
      return { ...current, ageUnit: unit, age };
    });
    setErrors((current) => ({ ...current, age: undefined }));
  };

  const today = browserToday();
  const dobAge =
    values.dateOfBirth && isCalendarDay(values.dateOfBirth) && values.dateOfBirth <= today
      ? calculatedAge({ age: null, dateOfBirth: values.dateOfBirth }, today)
      : null;

  const showServerError = (error: unknown) => {
    const found: FormErrors = {};
    let text: string;
    if (isRestError(error)) {
      for (const [path, message] of Object.entries(restFieldMessages(error, t))) {
        const field = formFieldOf(path);
        if (field && !found[field]) found[field] = message;
      }
      text = restErrorText(error, t);
      if (error.status === 413 || error.status === 415) found.picture = text;
    } else {
      for (const detail of errorData(error).details ?? []) {
        const field = formFieldOf(detail.path);
        if (field && !found[field]) found[field] = translateMessage(t, detail.key, detail.message);
      }
      text = errorText(error, t);
    }
    setErrors(found);
    focusFirstError(found);
    toastError({ key: 'dogs:form.saveError' }, text || undefined);
  };

  const succeeded = () => {
    toastSuccess({ key: isEdit ? 'dogs:form.updated' : 'dogs:form.created' });
    onSaved(!isEdit);
  };

  const saveWithPicture = async (input: TDogInput, picture: File) => {
    setUploading(true);
    try {
      await saveDogWithPicture(input, picture, editing?.id);
      await invalidateDogs();
      succeeded();
    } catch (error) {
      showServerError(error);
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const parsed = dogFormSchema(browserToday()).safeParse({
      ...values,
      primaryOwner: primary?.id ?? '',
      secondaryOwner: secondary?.id ?? '',
    });
    if (guard.blocked && guard.message) {
      setFormError(guard.message);
      return;
    }
    if (!parsed.success) {
      const found = fieldErrors(parsed.error, t) as FormErrors;
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setErrors({});
    setFormError(null);
    if (file) {
      void saveWithPicture(parsed.data, file);
      return;
    }
    if (editing) {
      update.mutate({ id: editing.id, ...parsed.data }, { onSuccess: succeeded, onError: showServerError });
    } else {
      create.mutate(parsed.data, { onSuccess: succeeded, onError: showServerError });
    }
  };

  const removePicture = async () => {
    if (!editing) return;
    setRemovingPicture(true);
    try {
      await removeDogPicture(editing.id);
      setCurrentPicture(null);
      setErrors((current) => ({ ...current, picture: undefined }));
      toastSuccess({ key: 'dogs:form.pictureRemoved' });
      await invalidateDogs();
    } catch (error) {
      const text = isRestError(error) ? restErrorText(error, t) : '';
      toastError(text || { key: 'dogs:form.removePictureFailed' });
      setErrors((current) => ({ ...current, picture: text || t('dogs:form.removePictureFailed') }));
    } finally {
      setRemovingPicture(false);
    }
  };

  const textField = (
    field: 'name' | 'breed' | 'weight',
    label: string,
    opts: {
      required?: boolean;
      inputMode?: 'decimal';
      list?: string;
      helper?: ReactNode;
      maxLength?: number;
    } = {},
  ) => (
    <Field.Root required={opts.required} invalid={Boolean(errors[field])}>
      <FieldLabel required={opts.required}>{label}</FieldLabel>
      <Input
        ref={refs[field]}
        name={field}
        value={String(values[field])}
        onChange={(event) => set(field, event.target.value)}
        autoComplete="off"
        inputMode={opts.inputMode}
        list={opts.list}
        maxLength={opts.maxLength}
      />
      {opts.helper ? <Field.HelperText>{opts.helper}</Field.HelperText> : null}
      <Field.ErrorText>{errors[field]}</Field.ErrorText>
    </Field.Root>
  );

  const message = formError ?? guard.message;

  return (
    <Card.Root variant="outline" bg="white" as="section" aria-labelledby={headingId}>
      <Card.Body>
        <chakra.form onSubmit={onSubmit} noValidate data-testid="dog-form">
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

              <Field.Root invalid={Boolean(errors.age)} disabled={Boolean(values.dateOfBirth)}>
                <FieldLabel>{t('dogs:fields.age')}</FieldLabel>
                <Flex gap="2" w="full" align="center">
                  <Input
                    ref={refs.age}
                    name="age"
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="any"
                    flex="1"
                    minW="0"
                    value={values.dateOfBirth ? '' : String(values.age)}
                    onChange={(event) => set('age', event.target.value)}
                  />
                  <SegmentGroup.Root
                    size="sm"
                    value={values.ageUnit}
                    onValueChange={(details) => {
                      if (details.value === 'years' || details.value === 'months') switchUnit(details.value);
                    }}
                    disabled={Boolean(values.dateOfBirth)}
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
                <Field.HelperText>
                  {dobAge ? t('dogs:form.ageFromBirth', { age: ageText(dobAge) }) : t('dogs:form.ageHelp')}
                </Field.HelperText>
                <Field.ErrorText>{errors.age}</Field.ErrorText>
              </Field.Root>

              <Field.Root invalid={Boolean(errors.dateOfBirth)}>
                <FieldLabel>{t('dogs:fields.dateOfBirth')}</FieldLabel>
                <Input
                  ref={refs.dateOfBirth}
                  name="dateOfBirth"
                  type="date"
                  max={today}
                  value={values.dateOfBirth}
                  onChange={(event) => set('dateOfBirth', event.target.value)}
                />
                <Field.HelperText>{t('dogs:form.dateOfBirthHelp')}</Field.HelperText>
                <Field.ErrorText>{errors.dateOfBirth}</Field.ErrorText>
              </Field.Root>

              {textField('weight', t('dogs:fields.weight'), {
                inputMode: 'decimal',
                helper: t('dogs:form.weightHelp'),
              })}

              <Field.Root invalid={Boolean(errors.particularSigns)}>
                <FieldLabel>{t('dogs:fields.particularSigns')}</FieldLabel>
                <Textarea
                  ref={refs.particularSigns}
                  name="particularSigns"
                  rows={3}
                  value={values.particularSigns}
                  onChange={(event) => set('particularSigns', event.target.value)}
                />
                <Field.HelperText>
                  {t('dogs:form.signsCount', {
                    count: values.particularSigns.trim().length,
                    max: PARTICULAR_SIGNS_MAX,
                  })}
                </Field.HelperText>
                <Field.ErrorText>{errors.particularSigns}</Field.ErrorText>
              </Field.Root>

              <OwnerPicker
                name="primaryOwner"
                label={t('dogs:fields.primaryOwner')}
                required
                value={primary}
                onChange={(owner) => {
                  setPrimary(owner);
                  setErrors((current) => ({
                    ...current,
                    primaryOwner: undefined,
                    secondaryOwner: undefined,
                  }));
                }}
                disabledId={secondary?.id}
                error={errors.primaryOwner}
                inputRef={refs.primaryOwner}
              />
              <OwnerPicker
                name="secondaryOwner"
                label={t('dogs:fields.secondaryOwner')}
                value={secondary}
                onChange={(owner) => {
                  setSecondary(owner);
                  setErrors((current) => ({ ...current, secondaryOwner: undefined }));
                }}
                disabledId={primary?.id}
                error={errors.secondaryOwner}
                helper={t('common:optional')}
                inputRef={refs.secondaryOwner}
              />
            </SimpleGrid>

            <PictureField
              dogName={values.name.trim()}
              file={file}
              currentUrl={currentPicture}
              error={errors.picture}
              removing={removingPicture}
              onFile={(picked) => {
                setFile(picked);
                setErrors((current) => ({ ...current, picture: undefined }));
              }}
              onInvalid={(key) => {
                setFile(null);
                setErrors((current) => ({ ...current, picture: translateMessage(t, key, key) }));
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
