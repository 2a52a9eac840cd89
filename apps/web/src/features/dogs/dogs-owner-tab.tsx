// The Dogs page's Add/Edit Owner tab: register a family without leaving the page. The owner
// form, one confirmation naming the added owner (a banner with a shortcut to add their dog; no
// toast as well), and the searchable list of registered owners.
import { Alert, Button, Stack } from '@chakra-ui/react';
import type { TOwner, TOwnerOption } from '@pawdesk/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimedMessage } from '../../lib/use-timed-message';
import { OwnerForm } from '../owners/owner-form';
import { OwnersBrowser, type OwnersListState, type SetOwnersListState } from '../owners/owners-browser';

export function DogsOwnerTab({ onAddDogFor }: { onAddDogFor: (owner: TOwnerOption) => void }) {
  const { t } = useTranslation(['dogs', 'owners']);
  const [editing, setEditing] = useState<TOwner | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [list, setList] = useState<OwnersListState>({ q: '', sort: 'name-asc', page: 1 });
  const onList: SetOwnersListState = (patch) => setList((current) => ({ ...current, ...patch }));
  const added = useTimedMessage<TOwner>();

  const resetForm = () => {
    setEditing(null);
    setFormKey((key) => key + 1);
  };

  return (
    <Stack gap="5">
      {added.message ? (
        <Alert.Root status="success" role="status" data-testid="owner-added">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('owners:created', { name: added.message.name })}</Alert.Title>
          </Alert.Content>
          <Button
            size="sm"
            variant="outline"
            colorPalette="green"
            onClick={() => added.message && onAddDogFor(added.message)}
          >
            {t('dogs:ownerTab.addDogFor', { name: added.message.name })}
          </Button>
        </Alert.Root>
      ) : null}
      <OwnerForm
        key={editing ? `edit-${editing.id}` : `new-${formKey}`}
        editing={editing}
        toastOnCreate={false}
        onSaved={(owner, created) => {
          if (created) added.show(owner);
          resetForm();
        }}
        onCancel={resetForm}
      />
      <OwnersBrowser
        state={list}
        onState={onList}
        editingId={editing?.id ?? null}
        onEdit={setEditing}
        onDeleted={(owner) => {
          if (editing?.id === owner.id) resetForm();
        }}
        showSort={false}
        title={t('owners:list.title')}
      />
    </Stack>
  );
}
