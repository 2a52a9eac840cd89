import { Button, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useRoleLabel } from '../../app/use-role-label';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import type { UserRow } from './user-types';

export function UsersTable({
  users,
  currentUserId,
  editingId,
  onEdit,
  onDelete,
}: {
  users: readonly UserRow[];
  currentUserId: string;
  editingId: string | null;
  onEdit: (user: UserRow) => void;
  onDelete: (user: UserRow) => void;
}) {
  const { t } = useTranslation(['users', 'common']);
  const roleLabel = useRoleLabel();
  // At phone width name and role go under the username and the buttons stack, so the table
  // fits 375px without scrolling sideways.
  const isPhone = useMediaQuery(PHONE_QUERY);

  if (users.length === 0) {
    return (
      <Text color="fg.muted" py="6" textAlign="center" data-testid="users-empty">
        {t('users:empty')}
      </Text>
    );
  }

  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm" variant="line" data-testid="users-table">
        <Table.Caption srOnly>{t('users:table.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('users:fields.username')}</Table.ColumnHeader>
            {isPhone ? null : <Table.ColumnHeader scope="col">{t('users:fields.name')}</Table.ColumnHeader>}
            {isPhone ? null : <Table.ColumnHeader scope="col">{t('users:fields.role')}</Table.ColumnHeader>}
            <Table.ColumnHeader scope="col" textAlign="end">
              {t('users:table.actions')}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((user) => {
            const isSelf = user.id === currentUserId;
            const displayName = user.name?.trim() ? user.name : t('users:table.noName');
            return (
              <Table.Row
                key={user.id}
                data-testid={`user-row-${user.username}`}
                bg={editingId === user.id ? 'teal.50' : undefined}
              >
                <Table.Cell fontWeight="medium" wordBreak="break-word">
                  {user.username}
                  {isSelf ? (
                    <Text as="span" color="fg.muted" fontWeight="normal" ms="1">
                      {t('users:table.you')}
                    </Text>
                  ) : null}
                  {isPhone ? (
                    <>
                      <Text color="fg.muted" fontWeight="normal" fontSize="xs">
                        {displayName}
                      </Text>
                      <Text color="fg.muted" fontWeight="normal" fontSize="xs">
                        {roleLabel(user.role)}
                      </Text>
                    </>
                  ) : null}
                </Table.Cell>
                {isPhone ? null : <Table.Cell>{displayName}</Table.Cell>}
                {isPhone ? null : <Table.Cell>{roleLabel(user.role)}</Table.Cell>}
                <Table.Cell textAlign="end">
                  <Stack direction={isPhone ? 'column' : 'row'} gap="2" justify="flex-end" align="flex-end">
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => onEdit(user)}
                      data-testid={`edit-user-${user.username}`}
                    >
                      {t('common:edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => onDelete(user)}
                      disabled={isSelf}
                      title={isSelf ? t('validation:user.cannotDeleteSelf') : undefined}
                      data-testid={`delete-user-${user.username}`}
                    >
                      {t('common:delete')}
                    </Button>
                  </Stack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
