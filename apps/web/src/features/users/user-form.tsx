// Create or edit a staff user (spec sections 2, 3 and 5). Validates with the same zod schemas
// the server uses; a blank password on edit keeps the current one; username is fixed once set.
import { Button, chakra, Field, HStack, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { DEFAULT_FORM_ROLE, ROLES, type TRole, ZUserCreateInput, ZUserUpdateFields } from '@pawdesk/domain';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '../../app/field-label';
import { useRoleLabel } from '../../app/use-role-label';
import { errorFieldMessages, errorText } from '../../lib/errors';
import { toastError, toastSuccess } from '../../lib/toaster';
import { fieldErrors } from '../../lib/zod-errors';
import { useUserMutations } from './use-users';
import type { UserRow } from './user-types';

type FormField = 'username' | 'password' | 'name' | 'role';
type FormValues = Record<FormField, string>;
type FormErrors = Partial<Record<FormField, string>>;

const FIELDS: readonly FormField[] = ['username', 'password', 'name', 'role'];

function initialValues(user: UserRow | null): FormValues {
  return user
    ? { username: user.username, password: '', name: user.name ?? '', role: user.role }
    : { username: '', password: '', name: '', role: DEFAULT_FORM_ROLE };
}

/** Keeps only messages that belong to a field of this form. */
function pickFieldErrors(all: Record<string, string>): FormErrors {
  const out: FormErrors = {};
  for (const field of FIELDS) if (all[field]) out[field] = all[field];
  return out;
}

export function UserForm({
  editing,
  onSaved,
  onCancel,
}: {
  editing: UserRow | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['users', 'validation', 'errors', 'common']);
  const roleLabel = useRoleLabel();
  const { create, update } = useUserMutations();
  const [values, setValues] = useState<FormValues>(() => initialValues(editing));
  const [errors, setErrors] = useState<FormErrors>({});
  const refs = {
    username: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    name: useRef<HTMLInputElement>(null),
    role: useRef<HTMLSelectElement>(null),
  };
  const isEdit = editing !== null;
  const saving = create.isPending || update.isPending;

  // Opening a user for editing brings the form into view with the first editable field focused.
  const nameRef = refs.name;
  useEffect(() => {
    if (!isEdit) return;
    nameRef.current?.focus({ preventScroll: true });
  }, [isEdit, nameRef]);

  const focusFirstError = (found: FormErrors) => {
    const first = FIELDS.find((field) => found[field] && !(isEdit && field === 'username'));
    if (first) refs[first].current?.focus();
  };

  const onChange = (field: FormField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onServerError = (error: unknown) => {
    const found = pickFieldErrors(errorFieldMessages(error, t));
    setErrors(found);
    focusFirstError(found);
    toastError({ key: 'users:saveError' }, (tr) => {
      const text = errorText(error, tr);
      return text ? tr('users:errorWithText', { text }) : '';
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (editing) {
      const parsed = ZUserUpdateFields.safeParse({
        name: values.name,
        role: values.role,
        password: values.password,
      });
      if (!parsed.success) {
        const found = fieldErrors(parsed.error, t);
        setErrors(found);
        focusFirstError(found);
        return;
      }
      setErrors({});
      const { name, role, password } = parsed.data;
      update.mutate(
        { id: editing.id, role, ...(name !== undefined ? { name } : {}), ...(password ? { password } : {}) },
        {
          onSuccess: () => {
            toastSuccess({ key: 'users:updated' });
            onSaved();
          },
          onError: onServerError,
        },
      );
      return;
    }

    const parsed = ZUserCreateInput.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error, t);
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        toastSuccess({ key: 'users:created' });
        onSaved();
      },
      onError: onServerError,
    });
  };

  // Shown in a FormDrawer, whose title ('Create User' / 'Edit User: x') is the heading.
  return (
    <chakra.form onSubmit={onSubmit} noValidate data-testid="user-form">
      <Stack gap="5">
        <SimpleGrid columns={1} gap="4">
          <Field.Root required={!isEdit} readOnly={isEdit} invalid={Boolean(errors.username)}>
            <FieldLabel required={!isEdit}>{t('users:fields.username')}</FieldLabel>
            <Input
              ref={refs.username}
              name="username"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={values.username}
              onChange={onChange('username')}
              bg={isEdit ? 'bg.muted' : undefined}
            />
            {isEdit ? <Field.HelperText>{t('users:form.usernameReadOnly')}</Field.HelperText> : null}
            <Field.ErrorText>{errors.username}</Field.ErrorText>
          </Field.Root>

          <Field.Root required={!isEdit} invalid={Boolean(errors.password)}>
            <FieldLabel required={!isEdit}>{t('users:fields.password')}</FieldLabel>
            <Input
              ref={refs.password}
              name="password"
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={onChange('password')}
            />
            <Field.HelperText>
              {isEdit ? t('users:form.passwordKeep') : t('users:form.passwordRule')}
            </Field.HelperText>
            <Field.ErrorText>{errors.password}</Field.ErrorText>
          </Field.Root>

          <Field.Root invalid={Boolean(errors.name)}>
            <FieldLabel>{t('users:fields.name')}</FieldLabel>
            <Input
              ref={refs.name}
              name="name"
              autoComplete="off"
              value={values.name}
              onChange={onChange('name')}
            />
            <Field.HelperText>{t('common:optional')}</Field.HelperText>
            <Field.ErrorText>{errors.name}</Field.ErrorText>
          </Field.Root>

          <Field.Root required invalid={Boolean(errors.role)}>
            <FieldLabel required>{t('users:fields.role')}</FieldLabel>
            <NativeSelect.Root>
              <NativeSelect.Field ref={refs.role} name="role" value={values.role} onChange={onChange('role')}>
                {ROLES.map((role: TRole) => (
                  <option key={role} value={role}>
                    {roleLabel(role)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.role}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>

        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={saving} loadingText={t('common:saving')}>
            {isEdit ? t('users:form.update') : t('users:form.create')}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
            {t('common:cancel')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
