// Daycare Packages (/daycare/packages): sell a package (dog, type, Purchase Package), then the
// active packages as cards with search, eight sorts and pages of 12, all on the server; links to
// Active Packages and Daily Management.
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/blocks/page-header';
import { useDocumentTitle } from '../../app/use-document-title';
import { useNumberFormat } from '../../lib/number-format';
import { useUrlState } from '../../lib/use-url-state';
import { PackageList } from './packages/package-list';
import { PACKAGES_URL } from './packages/packages-url';
import { PageLink } from './packages/page-links';
import { PurchaseForm } from './packages/purchase-form';
import { useActivePackagesTotal } from './packages/use-packages';

export function PackagesPage() {
  const { t } = useTranslation(['packages', 'dogs', 'validation', 'errors', 'common', 'blocks']);
  const [state, setState] = useUrlState(PACKAGES_URL);
  const total = useActivePackagesTotal();
  const fmt = useNumberFormat();
  useDocumentTitle(t('packages:title'));

  return (
    <Stack gap="5">
      <PageHeader
        title={t('packages:title')}
        count={
          total === undefined
            ? undefined
            : total === 1
              ? t('packages:totalOne')
              : t('packages:total', { n: fmt.number(total, 0) })
        }
        action={
          <>
            <PageLink href="/daycare/packages/active" label={t('packages:toActive')} />
            <PageLink href="/daycare/" label={t('packages:toDaily')} />
          </>
        }
      />
      <PurchaseForm />
      <PackageList state={state} onState={setState} />
    </Stack>
  );
}
