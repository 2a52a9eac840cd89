// A searchable dog picker for the service forms (daycare packages, vet and hotel bookings, and
// any form that needs "which dog"). Never loads every dog: typing asks the server (debounced;
// dogs.options by default, or the service's own procedure, which ranks the dogs expected now
// first: vet.dogOptions, hotel.dogOptions) and the list shows at most 20 matches, each with its
// thumbnail, breed and primary owner, and 'Expected today' for a dog the server ranked first; given
// the service (`shields`), the vaccination shield of a dog not covered for it. Built on the
// SearchPicker block.
import { Box, Center, Image, Text } from '@chakra-ui/react';
import type { TDogOption } from '@pawdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Ref, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SEARCH_PICKER_LIMIT,
  SearchPicker,
  type SearchPickerOptions,
  type SearchPickerTexts,
} from '../../app/blocks/search-picker';
import { SectionIcon } from '../../app/section-icons';
import { useTRPC } from '../../lib/trpc';
import {
  optionShield,
  type PickerShields,
  type Shielded,
  useShieldedOptions,
} from '../vaccinations/picker-shields';

export function useDogOptions(search: string, enabled = true) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.dogs.options.queryOptions({ search, limit: SEARCH_PICKER_LIMIT }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The vet booking form's options: the dogs with an appointment today first. */
export function useVetDogOptions(search: string, enabled = true) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.vet.dogOptions.queryOptions({ search, limit: SEARCH_PICKER_LIMIT }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The hotel booking form's options: the dogs with a stay to check in today first. */
export function useHotelDogOptions(search: string, enabled = true) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.hotel.dogOptions.queryOptions({ search, limit: SEARCH_PICKER_LIMIT }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

const dogName = (dog: TDogOption) => dog.name;

/** What a picker of any dog says (placeholder, no matches, clear, show, 'N dogs found'), in the reader's language. */
export function useDogPickerTexts(): SearchPickerTexts {
  const { t } = useTranslation('dogs');
  return useMemo(
    () => ({
      placeholder: t('dogs:picker.placeholder'),
      noMatches: t('dogs:picker.noMatches'),
      clear: t('dogs:picker.clear'),
      show: t('dogs:picker.show'),
      loadFailed: t('dogs:picker.loadFailed'),
      found: (count: number) =>
        count === 1 ? t('dogs:picker.foundOne') : t('dogs:picker.found', { n: count }),
    }),
    [t],
  );
}

/**
 * A dog option's small picture (its thumbnail, or a paw mark), for a SearchPicker's `leading`.
 * Decorative (empty alt): the option is named by the dog's name beside it.
 */
export function DogOptionThumb({ url }: { url: string | null | undefined }) {
  if (!url) {
    return (
      <Center
        boxSize="8"
        flexShrink={0}
        borderRadius="md"
        bg="brand.subtle"
        color="brand.fg"
        data-testid="dog-option-thumb"
      >
        <SectionIcon section="dogs" size={16} />
      </Center>
    );
  }
  return (
    <Box boxSize="8" flexShrink={0} borderRadius="md" overflow="hidden" bg="gray.100">
      <Image
        src={url}
        alt=""
        boxSize="full"
        objectFit="cover"
        loading="lazy"
        data-testid="dog-option-thumb"
      />
    </Box>
  );
}

/** `leading` for any dog picker. */
export const dogOptionLeading = (dog: { thumbnailUrl?: string | null | undefined }) => (
  <DogOptionThumb url={dog.thumbnailUrl} />
);

/** 'Breed · Owner', the line every dog option carries under its name. */
export const breedAndOwner = (dog: { breed: string; ownerName?: string | null | undefined }) =>
  [dog.breed, dog.ownerName].filter(Boolean).join(' · ');

/** 'Expected today' under a dog the server ranked first (its appointment or booking is today). */
export function useExpectedText() {
  const { t } = useTranslation('dogs');
  return useCallback(
    (expected: boolean | undefined) =>
      expected ? (
        <Text as="span" color="brand.fg" fontWeight="medium" data-testid="dog-option-expected">
          {t('dogs:picker.expectedToday')}
        </Text>
      ) : null,
    [t],
  );
}

export function DogPicker({
  label,
  name,
  value,
  onChange,
  useOptions = useDogOptions,
  required = false,
  error,
  helper,
  inputRef,
  disabled = false,
  shields,
}: {
  label: string;
  name: string;
  value: TDogOption | null;
  onChange: (dog: TDogOption | null) => void;
  /** The server query (default dogs.options, by name); a module's own ranks its expected dogs first. */
  useOptions?: (search: string, enabled: boolean) => SearchPickerOptions<TDogOption>;
  required?: boolean;
  error?: string | undefined;
  helper?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  /** The service the dog is chosen for: its options carry the vaccination shield. */
  shields?: PickerShields;
}) {
  const texts = useDogPickerTexts();
  const expectedText = useExpectedText();
  const shieldedOptions = useShieldedOptions(useOptions, shields);
  const describe = useCallback(
    (dog: Shielded<TDogOption>) => (
      <>
        {optionShield(dog)}
        <Text as="span">{breedAndOwner(dog)}</Text>
        {expectedText(dog.expected)}
      </>
    ),
    [expectedText],
  );
  return (
    <SearchPicker<Shielded<TDogOption>>
      label={label}
      name={name}
      value={value}
      onChange={onChange}
      useOptions={shieldedOptions}
      itemToString={dogName}
      describe={describe}
      leading={dogOptionLeading}
      texts={texts}
      required={required}
      disabled={disabled}
      error={error}
      helper={helper}
      inputRef={inputRef}
      testId="dog-picker"
    />
  );
}
