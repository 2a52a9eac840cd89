// User management (/users and /user-management): the create/edit form above the list of users.
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert';
import { PageLoader } from '../../app/page-loader';
import { useDocumentTitle } from '../../app/use-document-title';
import { errorText } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { toastError, toastSuccess } from '../../lib/toaster';
import { DeleteUserDialog } from './delete-user-dialog';
import { useUserMutations, useUsersList } from './use-users';
import { UserForm } from './user-form';
import type { UserRow } from './user-types';
import { UsersTable } from './users-table';

export function UsersPage() {
  const { t } = useTranslation(['users', 'validation', 'errors', 'common']);
  const session = useSession();
  const users = useUsersList();
  const { remove } = useUserMutations();
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [deleting, setDeleting] = useState<UserRow | null>(null);
  // A new key gives a fresh form after each save.
  const [formKey, setFormKey] = useState(0);
  useDocumentTitle(t('users:title'));

  const resetForm = () => {
    setEditing(null);
    setFormKey((key) => key + 1);
  };

  const confirmDelete = () => {
    const target = deleting;
    if (!target) return;
    remove.mutate(
      { id: target.id },
      {
        onSuccess: () => {
          toastSuccess(t('users:deleted'));
          if (editing?.id === target.id) resetForm();
          setDeleting(null);
        },
        onError: (error) => {
          const text = errorText(error, t);
          toastError(t('users:deleteError'), text ? t('users:errorWithText', { text }) : undefined);
          setDeleting(null);
        },
      },
    );
  };

  const rows: readonly UserRow[] = users.data ?? [];

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('users:title')}
        </Heading>
        <Text color="fg.muted">{t('users:subtitle')}</Text>
      </Stack>

      <UserForm
        key={editing ? `edit-${editing.id}` : `new-${formKey}`}
        editing={editing}
        onSaved={resetForm}
        onCancel={resetForm}
      />

      <Stack as="section" aria-labelledby="users-list-heading" gap="3">
        <Heading as="h2" id="users-list-heading" size="lg">
          {t('users:listTitle')}
        </Heading>
        {users.isPending ? (
          <PageLoader />
        ) : users.isError ? (
          <LoadErrorAlert
            title={t('users:loadError')}
            error={users.error}
            onRetry={() => void users.refetch()}
          />
        ) : (
          <UsersTable
            users={rows}
            currentUserId={session?.user.id ?? ''}
            editingId={editing?.id ?? null}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        )}
      </Stack>

      <DeleteUserDialog
        user={deleting}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => {
          if (!remove.isPending) setDeleting(null);
        }}
      />
    </Stack>
  );
}
