// How a package reads: its type's label in the reader's language (PACKAGE_LABELS), the status
// badge (colour and word: Active, Expiring Soon, Expired) and the days left.
import { Badge } from '@chakra-ui/react';
import { packageLabel, type TPackageStatus, type TPackageType } from '@pawdesk/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Green, orange, red: the colour says it at a glance, the word says it to everyone. */
const STATUS_PALETTE: Record<TPackageStatus, string> = {
  active: 'green',
  'expiring-soon': 'orange',
  expired: 'red',
};

export function PackageStatusBadge({ status }: { status: TPackageStatus }) {
  const { t } = useTranslation('packages');
  return (
    <Badge
      variant="subtle"
      colorPalette={STATUS_PALETTE[status]}
      data-testid="package-status"
      data-status={status}
      flexShrink={0}
    >
      {t(`packages:status.${status}`)}
    </Badge>
  );
}

/** The package type's label in the current language ('15 Days', '15 días'). */
export function usePackageTypeLabel() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return useCallback((type: TPackageType | string) => packageLabel(type, lang), [lang]);
}
