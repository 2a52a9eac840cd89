// A server-searching picker (owners, dogs, check-in dogs): with tens of thousands of records
// nothing is loaded up front. Typing asks the server (debounced, SEARCH_DEBOUNCE_MS) through the
// caller's `useOptions` hook, the list shows at most `limit` matches, and the chosen item stays
// in the list (and its name in the input) even when the current search does not find it.
// Chakra's Combobox gives the ARIA combobox pattern: arrows move, Enter chooses, Escape closes,
// the input is named by the field's label, and a live line says how many matches there are.
// Typing highlights the first match of what was typed (never of an earlier search), so typing a
// name and pressing Enter chooses it: the server ranks the record expected now first (the dog
// with today's appointment among 11 called Max), and Enter picks it only once the server has
// answered the text typed. `leading` draws a small picture before each option.
import {
  Combobox,
  createListCollection,
  Field,
  Portal,
  Spinner,
  Stack,
  VisuallyHidden,
} from '@chakra-ui/react';
import { type ReactNode, type Ref, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { FieldLabel } from '../field-label';

/** What the picker needs from a server query (a React Query result fits). */
export interface SearchPickerOptions<T> {
  data: readonly T[] | undefined;
  isFetching: boolean;
  /** True while the shown data answers an earlier search (React Query's keepPreviousData). */
  isPlaceholderData?: boolean;
  /** The last search failed (the server or the network): said, never shown as "no matches". */
  isError?: boolean;
  /** Asks again: called when the reader types or opens the list after a failure. */
  refetch?: () => unknown;
}

export interface SearchPickerTexts {
  /** The input's placeholder ("Type a name"). */
  placeholder: string;
  /** Shown when the search finds nothing ("No dogs found"). */
  noMatches: string;
  /** The ✕ button's name ("Clear dog"). */
  clear: string;
  /** The ▾ button's name ("Show dogs"). */
  show: string;
  /** Read by screen readers when the matches change ("3 dogs found"); optional. */
  found?: (count: number) => string;
  /** Shown when the search could not be made ("Failed to load dogs. Please try again."). */
  loadFailed?: string;
}

export interface SearchPickerProps<T extends { id: string }> {
  /** The field's name, exactly the text of its <label>. */
  label: string;
  /** The form field's name (the hidden input's name). */
  name: string;
  value: T | null;
  onChange: (item: T | null) => void;
  /**
   * The server query for a search: called on every render with the debounced search and whether
   * the list is open (ask only when open). Pass a hook, e.g.
   * `(search, enabled) => useQuery({ ...trpc.dogs.options.queryOptions({ search, limit: 20 }), enabled, placeholderData: keepPreviousData })`.
   */
  useOptions: (search: string, enabled: boolean) => SearchPickerOptions<T>;
  /** The item's name, shown in the input once chosen. */
  itemToString: (item: T) => string;
  /** The option's second line (breed, owner, phone ...), muted. */
  describe?: (item: T) => ReactNode;
  /**
   * Drawn before the option's text: a small picture (a dog's thumbnail). Decorative: give it
   * an empty alt, the option is named by its text.
   */
  leading?: (item: T) => ReactNode;
  isItemDisabled?: (item: T) => boolean;
  texts: SearchPickerTexts;
  /** At most this many options are drawn (the server is asked for as many). */
  limit?: number;
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  helper?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  testId?: string;
}

export const SEARCH_PICKER_LIMIT = 20;

export function SearchPicker<T extends { id: string }>({
  label,
  name,
  value,
  onChange,
  useOptions,
  itemToString,
  describe,
  leading,
  isItemDisabled,
  texts,
  limit = SEARCH_PICKER_LIMIT,
  required = false,
  disabled = false,
  error,
  helper,
  inputRef,
  testId,
}: SearchPickerProps<T>) {
  const { t } = useTranslation('common');
  const [inputValue, setInputValue] = useState(value ? itemToString(value) : '');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const debounced = useDebouncedValue(search.trim());
  // The latest choice, also between a selection and the re-render it causes (the popup closes
  // in the same event).
  const chosen = useRef(value);
  chosen.current = value;
  // A value set from outside (a form reset after a purchase, an edit) shows its name while the
  // list is closed.
  const [shownId, setShownId] = useState(value?.id ?? null);
  if (!open && (value?.id ?? null) !== shownId) {
    setShownId(value?.id ?? null);
    setInputValue(value ? itemToString(value) : '');
  }
  const options = useOptions(debounced, open);
  // Between a keystroke and its answer the list still shows the previous search's matches. Then
  // nothing is highlighted, so Enter cannot pick an item of the old list ('kiwi' + Enter typed
  // fast must never choose 'Biscuit'): an Enter pressed meanwhile waits, and chooses the
  // answer's first match when it arrives.
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [enterPending, setEnterPending] = useState(false);
  // Stale: the text typed is not yet the one asked for, or its answer is not in (the previous
  // answer shows meanwhile, or none at all on a first search).
  const stale =
    search.trim() !== debounced ||
    Boolean(options.isPlaceholderData) ||
    (options.isFetching && options.data === undefined);
  // The highlight the combobox made while the list was stale points into the old answer (typing
  // 'Max' highlights the first Max of the 'Ma' answer): once the answer to the text typed is in,
  // its first option is highlighted instead, so Enter picks what the server ranked first.
  const answeredFor = useRef<string | null>(null);

  // The chosen item stays in the collection even when the current search does not find it,
  // so the combobox can always show its name.
  const items = useMemo(() => {
    const found = (options.data ?? []).slice(0, limit);
    if (!value || found.some((o) => o.id === value.id)) return found;
    return debounced ? found : [value, ...found];
  }, [options.data, value, debounced, limit]);

  const collection = useMemo(
    () =>
      createListCollection<T>({
        items,
        itemToValue: (item) => item.id,
        itemToString,
        ...(isItemDisabled ? { isItemDisabled } : {}),
      }),
    [items, itemToString, isItemDisabled],
  );

  const fetching = options.isFetching && open;
  const failed = Boolean(options.isError) && !options.isFetching;
  const failedText = texts.loadFailed ?? t('common:loadFailedRetry');

  const choose = (item: T | null) => {
    chosen.current = item;
    setShownId(item?.id ?? null);
    onChange(item);
    setInputValue(item ? itemToString(item) : '');
    setSearch('');
    setEnterPending(false);
  };

  const firstChoosable = collection.items.find((item) => !isItemDisabled?.(item));
  // The input names its highlighted option (aria-activedescendant) only while that option is on
  // screen: a closed list, or one that no longer holds it (the form was reset, the search
  // changed), would point at an element that does not exist.
  const highlightShown =
    !stale && open && highlighted !== null && collection.items.some((item) => item.id === highlighted)
      ? highlighted
      : null;
  useEffect(() => {
    if (stale || !open || !search.trim() || answeredFor.current === debounced) return;
    answeredFor.current = debounced;
    setHighlighted(firstChoosable?.id ?? null);
  });
  useEffect(() => {
    if (!open) answeredFor.current = null;
  }, [open]);
  useEffect(() => {
    if (!enterPending || stale) return;
    setEnterPending(false);
    if (open && firstChoosable) {
      choose(firstChoosable);
      setOpen(false);
    }
  });

  return (
    <Field.Root required={required} invalid={Boolean(error)} disabled={disabled} data-testid={testId}>
      <Combobox.Root
        collection={collection}
        value={value ? [value.id] : []}
        inputValue={inputValue}
        highlightedValue={highlightShown}
        onHighlightChange={(details) => setHighlighted(details.highlightedValue)}
        onInputValueChange={(details) => {
          setInputValue(details.inputValue);
          if (details.reason === 'input-change') {
            setSearch(details.inputValue);
            setEnterPending(false);
            // The same words typed again after a failure never change the query: ask again.
            if (options.isError) options.refetch?.();
          }
        }}
        onValueChange={(details) => choose((details.items[0] as T | undefined) ?? null)}
        open={open}
        onOpenChange={(details) => {
          setOpen(details.open);
          if (details.open && options.isError) options.refetch?.();
          // Leaving the picker shows the chosen item's name again, not the half-typed search.
          if (!details.open) {
            setInputValue(chosen.current ? itemToString(chosen.current) : '');
            setSearch('');
            setEnterPending(false);
          }
        }}
        openOnClick
        inputBehavior="autohighlight"
        invalid={Boolean(error)}
        required={required}
        disabled={disabled}
        name={name}
        positioning={{ sameWidth: true }}
        translations={{ clearTriggerLabel: texts.clear, triggerLabel: texts.show }}
      >
        {/* Field.Label: the combobox takes the field's ids, so this label names its input. */}
        <FieldLabel required={required}>{label}</FieldLabel>
        <Combobox.Control
          onKeyDownCapture={(event) => {
            // Enter on an old list: hold it (the combobox never sees it) until the answer is in.
            if (event.key === 'Enter' && open && stale && search.trim()) {
              event.preventDefault();
              setEnterPending(true);
            }
          }}
        >
          <Combobox.Input ref={inputRef} placeholder={texts.placeholder} bg="white" />
          <Combobox.IndicatorGroup>
            {fetching ? <Spinner size="xs" color="fg.muted" /> : null}
            <Combobox.ClearTrigger />
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content maxH="min(20rem, 50dvh)" overflowY="auto">
              <Combobox.Empty>
                {options.isFetching ? t('common:loading') : failed ? failedText : texts.noMatches}
              </Combobox.Empty>
              {collection.items.map((item) => (
                <Combobox.Item key={item.id} item={item} justifyContent="flex-start" gap="2">
                  {leading ? leading(item) : null}
                  <Stack gap="0" minW="0" flex="1">
                    <Combobox.ItemText>{itemToString(item)}</Combobox.ItemText>
                    {describe ? (
                      <Stack as="span" fontSize="xs" color="fg.muted" gap="0" overflowWrap="anywhere">
                        {describe(item)}
                      </Stack>
                    ) : null}
                  </Stack>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {texts.found ? (
        <VisuallyHidden aria-live="polite">
          {!open || options.isFetching
            ? ''
            : failed
              ? failedText
              : debounced
                ? texts.found(collection.items.length)
                : ''}
        </VisuallyHidden>
      ) : null}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
