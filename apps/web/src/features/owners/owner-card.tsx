import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { TOwner } from '@pawdesk/domain';
import { useTranslation } from 'react-i18next';

/** One owner in a list: contact details, Edit and Delete. */
export function OwnerCard({
  owner,
  editing,
  onEdit,
  onDelete,
}: {
  owner: TOwner;
  editing: boolean;
  onEdit: (owner: TOwner) => void;
  onDelete: (owner: TOwner) => void;
}) {
  const { t } = useTranslation(['owners', 'common']);
  return (
    <Card.Root
      as="li"
      variant="outline"
      bg={editing ? 'teal.50' : 'white'}
      borderColor={editing ? 'teal.300' : undefined}
      data-testid="owner-card"
      size="sm"
    >
      <Card.Body gap="2">
        <Heading as="h3" size="md" wordBreak="break-word">
          {owner.name}
        </Heading>
        <Stack gap="0.5" fontSize="sm" color="fg.muted">
          <Text wordBreak="break-all">
            <Text as="span" srOnly>
              {t('owners:fields.email')}:{' '}
            </Text>
            {owner.email}
          </Text>
          <Text>
            <Text as="span" srOnly>
              {t('owners:fields.phone')}:{' '}
            </Text>
            {owner.phone}
          </Text>
          <Text wordBreak="break-word">
            <Text as="span" srOnly>
              {t('owners:fields.address')}:{' '}
            </Text>
            {owner.address}
          </Text>
        </Stack>
      </Card.Body>
      <Card.Footer>
        <HStack gap="2">
          <Button
            size="xs"
            variant="outline"
            onClick={() => onEdit(owner)}
            aria-label={t('owners:list.editOwner', { name: owner.name })}
          >
            {t('common:edit')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => onDelete(owner)}
            aria-label={t('owners:list.deleteOwner', { name: owner.name })}
          >
            {t('common:delete')}
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
