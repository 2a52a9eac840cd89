// One package as a card: the dog (its name is the card's heading), the status badge, the
// breed, then the package label, days left and expiry; on the Active Packages page Edit, History
// (the package's audit events, docs/domains/audit.md) and Delete at the bottom. Cards sit one per row on a
// phone.
import { Button } from '@chakra-ui/react';
import type { TDaycarePackage } from '@pawdesk/domain';
import { useTranslation } from 'react-i18next';
import { Fact, RecordCard } from '../../../app/blocks/record-card';
import { useDateFormat } from '../../../lib/dates';
import { useNumberFormat } from '../../../lib/number-format';
import { PackageStatusBadge, usePackageTypeLabel } from './package-display';

export function PackageCard({
  pkg,
  onEdit,
  onDelete,
  onHistory,
}: {
  pkg: TDaycarePackage;
  /** Given on the Active Packages page: the card shows Edit and Delete. */
  onEdit?: (pkg: TDaycarePackage) => void;
  onDelete?: (pkg: TDaycarePackage) => void;
  onHistory?: (pkg: TDaycarePackage) => void;
}) {
  const { t } = useTranslation(['packages', 'common', 'blocks']);
  const label = usePackageTypeLabel();
  const dates = useDateFormat();
  const fmt = useNumberFormat();
  return (
    <RecordCard
      data-testid="package-card"
      title={pkg.dog.name}
      subtitle={pkg.dog.breed}
      badge={<PackageStatusBadge status={pkg.status} />}
      factColumns={3}
      actions={
        onEdit || onDelete || onHistory ? (
          <>
            {onEdit ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => onEdit(pkg)}
                aria-label={t('packages:card.editFor', { name: pkg.dog.name })}
              >
                {t('common:edit')}
              </Button>
            ) : null}
            {onHistory ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => onHistory(pkg)}
                aria-label={t('packages:card.historyFor', { name: pkg.dog.name })}
              >
                {t('blocks:history.menuItem')}
              </Button>
            ) : null}
            {onDelete ? (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                onClick={() => onDelete(pkg)}
                aria-label={t('packages:card.deleteFor', { name: pkg.dog.name })}
              >
                {t('common:delete')}
              </Button>
            ) : null}
          </>
        ) : null
      }
    >
      <Fact label={t('packages:fields.package')} figure>
        {label(pkg.packageType)}
      </Fact>
      <Fact label={t('packages:fields.daysLeft')} figure>
        <span data-testid="package-days">{fmt.number(pkg.daysLeft, 0)}</span>
      </Fact>
      <Fact label={t('packages:fields.expires')} figure>
        {dates.date(pkg.expiresAt)}
      </Fact>
    </RecordCard>
  );
}
