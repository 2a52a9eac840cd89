// Active Packages (/daycare/packages/active): the same paged, searchable cards as the purchase
// screen, each with Edit (type and days left, in a drawer beside the list), History (its audit
// events, in a drawer) and Delete (confirmed, with an optional reason); a link back to purchase.
import { Stack } from '@chakra-ui/react';
import type { TDaycarePackage } from '@pawdesk/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../app/blocks/form-drawer';
import { useHistoryDrawer } from '../../app/blocks/history-drawer';
import { useConfirmDelete } from '../../app/blocks/use-confirm-delete';
import { ConfirmDeleteDialog } from '../../app/confirm-delete-dialog';
import { useUrlState } from '../../lib/use-url-state';
import { usePackageTypeLabel } from './packages/package-display';
import { PackageEditForm } from './packages/package-edit-form';
import { PackageList } from './packages/package-list';
import { PackagesHeader } from './packages/packages-header';
import { PACKAGES_URL } from './packages/packages-url';
import { usePackageMutations } from './packages/use-packages';

export function ActivePackagesPage() {
  const { t } = useTranslation(['packages', 'validation', 'business', 'errors', 'common', 'blocks']);
  const [state, setState] = useUrlState(PACKAGES_URL);
  const label = usePackageTypeLabel();
  const { remove } = usePackageMutations();
  // The package being edited stays while the drawer slides away, so its title does not blank.
  const [editing, setEditing] = useState<TDaycarePackage | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const deletion = useConfirmDelete<TDaycarePackage>({
    remove,
    done: { key: 'packages:delete.done' },
    failed: { key: 'packages:delete.failed' },
    askReason: true,
    onDeleted: (pkg) => {
      if (editing?.id === pkg.id) setDrawerOpen(false);
    },
  });
  const deleting = deletion.target;
  const history = useHistoryDrawer();

  return (
    <Stack gap="5">
      <PackagesHeader screen="active" />
      <PackageList
        state={state}
        onState={setState}
        onEdit={(pkg) => {
          setEditing(pkg);
          setDrawerOpen(true);
        }}
        onDelete={deletion.ask}
        onHistory={(pkg) =>
          history.open({
            entity: 'daycare-package',
            entityId: pkg.id,
            name: pkg.dog.name,
            subtitle: label(pkg.packageType),
          })
        }
        hideTitle
      />
      <FormDrawer
        open={drawerOpen}
        title={editing ? t('packages:edit.title', { name: editing.dog.name }) : ''}
        onClose={() => setDrawerOpen(false)}
        testId="package-drawer"
      >
        {editing ? (
          <PackageEditForm
            key={editing.id}
            pkg={editing}
            onSaved={() => setDrawerOpen(false)}
            onCancel={() => setDrawerOpen(false)}
          />
        ) : null}
      </FormDrawer>
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('packages:delete.title')}
        text={
          deleting
            ? t('packages:delete.text', {
                name: deleting.dog.name,
                label: label(deleting.packageType),
              })
            : ''
        }
        {...deletion.dialog}
        testId="package"
      />
      {history.drawer}
    </Stack>
  );
}
