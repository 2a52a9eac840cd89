// Active Packages (/daycare/packages/active): the same paged, searchable cards as the purchase
// screen, each with Edit (type and days left, in a drawer beside the list) and Delete (confirmed);
// a link back to purchase.
import { Stack } from '@chakra-ui/react';
import type { TDaycarePackage } from '@pawdesk/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../app/blocks/form-drawer';
import { PageHeader } from '../../app/blocks/page-header';
import { ConfirmDeleteDialog } from '../../app/confirm-delete-dialog';
import { useDocumentTitle } from '../../app/use-document-title';
import { errorText } from '../../lib/errors';
import { useNumberFormat } from '../../lib/number-format';
import { toastError, toastSuccess } from '../../lib/toaster';
import { useUrlState } from '../../lib/use-url-state';
import { usePackageTypeLabel } from './packages/package-display';
import { PackageEditForm } from './packages/package-edit-form';
import { PackageList } from './packages/package-list';
import { PACKAGES_URL } from './packages/packages-url';
import { PageLink } from './packages/page-links';
import { useActivePackagesTotal, usePackageMutations } from './packages/use-packages';

export function ActivePackagesPage() {
  const { t } = useTranslation(['packages', 'validation', 'errors', 'common', 'blocks']);
  const [state, setState] = useUrlState(PACKAGES_URL);
  const total = useActivePackagesTotal();
  const fmt = useNumberFormat();
  const label = usePackageTypeLabel();
  const { remove } = usePackageMutations();
  // The package being edited stays while the drawer slides away, so its title does not blank.
  const [editing, setEditing] = useState<TDaycarePackage | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [deleting, setDeleting] = useState<TDaycarePackage | null>(null);
  useDocumentTitle(t('packages:activeTitle'));

  const confirmDelete = () => {
    const target = deleting;
    if (!target) return;
    remove.mutate(
      { id: target.id },
      {
        onSuccess: () => {
          toastSuccess({ key: 'packages:delete.done' });
          if (editing?.id === target.id) setDrawerOpen(false);
          setDeleting(null);
        },
        onError: (error) => {
          toastError({ key: 'packages:delete.failed' }, (tr) => errorText(error, tr));
          setDeleting(null);
        },
      },
    );
  };

  return (
    <Stack gap="5">
      <PageHeader
        title={t('packages:activeTitle')}
        count={
          total === undefined
            ? undefined
            : total === 1
              ? t('packages:totalOne')
              : t('packages:total', { n: fmt.number(total, 0) })
        }
        action={
          <>
            <PageLink href="/daycare/packages" label={t('packages:toPurchase')} primary />
            <PageLink href="/daycare/" label={t('packages:toDaily')} />
          </>
        }
      />
      <PackageList
        state={state}
        onState={setState}
        onEdit={(pkg) => {
          setEditing(pkg);
          setDrawerOpen(true);
        }}
        onDelete={setDeleting}
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
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => {
          if (!remove.isPending) setDeleting(null);
        }}
        testId="package"
      />
    </Stack>
  );
}
