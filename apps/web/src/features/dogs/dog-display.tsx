// Small pieces every dog screen shows the same way: the age text, the weight, the picture.
import { Box, Center, Image } from '@chakra-ui/react';
import { calculatedAge, type TDog } from '@pawdesk/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionIcon } from '../../app/section-icons';
import { useNumberFormat } from '../../lib/number-format';

type CalculatedAge = TDog['calculatedAge'];

/** '8 months', '3 years' in the current language (the server's displayText is English). */
export function useAgeText() {
  const { t } = useTranslation('dogs');
  return useCallback(
    (age: CalculatedAge | null | undefined): string => {
      if (!age) return t('dogs:age.unknown');
      if (age.unit === 'months') {
        return age.value === 1 ? t('dogs:age.oneMonth') : t('dogs:age.months', { count: age.value });
      }
      return age.value === 1 ? t('dogs:age.oneYear') : t('dogs:age.years', { count: age.value });
    },
    [t],
  );
}

/**
 * An age given in fractional years (a dog option's `age`, an age change in the history) in the
 * same words as useAgeText: whole months under 2 years ('8 months'), whole years from then on.
 * One age format everywhere, never '0.7 years'.
 */
export function useYearsText() {
  const ageText = useAgeText();
  return useCallback(
    (years: number | null | undefined): string =>
      ageText(
        typeof years === 'number' && Number.isFinite(years)
          ? calculatedAge({ age: years, dateOfBirth: null }, '')
          : null,
      ),
    [ageText],
  );
}

/** '10,2 kg' in Spanish, '10.2 kg' in English (lib/number-format), or 'Weight unknown'. */
export function useWeightText() {
  const { t } = useTranslation('dogs');
  const fmt = useNumberFormat();
  return useCallback(
    (weight: number | null | undefined): string =>
      weight === null || weight === undefined ? t('dogs:weight.unknown') : fmt.weight(weight),
    [t, fmt],
  );
}

/** The dog's picture (the small version in lists), or a paw mark when it has none. */
export function DogPicture({
  dog,
  size,
  full = false,
}: {
  dog: Pick<TDog, 'name' | 'pictureUrl' | 'thumbnailUrl'>;
  size: string;
  full?: boolean;
}) {
  const { t } = useTranslation('dogs');
  const src = full ? (dog.pictureUrl ?? dog.thumbnailUrl) : (dog.thumbnailUrl ?? dog.pictureUrl);
  if (!src) {
    return (
      <Center
        boxSize={size}
        flexShrink={0}
        borderRadius="md"
        bg="brand.subtle"
        color="brand.fg"
        data-testid="dog-picture-none"
      >
        <SectionIcon section="dogs" size={size === '7' || size === '10' ? 16 : 28} />
      </Center>
    );
  }
  return (
    <Box boxSize={size} flexShrink={0} borderRadius="md" overflow="hidden" bg="gray.100">
      <Image
        src={src}
        alt={t('dogs:pictureAlt', { name: dog.name })}
        boxSize="full"
        objectFit="cover"
        loading="lazy"
      />
    </Box>
  );
}
