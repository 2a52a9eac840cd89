// The frame of every paged list (Owners, All Dogs, All Visits, the package cards), in order: a
// toolbar (usually SearchToolbar), a live line saying how many there are, then one of the
// placeholder shaped like the rows while the first page loads, the error with Try again, the
// empty state, or the rows with the pager under them. Lists keep their previous page while the
// next one loads (keepPreviousData), so the error and the empty state show only when there is
// nothing older to show.
import { CloseButton, Field, Flex, Input, InputGroup, NativeSelect, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorState } from './error-state';
import { Pager } from './pager';

/** What the frame reads from the list's query (a React Query result fits). */
export interface ListQuery<P> {
  data: P | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A page of a paged list, as every list procedure answers it. */
export interface ListPage {
  items: readonly unknown[];
  page: number;
  pageCount: number;
}

export function ListFrame<P extends ListPage>({
  toolbar,
  summary,
  summaryTestId,
  query,
  loading,
  errorTitle,
  empty,
  pagerLabel,
  onPage,
  children,
}: {
  toolbar: ReactNode;
  /** 'Showing 12 of 40 packages' (null until known): read out when it changes; its line keeps its height. */
  summary: ReactNode;
  summaryTestId: string;
  query: ListQuery<P>;
  /** The placeholder shaped like the rows (a ListSkeleton, or cards). */
  loading: ReactNode;
  /** 'Could not load the owners' over the translated reason and Try again. */
  errorTitle: string;
  /** What a page without items shows: an EmptyState ('No owners match'). */
  empty: ReactNode;
  /** Names the pager for screen readers. */
  pagerLabel: string;
  onPage: (page: number) => void;
  /** The rows of a page with items (a DataTable, a grid of cards). */
  children: (page: P) => ReactNode;
}) {
  const data = query.data;
  return (
    <>
      {toolbar}

      <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid={summaryTestId} minH="5">
        {summary}
      </Text>

      {query.isPending ? (
        loading
      ) : query.isError && !data ? (
        <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
      ) : data && data.items.length === 0 ? (
        empty
      ) : data ? (
        <>
          {children(data)}
          <Pager page={data.page} pageCount={data.pageCount} onPage={onPage} label={pagerLabel} />
        </>
      ) : null}
    </>
  );
}

export interface ToolbarSearch {
  label: string;
  placeholder: string;
  /** The ✕ button's name ('Clear search'); the button shows while there is text. */
  clearLabel: string;
  value: string;
  onChange: (value: string) => void;
}

export interface ToolbarSelect<V extends string> {
  label: string;
  value: V;
  options: readonly V[];
  optionLabel: (value: V) => string;
  onChange: (value: V) => void;
  /** Its width from 768 px (a size token: '48', '56', '64'); the full width on a phone. */
  width: string;
}

/** A list's search box (with its ✕) and an optional select (sort, status), side by side from 768 px. */
export function SearchToolbar<V extends string>({
  search,
  select,
}: {
  search: ToolbarSearch;
  select?: ToolbarSelect<V> | undefined;
}) {
  return (
    <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
      <Field.Root flex="1">
        <Field.Label fontSize="sm">{search.label}</Field.Label>
        <InputGroup
          endElement={
            search.value ? (
              <CloseButton
                size="xs"
                me="-2"
                aria-label={search.clearLabel}
                onClick={() => search.onChange('')}
              />
            ) : undefined
          }
        >
          <Input
            type="search"
            size="sm"
            value={search.value}
            onChange={(event) => search.onChange(event.target.value)}
            placeholder={search.placeholder}
            bg="bg.panel"
          />
        </InputGroup>
      </Field.Root>
      {select ? (
        <Field.Root width={{ base: 'full', md: select.width }}>
          <Field.Label fontSize="sm">{select.label}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={select.value}
              onChange={(event) => select.onChange(event.target.value as V)}
              bg="bg.panel"
            >
              {select.options.map((value) => (
                <option key={value} value={value}>
                  {select.optionLabel(value)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : null}
    </Flex>
  );
}
