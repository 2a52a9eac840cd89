// One dog in a list (spec section 3's read-list fields): picture, name, dogId, breed, age,
// weight, owners with name and phone; View Details, Edit and Delete.
import { Badge, Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { TDog } from '@pawdesk/domain';
import { useTranslation } from 'react-i18next';
import { DogPicture, useAgeText, useWeightText } from './dog-display';

export interface DogActions {
  onView: (dog: TDog) => void;
  onEdit: (dog: TDog) => void;
  onDelete: (dog: TDog) => void;
}

export function DogCard({ dog, onView, onEdit, onDelete }: { dog: TDog } & DogActions) {
  const { t } = useTranslation(['dogs', 'common']);
  const ageText = useAgeText();
  const weightText = useWeightText();
  return (
    <Card.Root as="li" variant="outline" bg="white" size="sm" data-testid="dog-card">
      <Card.Body>
        <Flex gap="3" align="flex-start">
          <DogPicture dog={dog} size="16" />
          <Stack gap="1" minW="0" flex="1">
            <HStack gap="2" wrap="wrap" align="baseline">
              <Heading as="h3" size="md" wordBreak="break-word">
                {dog.name}
              </Heading>
              <Badge variant="subtle" colorPalette="gray" fontFamily="mono" data-testid="dog-id">
                {dog.dogId}
              </Badge>
            </HStack>
            <Text fontSize="sm" wordBreak="break-word">
              {dog.breed}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {ageText(dog.calculatedAge)} · {weightText(dog.weight)}
            </Text>
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="0" fontSize="sm" color="fg.muted">
              {dog.owners.map((owner, index) => (
                <Text as="li" key={owner.id} wordBreak="break-word">
                  <Text as="span" srOnly>
                    {index === 0 ? t('dogs:owners.primary') : t('dogs:owners.secondary')}:{' '}
                  </Text>
                  {owner.name} ·{' '}
                  <Text as="span" whiteSpace="nowrap">
                    {owner.phone}
                  </Text>
                </Text>
              ))}
            </Stack>
          </Stack>
        </Flex>
      </Card.Body>
      <Card.Footer>
        <HStack gap="2" wrap="wrap">
          <Button
            size="xs"
            colorPalette="teal"
            variant="subtle"
            onClick={() => onView(dog)}
            aria-label={t('dogs:card.viewDetailsOf', { name: dog.name })}
          >
            {t('dogs:card.viewDetails')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            onClick={() => onEdit(dog)}
            aria-label={t('dogs:card.editDog', { name: dog.name })}
          >
            {t('common:edit')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => onDelete(dog)}
            aria-label={t('dogs:card.deleteDog', { name: dog.name })}
          >
            {t('common:delete')}
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}

/** A list of dog cards, two columns from tablet width. */
export function DogCardList({
  dogs,
  label,
  dimmed,
  ...actions
}: { dogs: readonly TDog[]; label: string; dimmed?: boolean } & DogActions) {
  return (
    <Stack
      as="ul"
      listStyleType="none"
      m="0"
      p="0"
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
      gap="3"
      aria-label={label}
      opacity={dimmed ? 0.6 : 1}
    >
      {dogs.map((dog) => (
        <DogCard key={dog.id} dog={dog} {...actions} />
      ))}
    </Stack>
  );
}
