// User management (/users and /user-management): the users first (header with the count and
// 'New user', the sortable table, order in the URL), the create/edit form in a drawer, each
// account's History (its changes and failed logins) in another.
import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../app/blocks/error-state';
import { FormDrawer } from '../../app/blocks/form-drawer';
import { useHistoryDrawer } from '../../app/blocks/history-drawer';
import { PageHeader } from '../../app/blocks/page-header';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { useConfirmDelete } from '../../app/blocks/use-confirm-delete';
import { useDocumentTitle } from '../../app/use-document-title';
import { errorText } from '../../lib/errors';
import { useNumberFormat } from '../../lib/number-format';
import { useSession } from '../../lib/session';
import { useUrlState } from '../../lib/use-url-state';
import { DeleteUserDialog } from './delete-user-dialog';
import { useUserMutations, useUsersList } from './use-users';
import { UserForm } from './user-form';
import type { UserRow } from './user-types';
import { UsersTable } from './users-table';
import { USERS_URL } from './users-url';

type Drawer = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; user: UserRow };

export function UsersPage() {
  const { t } = useTranslation(['users', 'validation', 'business', 'errors', 'common', 'blocks']);
  const session = useSession();
  const users = useUsersList();
  const fmt = useNumberFormat();
  const { remove } = useUserMutations();
  const [url, setUrl] = useUrlState(USERS_URL);
  const [drawer, setDrawer] = useState<Drawer>({ mode: 'closed' });
  const history = useHistoryDrawer();
  useDocumentTitle(t('users:title'));

  const close = () => setDrawer({ mode: 'closed' });
  const editing = drawer.mode === 'edit' ? drawer.user : null;

  const deletion = useConfirmDelete<UserRow>({
    remove,
    done: { key: 'users:deleted' },
    failed: { key: 'users:deleteError' },
    reason: (error, tr) => {
      const text = errorText(error, tr);
      return text ? tr('users:errorWithText', { text }) : '';
    },
    onDeleted: (user) => {
      if (editing?.id === user.id) close();
    },
  });

  const rows: readonly UserRow[] = users.data ?? [];

  return (
    <Stack gap="4">
      <PageHeader
        title={t('users:title')}
        subtitle={t('users:subtitle')}
        count={
          users.data
            ? rows.length === 1
              ? t('users:totalOne')
              : t('users:total', { n: fmt.number(rows.length, 0) })
            : undefined
        }
        action={
          <Button colorPalette="brand" size="sm" onClick={() => setDrawer({ mode: 'create' })}>
            {t('users:addUser')}
          </Button>
        }
      />

      <Stack as="section" aria-label={t('users:listTitle')} gap="3">
        {users.isPending ? (
          <ListSkeleton rows={6} columns={3} />
        ) : users.isError ? (
          <ErrorState title={t('users:loadError')} error={users.error} onRetry={() => void users.refetch()} />
        ) : (
          <UsersTable
            users={rows}
            currentUserId={session?.user.id ?? ''}
            editingId={editing?.id ?? null}
            sort={url.sort}
            onSort={(sort) => setUrl({ sort })}
            onEdit={(user) => setDrawer({ mode: 'edit', user })}
            onHistory={(user) =>
              history.open({ entity: 'user', entityId: user.id, name: user.name?.trim() || user.username })
            }
            onDelete={deletion.ask}
          />
        )}
      </Stack>

      <FormDrawer
        open={drawer.mode !== 'closed'}
        title={
          editing ? t('users:form.editTitle', { username: editing.username }) : t('users:form.createTitle')
        }
        onClose={close}
        testId="user-drawer"
      >
        <UserForm
          key={editing ? `edit-${editing.id}` : 'new'}
          editing={editing}
          onSaved={close}
          onCancel={close}
        />
      </FormDrawer>

      <DeleteUserDialog user={deletion.target} {...deletion.dialog} />
      {history.drawer}
    </Stack>
  );
}
