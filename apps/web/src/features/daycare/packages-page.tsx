// Daycare Packages (/daycare/packages): sell a package (dog, type, Purchase Package), then the
// active packages as cards with search, eight sorts and pages of 12, all on the server; links to
// Active Packages and Daily Management.
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useUrlState } from '../../lib/use-url-state';
import { PackageList } from './packages/package-list';
import { PackagesHeader } from './packages/packages-header';
import { PACKAGES_URL } from './packages/packages-url';
import { PurchaseForm } from './packages/purchase-form';

export function PackagesPage() {
  // The screen's texts, the purchase form's and the picker's, loaded before it draws.
  useTranslation(['packages', 'dogs', 'validation', 'business', 'errors', 'common', 'blocks']);
  const [state, setState] = useUrlState(PACKAGES_URL);

  return (
    <Stack gap="5">
      <PackagesHeader screen="purchase" />
      <PurchaseForm />
      <PackageList state={state} onState={setState} />
    </Stack>
  );
}
