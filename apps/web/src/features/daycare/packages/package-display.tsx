// How a package reads: its type's label in the reader's language (PACKAGE_LABELS), the status
// badge (colour and word: Active, Expiring Soon, Expired), and the type select of the forms.
import { NativeSelect } from '@chakra-ui/react';
import { PACKAGE_TYPES, packageLabel, type TPackageStatus, type TPackageType } from '@pawdesk/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../app/blocks/status-badge';

/** Green, orange, red: the colour says it at a glance, the word says it to everyone. */
const STATUS_PALETTE: Record<TPackageStatus, string> = {
  active: 'green',
  'expiring-soon': 'orange',
  expired: 'red',
};

export function PackageStatusBadge({ status }: { status: TPackageStatus }) {
  const { t } = useTranslation('packages');
  return (
    <StatusBadge
      status={status}
      palette={STATUS_PALETTE}
      data-testid="package-status"
      data-status={status}
      flexShrink={0}
    >
      {t(`packages:status.${status}`)}
    </StatusBadge>
  );
}

/** The package type's label in the current language ('15 Days', '15 días'). */
export function usePackageTypeLabel() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return useCallback((type: TPackageType | string) => packageLabel(type, lang), [lang]);
}

/**
 * The package type select of the purchase and edit forms, every type in PACKAGE_TYPES order:
 * `<PackageTypeSelect {...form.register('packageType')} />` inside its FormField.
 */
export function PackageTypeSelect(props: NativeSelect.FieldProps) {
  const label = usePackageTypeLabel();
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...props} bg="white">
        {PACKAGE_TYPES.map((type) => (
          <option key={type} value={type}>
            {label(type)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
