// A searchable owner picker (the dog form's primary and secondary owner). With tens of
// thousands of owners nothing is loaded up front: typing asks owners.options on the server
// (debounced), and the list shows at most 20 matches.
import {
  Combobox,
  createListCollection,
  Field,
  HStack,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { TOwnerOption } from '@pawdesk/domain';
import { type Ref, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '../../app/field-label';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useOwnerOptions } from '../owners/use-owners';

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
  const [inputValue, setInputValue] = useState(value?.name ?? '');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const debounced = useDebouncedValue(search.trim());
  // The latest choice, also between a selection and the re-render it causes (the popup closes
  // in the same event).
  const chosen = useRef(value);
  chosen.current = value;
  const options = useOwnerOptions(debounced, open);

  // The chosen owner stays in the collection even when the current search does not find it,
  // so the combobox can always show its name.
  const items = useMemo(() => {
    const found = options.data ?? [];
    if (!value || found.some((o) => o.id === value.id)) return found;
    return debounced ? found : [value, ...found];
  }, [options.data, value, debounced]);

  const collection = useMemo(
    () =>
      createListCollection<TOwnerOption>({
        items,
        itemToValue: (owner) => owner.id,
        itemToString: (owner) => owner.name,
        isItemDisabled: (owner) => owner.id === disabledId,
      }),
    [items, disabledId],
  );

  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Combobox.Root
        collection={collection}
        value={value ? [value.id] : []}
        inputValue={inputValue}
        onInputValueChange={(details) => {
          setInputValue(details.inputValue);
          if (details.reason === 'input-change') setSearch(details.inputValue);
        }}
        onValueChange={(details) => {
          const owner = details.items[0] ?? null;
          chosen.current = owner;
          onChange(owner);
          setInputValue(owner?.name ?? '');
          setSearch('');
        }}
        onOpenChange={(details) => {
          setOpen(details.open);
          // Leaving the picker shows the chosen owner's name again, not the half-typed search.
          if (!details.open) {
            setInputValue(chosen.current?.name ?? '');
            setSearch('');
          }
        }}
        openOnClick
        inputBehavior="autohighlight"
        invalid={Boolean(error)}
        required={required}
        name={name}
        positioning={{ sameWidth: true }}
        translations={{
          clearTriggerLabel: t('dogs:form.clearOwner'),
          triggerLabel: t('dogs:form.showOwners'),
        }}
      >
        {/* Field.Label: the combobox takes the field's ids, so this label names its input. */}
        <FieldLabel required={required}>{label}</FieldLabel>
        <Combobox.Control>
          <Combobox.Input ref={inputRef} placeholder={t('dogs:form.ownerSearchPlaceholder')} bg="white" />
          <Combobox.IndicatorGroup>
            {options.isFetching && open ? <Spinner size="xs" color="fg.muted" /> : null}
            <Combobox.ClearTrigger />
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content>
              <Combobox.Empty>
                {options.isFetching ? t('common:loading') : t('dogs:form.noOwnerMatches')}
              </Combobox.Empty>
              {collection.items.map((owner) => (
                <Combobox.Item key={owner.id} item={owner}>
                  <Stack gap="0" minW="0">
                    <Combobox.ItemText>{owner.name}</Combobox.ItemText>
                    <HStack gap="2" fontSize="xs" color="fg.muted" wrap="wrap">
                      <Text>{owner.phone}</Text>
                      <Text wordBreak="break-all">{owner.email}</Text>
                    </HStack>
                  </Stack>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
