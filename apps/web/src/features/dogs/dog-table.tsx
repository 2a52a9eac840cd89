// Dogs in the dense list (docs/spec/product-spec.md §3's read-list fields): picture, name, dog ID, breed, age,
// weight ('10,2 kg'), owners with their phones; the row opens the details, the '⋯' menu holds
// View Details, Edit and Delete (confirmed by the page).
import { Stack, Text } from '@chakra-ui/react';
import type { TDog } from '@pawdesk/domain';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../app/blocks/data-table';
import { RowMenu } from '../../app/blocks/row-menu';
import { DogPicture, useAgeText, useWeightText } from './dog-display';

export interface DogActions {
  onView: (dog: TDog) => void;
  onEdit: (dog: TDog) => void;
  onDelete: (dog: TDog) => void;
}

function OwnersCell({ dog }: { dog: TDog }) {
  const { t } = useTranslation('dogs');
  return (
    <Stack
      as="ul"
      listStyleType="none"
      m="0"
      p="0"
      gap="0"
      display="inline-flex"
      fontSize="xs"
      lineHeight="1.35"
    >
      {dog.owners.map((owner, index) => (
        <Text as="li" key={owner.id} wordBreak="break-word">
          <Text as="span" srOnly>
            {index === 0 ? t('dogs:owners.primary') : t('dogs:owners.secondary')}:{' '}
          </Text>
          {owner.name} ·{' '}
          <Text as="span" whiteSpace="nowrap" color="fg.muted">
            {owner.phone}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}

export function DogTable({
  dogs,
  caption,
  busy,
  onView,
  onEdit,
  onDelete,
}: { dogs: readonly TDog[]; caption: string; busy?: boolean } & DogActions) {
  const { t } = useTranslation(['dogs', 'common']);
  const ageText = useAgeText();
  const weightText = useWeightText();
  const columns: Column<TDog>[] = [
    { key: 'name', header: t('dogs:fields.name'), cell: (dog) => dog.name, width: '20%' },
    {
      key: 'dogId',
      header: t('dogs:fields.dogId'),
      cell: (dog) => (
        <Text as="span" fontFamily="mono" fontSize="xs" whiteSpace="nowrap" data-testid="dog-id">
          {dog.dogId}
        </Text>
      ),
    },
    { key: 'breed', header: t('dogs:fields.breed'), cell: (dog) => dog.breed },
    {
      key: 'age',
      header: t('dogs:fields.age'),
      cell: (dog) => ageText(dog.calculatedAge),
      numeric: true,
    },
    {
      key: 'weight',
      header: t('dogs:fields.weightShort'),
      cell: (dog) => weightText(dog.weight),
      numeric: true,
    },
    { key: 'owners', header: t('dogs:fields.owners'), cell: (dog) => <OwnersCell dog={dog} />, width: '30%' },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={dogs}
      rowKey={(dog) => dog.id}
      rowTestId="dog-row"
      onOpen={onView}
      busy={busy}
      leading={(dog) => <DogPicture dog={dog} size="7" />}
      actions={(dog) => (
        <RowMenu
          name={dog.name}
          actions={[
            { value: 'view', label: t('dogs:card.viewDetails'), onSelect: () => onView(dog) },
            { value: 'edit', label: t('common:edit'), onSelect: () => onEdit(dog) },
            { value: 'delete', label: t('common:delete'), danger: true, onSelect: () => onDelete(dog) },
          ]}
        />
      )}
    />
  );
}
