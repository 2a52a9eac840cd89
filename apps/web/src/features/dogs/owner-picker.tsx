// A searchable owner picker (the dog form's primary and secondary owner). With tens of
// thousands of owners nothing is loaded up front: typing asks owners.options on the server
// (debounced), and the list shows at most 20 matches. Built on the SearchPicker block.
import { HStack, Text } from '@chakra-ui/react';
import type { TOwnerOption } from '@pawdesk/domain';
import { type Ref, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchPicker } from '../../app/blocks/search-picker';
import { useOwnerOptions } from '../owners/use-owners';

const ownerName = (owner: TOwnerOption) => owner.name;
const describeOwner = (owner: TOwnerOption) => (
  <HStack as="span" gap="2" wrap="wrap">
    <Text as="span">{owner.phone}</Text>
    <Text as="span" wordBreak="break-all">
      {owner.email}
    </Text>
  </HStack>
);

export function OwnerPicker({
  label,
  value,
  onChange,
  required = false,
  error,
  disabledId,
  helper,
  inputRef,
  name,
}: {
  label: string;
  value: TOwnerOption | null;
  onChange: (owner: TOwnerOption | null) => void;
  required?: boolean;
  error?: string | undefined;
  /** An owner that cannot be chosen here (the other picker's choice). */
  disabledId?: string | undefined;
  helper?: string;
  inputRef?: Ref<HTMLInputElement>;
  name: string;
}) {
  const { t } = useTranslation(['dogs', 'common']);
  const isDisabled = useCallback((owner: TOwnerOption) => owner.id === disabledId, [disabledId]);
  return (
    <SearchPicker<TOwnerOption>
      label={label}
      name={name}
      value={value}
      onChange={onChange}
      useOptions={useOwnerOptions}
      itemToString={ownerName}
      describe={describeOwner}
      isItemDisabled={isDisabled}
      texts={{
        placeholder: t('dogs:form.ownerSearchPlaceholder'),
        noMatches: t('dogs:form.noOwnerMatches'),
        clear: t('dogs:form.clearOwner'),
        show: t('dogs:form.showOwners'),
      }}
      required={required}
      error={error}
      helper={helper}
      inputRef={inputRef}
    />
  );
}
