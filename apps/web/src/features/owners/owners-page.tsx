// Owners (/owners): the add/edit form above the searchable, sortable, paged list of owners.
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { TOwner } from '@pawdesk/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title';
import { OwnerForm } from './owner-form';
import { OwnersBrowser } from './owners-browser';

export function OwnersPage() {
  const { t } = useTranslation(['owners', 'validation', 'errors', 'common']);
  const [editing, setEditing] = useState<TOwner | null>(null);
  // A new key gives a fresh form after each save.
  const [formKey, setFormKey] = useState(0);
  useDocumentTitle(t('owners:title'));

  const resetForm = () => {
    setEditing(null);
    setFormKey((key) => key + 1);
  };

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('owners:title')}
        </Heading>
        <Text color="fg.muted">{t('owners:subtitle')}</Text>
      </Stack>
      <OwnerForm
        key={editing ? `edit-${editing.id}` : `new-${formKey}`}
        editing={editing}
        onSaved={resetForm}
        onCancel={resetForm}
      />
      <OwnersBrowser
        editingId={editing?.id ?? null}
        onEdit={setEditing}
        onDeleted={(owner) => {
          if (editing?.id === owner.id) resetForm();
        }}
      />
    </Stack>
  );
}
