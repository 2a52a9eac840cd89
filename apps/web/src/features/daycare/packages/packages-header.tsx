// The header of the two package screens (/daycare/packages, /daycare/packages/active): the title
// (the document's too), how many packages are active, and the links to the other package screen
// and to the daily desk, at the top right (under the title on a phone). Active Packages leads
// back to selling, so its link there is the solid one.
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../app/blocks/page-header';
import { useDocumentTitle } from '../../../app/use-document-title';
import { useNumberFormat } from '../../../lib/number-format';
import { DeskLink } from '../desk/desk-link';
import { useActivePackagesTotal } from './use-packages';

export function PackagesHeader({ screen }: { screen: 'purchase' | 'active' }) {
  const { t } = useTranslation('packages');
  const total = useActivePackagesTotal();
  const fmt = useNumberFormat();
  const title = screen === 'active' ? t('packages:activeTitle') : t('packages:title');
  useDocumentTitle(title);
  return (
    <PageHeader
      title={title}
      count={
        total === undefined
          ? undefined
          : total === 1
            ? t('packages:totalOne')
            : t('packages:total', { n: fmt.number(total, 0) })
      }
      action={
        <>
          {screen === 'active' ? (
            <DeskLink href="/daycare/packages" colorPalette="brand" variant="solid">
              {t('packages:toPurchase')}
            </DeskLink>
          ) : (
            <DeskLink href="/daycare/packages/active" colorPalette="brand">
              {t('packages:toActive')}
            </DeskLink>
          )}
          <DeskLink href="/daycare/" colorPalette="brand">
            {t('packages:toDaily')}
          </DeskLink>
        </>
      }
    />
  );
}
