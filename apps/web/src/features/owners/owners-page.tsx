// Owners (/owners): the list first. A header with the count and 'Add owner', the searchable,
// sortable, paged table (state in the URL), and the add/edit form in a drawer beside it; editing,
// the owner's account (pending charges, what is due) under the form, with the way to the check-out.
import { Box, Button, Stack } from '@chakra-ui/react';
import type { TOwner } from '@pawdesk/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../app/blocks/form-drawer';
import { PageHeader } from '../../app/blocks/page-header';
import { useDocumentTitle } from '../../app/use-document-title';
import { useNumberFormat } from '../../lib/number-format';
import { useUrlState } from '../../lib/use-url-state';
import { OwnerAccountSummary } from '../billing/owner-account-summary';
import { OwnerForm } from './owner-form';
import { OwnersBrowser } from './owners-browser';
import { OWNERS_URL } from './owners-url';
import { useOwnersTotal } from './use-owners';

type Drawer = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; owner: TOwner };

export function OwnersPage() {
  const { t } = useTranslation(['owners', 'validation', 'business', 'errors', 'common', 'blocks']);
  const [state, setState] = useUrlState(OWNERS_URL);
  const [drawer, setDrawer] = useState<Drawer>({ mode: 'closed' });
  const total = useOwnersTotal();
  const fmt = useNumberFormat();
  useDocumentTitle(t('owners:title'));

  const close = () => setDrawer({ mode: 'closed' });
  const editing = drawer.mode === 'edit' ? drawer.owner : null;

  return (
    <Stack gap="4">
      <PageHeader
        title={t('owners:title')}
        count={
          total === undefined
            ? undefined
            : total === 1
              ? t('owners:list.totalOne')
              : t('owners:list.total', { n: fmt.number(total, 0) })
        }
        action={
          <Button colorPalette="brand" size="sm" onClick={() => setDrawer({ mode: 'create' })}>
            {t('owners:addOwner')}
          </Button>
        }
      />
      <OwnersBrowser
        state={state}
        onState={setState}
        editingId={editing?.id ?? null}
        onEdit={(owner) => setDrawer({ mode: 'edit', owner })}
        onDeleted={(owner) => {
          if (editing?.id === owner.id) close();
        }}
      />
      <FormDrawer
        open={drawer.mode !== 'closed'}
        title={editing ? t('owners:form.editTitle', { name: editing.name }) : t('owners:form.createTitle')}
        onClose={close}
        testId="owner-drawer"
      >
        <OwnerForm
          key={editing ? `edit-${editing.id}` : 'new'}
          editing={editing}
          plain
          onSaved={close}
          onCancel={close}
        />
        {editing ? (
          <Box mt="6">
            <OwnerAccountSummary ownerId={editing.id} />
          </Box>
        ) : null}
      </FormDrawer>
    </Stack>
  );
}
