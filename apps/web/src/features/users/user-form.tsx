// Create or edit a staff user (docs/spec/product-spec.md §§2, 3 and 5). Validates with the same zod schemas
// the server uses; a blank password on edit keeps the current one; username is fixed once set.
import { chakra, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  DEFAULT_FORM_ROLE,
  ROLES,
  type TRole,
  type TUserCreateInput,
  ZUserCreateInput,
  ZUserUpdateFields,
} from '@pawdesk/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../app/blocks/form-actions';
import { FormField } from '../../app/blocks/form-field';
import { useRoleLabel } from '../../app/use-role-label';
import { errorText } from '../../lib/errors';
import { toastError, toastSuccess } from '../../lib/toaster';
import { useZodForm } from '../../lib/use-zod-form';
import { useUserMutations } from './use-users';
import type { UserRow } from './user-types';

/** What the inputs hold, in screen order. */
interface FormValues {
  username: string;
  password: string;
  name: string;
  role: string;
}

function initialValues(user: UserRow | null): FormValues {
  return user
    ? { username: user.username, password: '', name: user.name ?? '', role: user.role }
    : { username: '', password: '', name: '', role: DEFAULT_FORM_ROLE };
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
  const { t } = useTranslation(['users', 'validation', 'business', 'errors', 'common']);
  const roleLabel = useRoleLabel();
  const { create, update } = useUserMutations();
  const isEdit = editing !== null;
  // On edit the username is read-only: the update schema takes it unchanged, and it is not sent.
  const form = useZodForm(isEdit ? ZUserUpdateFields : ZUserCreateInput, {
    defaultValues: initialValues(editing),
  });
  const formRef = useRef<HTMLFormElement>(null);

  // Opening a user for editing brings the form into view with the first editable field focused.
  useEffect(() => {
    if (!isEdit) return;
    const name = formRef.current?.elements.namedItem('name');
    if (name instanceof HTMLElement) name.focus({ preventScroll: true });
  }, [isEdit]);

  const onSubmit = form.submit(
    async (input) => {
      if (editing) {
        const { name, role, password } = input;
        await update.mutateAsync({
          id: editing.id,
          role,
          ...(name !== undefined ? { name } : {}),
          ...(password ? { password } : {}),
        });
        toastSuccess({ key: 'users:updated' });
      } else {
        await create.mutateAsync(input as TUserCreateInput);
        toastSuccess({ key: 'users:created' });
      }
      onSaved();
    },
    (error) =>
      toastError({ key: 'users:saveError' }, (tr) => {
        const text = errorText(error, tr);
        return text ? tr('users:errorWithText', { text }) : '';
      }),
  );
  const saving = form.isSubmitting;

  // Shown in a FormDrawer, whose title ('Create User' / 'Edit User: x') is the heading.
  return (
    <chakra.form ref={formRef} onSubmit={onSubmit} noValidate data-testid="user-form">
      <Stack gap="5">
        <SimpleGrid columns={1} gap="4">
          <FormField
            label={t('users:fields.username')}
            required={!isEdit}
            readOnly={isEdit}
            error={form.fieldError('username')}
            helper={isEdit ? t('users:form.usernameReadOnly') : undefined}
          >
            <Input
              {...form.register('username')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              bg={isEdit ? 'bg.muted' : undefined}
            />
          </FormField>

          <FormField
            label={t('users:fields.password')}
            required={!isEdit}
            error={form.fieldError('password')}
            helper={isEdit ? t('users:form.passwordKeep') : t('users:form.passwordRule')}
          >
            <Input {...form.register('password')} type="password" autoComplete="new-password" />
          </FormField>

          <FormField
            label={t('users:fields.name')}
            error={form.fieldError('name')}
            helper={t('common:optional')}
          >
            <Input {...form.register('name')} autoComplete="off" />
          </FormField>

          <FormField label={t('users:fields.role')} required error={form.fieldError('role')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('role')}>
                {ROLES.map((role: TRole) => (
                  <option key={role} value={role}>
                    {roleLabel(role)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>

        <FormActions
          submitLabel={isEdit ? t('users:form.update') : t('users:form.create')}
          submitting={saving}
          onCancel={onCancel}
        />
      </Stack>
    </chakra.form>
  );
}
