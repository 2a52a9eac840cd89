// A searchable dog picker for the service forms (daycare packages, and any form that needs
// "which dog"). Never loads every dog: typing asks dogs.options on the server (debounced) and
// the list shows at most 20 matches, each with its breed and primary owner. Built on the
// SearchPicker block.
import type { TDogOption } from '@pawdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_PICKER_LIMIT, SearchPicker } from '../../app/blocks/search-picker';
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
  const { t } = useTranslation('dogs');
  return (
    <SearchPicker<TDogOption>
      label={label}
      name={name}
      value={value}
      onChange={onChange}
      useOptions={useDogOptions}
      itemToString={dogName}
      describe={describeDog}
      texts={{
        placeholder: t('dogs:picker.placeholder'),
        noMatches: t('dogs:picker.noMatches'),
        clear: t('dogs:picker.clear'),
        show: t('dogs:picker.show'),
        found: (count) => (count === 1 ? t('dogs:picker.foundOne') : t('dogs:picker.found', { n: count })),
      }}
      required={required}
      disabled={disabled}
      error={error}
      helper={helper}
      inputRef={inputRef}
      testId="dog-picker"
    />
  );
}
