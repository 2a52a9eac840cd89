// The staff users in the dense list: username (with '(you)'), name or N/A, role; sortable by
// each column in the browser with Intl.Collator in the reader's language ('Álvaro' after
// 'Alba'); a row menu with Edit, History (the account's audit events, failed logins included) and
// Delete (not for yourself; the page confirms it).
import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../app/blocks/data-table';
import { EmptyState } from '../../app/blocks/empty-state';
import { RowMenu } from '../../app/blocks/row-menu';
import { useRoleLabel } from '../../app/use-role-label';
import type { UserRow } from './user-types';
import type { UserSort } from './users-url';

export function UsersTable({
  users,
  currentUserId,
  editingId,
  sort,
  onSort,
  onEdit,
  onHistory,
  onDelete,
}: {
  users: readonly UserRow[];
  currentUserId: string;
  editingId: string | null;
  sort: UserSort;
  onSort: (sort: UserSort) => void;
  onEdit: (user: UserRow) => void;
  onHistory: (user: UserRow) => void;
  onDelete: (user: UserRow) => void;
}) {
  const { t, i18n } = useTranslation(['users', 'common', 'validation', 'business', 'blocks']);
  const roleLabel = useRoleLabel();
  const [field, direction] = sort.split('-') as ['username' | 'name' | 'role', 'asc' | 'desc'];
  const lang = i18n.resolvedLanguage ?? i18n.language;

  const sorted = useMemo(() => {
    const collator = new Intl.Collator(lang === 'en' ? 'en-US' : 'es-ES', {
      sensitivity: 'base',
      numeric: true,
    });
    const key = (user: UserRow) =>
      field === 'username' ? user.username : field === 'name' ? (user.name ?? '') : roleLabel(user.role);
    const out = [...users].sort(
      (a, b) => collator.compare(key(a), key(b)) || collator.compare(a.username, b.username),
    );
    return direction === 'desc' ? out.reverse() : out;
  }, [users, field, direction, lang, roleLabel]);

  if (users.length === 0) return <EmptyState title={t('users:empty')} testId="users-empty" />;

  const columns: Column<UserRow>[] = [
    {
      key: 'username',
      header: t('users:fields.username'),
      sortKey: 'username',
      cell: (user) => (
        <>
          {user.username}
          {user.id === currentUserId ? (
            <Text as="span" color="fg.muted" fontWeight="normal" ms="1">
              {t('users:table.you')}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'name',
      header: t('users:fields.name'),
      sortKey: 'name',
      cell: (user) => (user.name?.trim() ? user.name : t('users:table.noName')),
    },
    { key: 'role', header: t('users:fields.role'), sortKey: 'role', cell: (user) => roleLabel(user.role) },
  ];

  return (
    <DataTable
      caption={t('users:table.caption')}
      testId="users-table"
      columns={columns}
      rows={sorted}
      rowKey={(user) => user.id}
      rowTestId={(user) => `user-row-${user.username}`}
      sort={{ key: field, direction }}
      onSort={(next) => onSort(`${next.key}-${next.direction}` as UserSort)}
      highlightKey={editingId}
      actions={(user) => {
        const isSelf = user.id === currentUserId;
        return (
          <RowMenu
            name={user.username}
            testId={`user-actions-${user.username}`}
            actions={[
              {
                value: 'edit',
                label: t('common:edit'),
                onSelect: () => onEdit(user),
                testId: `edit-user-${user.username}`,
              },
              {
                value: 'history',
                label: t('blocks:history.menuItem'),
                onSelect: () => onHistory(user),
                testId: `history-user-${user.username}`,
              },
              {
                value: 'delete',
                label: t('common:delete'),
                danger: true,
                disabled: isSelf,
                title: isSelf ? t('validation:user.cannotDeleteSelf') : undefined,
                onSelect: () => onDelete(user),
                testId: `delete-user-${user.username}`,
              },
            ]}
          />
        );
      }}
    />
  );
}
