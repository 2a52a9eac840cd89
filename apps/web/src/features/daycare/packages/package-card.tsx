// One package as a card: the dog (its name is the card's heading), the status badge, the
// breed, then the package label, days left and expiry; on the Active Packages page Edit and
// Delete at the bottom. Cards sit one per row on a phone.
import { Box, Button, Card, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { TDaycarePackage } from '@pawdesk/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/dates';
import { useNumberFormat } from '../../../lib/number-format';
import { PackageStatusBadge, usePackageTypeLabel } from './package-display';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" fontVariantNumeric="tabular-nums">
        {children}
      </Text>
    </Box>
  );
}

export function PackageCard({
  pkg,
  onEdit,
  onDelete,
}: {
  pkg: TDaycarePackage;
  /** Given on the Active Packages page: the card shows Edit and Delete. */
  onEdit?: (pkg: TDaycarePackage) => void;
  onDelete?: (pkg: TDaycarePackage) => void;
}) {
  const { t } = useTranslation(['packages', 'common']);
  const label = usePackageTypeLabel();
  const dates = useDateFormat();
  const fmt = useNumberFormat();
  return (
    <Card.Root as="li" variant="outline" bg="bg.panel" size="sm" data-testid="package-card" minW="0">
      <Card.Body gap="3">
        <Flex justify="space-between" align="flex-start" gap="2">
          <Box minW="0">
            <Heading as="h3" size="md" overflowWrap="anywhere">
              {pkg.dog.name}
            </Heading>
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              {pkg.dog.breed}
            </Text>
          </Box>
          <PackageStatusBadge status={pkg.status} />
        </Flex>
        <Box as="dl" display="grid" gridTemplateColumns="repeat(3, minmax(0, 1fr))" gap="2">
          <Fact label={t('packages:fields.package')}>{label(pkg.packageType)}</Fact>
          <Fact label={t('packages:fields.daysLeft')}>
            <span data-testid="package-days">{fmt.number(pkg.daysLeft, 0)}</span>
          </Fact>
          <Fact label={t('packages:fields.expires')}>{dates.date(pkg.expiresAt)}</Fact>
        </Box>
        {onEdit || onDelete ? (
          <HStack gap="2" justify="flex-end" wrap="wrap">
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
          </HStack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
