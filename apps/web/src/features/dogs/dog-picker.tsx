// A searchable dog picker for the service forms (daycare packages, and any form that needs
// "which dog"). Never loads every dog: typing asks dogs.options on the server (debounced) and
// the list shows at most 20 matches, each with its breed and primary owner. Built on the
// SearchPicker block.
import type { TDogOption } from '@pawdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Ref, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_PICKER_LIMIT, SearchPicker, type SearchPickerTexts } from '../../app/blocks/search-picker';
import { useTRPC } from '../../lib/trpc';

export function useDogOptions(search: string, enabled = true) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.dogs.options.queryOptions({ search, limit: SEARCH_PICKER_LIMIT }),
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
const describeDog = (dog: TDogOption) => (dog.ownerName ? `${dog.breed} · ${dog.ownerName}` : dog.breed);

export function DogPicker({
  label,
  name,
  value,
  onChange,
  required = false,
  error,
  helper,
  inputRef,
  disabled = false,
}: {
  label: string;
  name: string;
  value: TDogOption | null;
  onChange: (dog: TDogOption | null) => void;
  required?: boolean;
  error?: string | undefined;
  helper?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}) {
  const texts = useDogPickerTexts();
  return (
    <SearchPicker<TDogOption>
      label={label}
      name={name}
      value={value}
      onChange={onChange}
      useOptions={useDogOptions}
      itemToString={dogName}
      describe={describeDog}
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
