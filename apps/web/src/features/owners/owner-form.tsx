// Add or edit an owner (spec sections 2, 3 and 5). Validates with ZOwnerInput, the schema the
// server uses, so every rule and message lives in @pawdesk/domain; the server's refusals
// (a taken e-mail) are shown under their field and in a toast, translated.
import { Button, Card, chakra, Field, Heading, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { OWNER_ADDRESS_MAX, type TOwner, ZOwnerInput } from '@pawdesk/domain';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '../../app/field-label';
import { errorData, errorFieldMessages, errorText } from '../../lib/errors';
import { toastError, toastSuccess } from '../../lib/toaster';
import { fieldErrors } from '../../lib/zod-errors';
import { useOwnerMutations } from './use-owners';

type FormField = 'name' | 'email' | 'phone' | 'address';
type FormValues = Record<FormField, string>;
type FormErrors = Partial<Record<FormField, string>>;

const FIELDS: readonly FormField[] = ['name', 'email', 'phone', 'address'];

function initialValues(owner: TOwner | null): FormValues {
  return owner
    ? { name: owner.name, email: owner.email, phone: owner.phone, address: owner.address }
    : { name: '', email: '', phone: '', address: '' };
}

function pickFieldErrors(all: Record<string, string>): FormErrors {
  const out: FormErrors = {};
  for (const field of FIELDS) if (all[field]) out[field] = all[field];
  return out;
}

export function OwnerForm({
  editing,
  onSaved,
  onCancel,
  plain = false,
  toastOnCreate = true,
}: {
  editing: TOwner | null;
  onSaved: (owner: TOwner, created: boolean) => void;
  onCancel: () => void;
  /** Inside a FormDrawer: no card and no heading of its own (the drawer's title is the heading). */
  plain?: boolean;
  /** False where the caller confirms a new owner itself (the Dogs page's banner), so no message shows twice. */
  toastOnCreate?: boolean;
}) {
  const { t } = useTranslation(['owners', 'validation', 'errors', 'common']);
  const { create, update } = useOwnerMutations();
  const [values, setValues] = useState<FormValues>(() => initialValues(editing));
  const [errors, setErrors] = useState<FormErrors>({});
  const headingId = useId();
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    address: useRef<HTMLInputElement>(null),
  };
  const isEdit = editing !== null;
  const saving = create.isPending || update.isPending;

  // Opening an owner for editing brings the form into view with its first field focused.
  const nameRef = refs.name;
  useEffect(() => {
    if (!isEdit || plain) return;
    nameRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    nameRef.current?.focus({ preventScroll: true });
  }, [isEdit, plain, nameRef]);

  const focusFirstError = (found: FormErrors) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) refs[first].current?.focus();
  };

  const onChange = (field: FormField) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onServerError = (error: unknown) => {
    const found = pickFieldErrors(errorFieldMessages(error, t));
    const text = errorText(error, t);
    // A taken e-mail comes without field details: it still belongs under the e-mail field.
    if (errorData(error).messageKey === 'owner.emailTaken') found.email = text;
    setErrors(found);
    focusFirstError(found);
    toastError({ key: 'owners:saveError' }, (tr) => errorText(error, tr));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZOwnerInput.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error, t);
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setErrors({});
    if (editing) {
      update.mutate(
        { id: editing.id, ...parsed.data },
        {
          onSuccess: (owner) => {
            toastSuccess({ key: 'owners:updated' });
            onSaved(owner, false);
          },
          onError: onServerError,
        },
      );
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (owner) => {
        if (toastOnCreate) toastSuccess({ key: 'owners:created', params: { name: owner.name } });
        onSaved(owner, true);
      },
      onError: onServerError,
    });
  };

  const field = (
    name: FormField,
    props: { type?: string; autoComplete?: string; inputMode?: 'tel' | 'email' },
  ) => (
    <Field.Root required invalid={Boolean(errors[name])}>
      <FieldLabel required>{t(`owners:fields.${name}`)}</FieldLabel>
      <Input
        ref={refs[name]}
        name={name}
        value={values[name]}
        onChange={onChange(name)}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete ?? 'off'}
        inputMode={props.inputMode}
      />
      {name === 'address' ? (
        <Field.HelperText>
          {t('owners:form.addressCount', { count: values.address.trim().length, max: OWNER_ADDRESS_MAX })}
        </Field.HelperText>
      ) : null}
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  const form = (
    <chakra.form onSubmit={onSubmit} noValidate data-testid="owner-form">
      <Stack gap="5">
        {plain ? null : (
          <Heading as="h2" id={headingId} size="lg">
            {isEdit ? t('owners:form.editTitle', { name: editing.name }) : t('owners:form.createTitle')}
          </Heading>
        )}
        <SimpleGrid columns={{ base: 1, md: plain ? 1 : 2 }} gap="4">
          {field('name', { autoComplete: 'off' })}
          {field('email', { type: 'email', autoComplete: 'off', inputMode: 'email' })}
          {field('phone', { type: 'tel', autoComplete: 'off', inputMode: 'tel' })}
          {field('address', { autoComplete: 'off' })}
        </SimpleGrid>
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={saving} loadingText={t('common:saving')}>
            {isEdit ? t('owners:form.update') : t('owners:form.create')}
          </Button>
          {isEdit || plain ? (
            <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
              {t('common:cancel')}
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </chakra.form>
  );

  if (plain) return form;
  return (
    <Card.Root variant="outline" bg="bg.panel" as="section" aria-labelledby={headingId}>
      <Card.Body>{form}</Card.Body>
    </Card.Root>
  );
}
