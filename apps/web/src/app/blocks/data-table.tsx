// The dense list every domain screen uses. On wide screens a table: sortable column headers
// (a button inside each, `aria-sort` on the header), numbers right-aligned with tabular
// figures, a '⋯' row menu at the end. On a phone the same rows as a compact list (the first
// column as the title, the others as one muted line). While a new search or page loads the
// previous rows stay, slightly dimmed (React Query's keepPreviousData → `busy`).
import { Box, chakra, Flex, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: string;
  direction: SortDirection;
}

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  /** Sortable by this key when the table has `onSort`. */
  sortKey?: string;
  /** CSS width of the column (e.g. '40%', '8rem'). */
  width?: string;
  /** Left out of the phone layout's muted line (e.g. a picture shown separately). */
  hideOnPhone?: boolean;
  /** On the phone layout's muted line, the value follows its header ('Due 28,40 €'): figures side by side. */
  labelOnPhone?: boolean;
}

export interface DataTableProps<T> {
  /** Names the table (caption) or the phone list (aria-label). */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowTestId?: string | ((row: T) => string);
  sort?: SortState;
  onSort?: (next: SortState) => void;
  /** Opening a row (its first cell is a button; a click anywhere on the row does the same). */
  onOpen?: (row: T) => void;
  /** The row menu (RowMenu), last cell. */
  actions?: (row: T) => ReactNode;
  /** A small visual before the first cell's text (a thumbnail), outside its button. */
  leading?: (row: T) => ReactNode;
  busy?: boolean;
  highlightKey?: string | null;
  testId?: string;
}

/** Clicks on buttons, links and menus inside a row are theirs, not the row's. */
function fromControl(event: MouseEvent | KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  return Boolean(target?.closest('button, a, input, select, [role="menu"], [role="menuitem"]'));
}

function SortHeader({
  label,
  active,
  direction,
  onClick,
}: {
  label: string;
  active: boolean;
  direction: SortDirection;
  onClick: () => void;
}) {
  const arrow = active ? (direction === 'asc' ? '▲' : '▼') : '↕';
  return (
    <chakra.button
      type="button"
      onClick={onClick}
      display="inline-flex"
      alignItems="center"
      gap="1"
      fontWeight="inherit"
      color="inherit"
      borderRadius="l1"
      _hover={{ color: 'fg' }}
    >
      {label}
      <Box as="span" aria-hidden="true" fontSize="2xs" color={active ? 'fg' : 'fg.subtle'}>
        {arrow}
      </Box>
    </chakra.button>
  );
}

/**
 * The previous rows stay readable (no dimming: their contrast stays AA) while a thin bar at the
 * top says newer ones are on their way.
 */
function BusyBar({ busy }: { busy?: boolean }) {
  if (!busy) return null;
  return (
    <Box
      aria-hidden="true"
      position="absolute"
      insetX="0"
      top="0"
      h="0.5"
      bg="brand.solid"
      animation="pulse"
      zIndex="1"
      borderTopRadius="l3"
    />
  );
}

export function DataTable<T>(props: DataTableProps<T>) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  return isPhone ? <CompactList {...props} /> : <WideTable {...props} />;
}

function testIdOf<T>(rowTestId: DataTableProps<T>['rowTestId'], row: T): string | undefined {
  return typeof rowTestId === 'function' ? rowTestId(row) : rowTestId;
}

function WideTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowTestId,
  sort,
  onSort,
  onOpen,
  actions,
  leading,
  busy,
  highlightKey,
  testId,
}: DataTableProps<T>) {
  const { t } = useTranslation('blocks');
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      aria-busy={busy || undefined}
      position="relative"
    >
      <BusyBar busy={busy} />
      <Table.Root size="sm" variant="line" interactive={Boolean(onOpen)} data-testid={testId}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {columns.map((column) => {
              const sortable = Boolean(onSort && column.sortKey);
              const active = sortable && sort?.key === column.sortKey;
              return (
                <Table.ColumnHeader
                  key={column.key}
                  scope="col"
                  width={column.width}
                  textAlign={column.numeric ? 'end' : 'start'}
                  color="fg.muted"
                  fontSize="xs"
                  fontWeight="semibold"
                  aria-sort={
                    sortable
                      ? active
                        ? sort?.direction === 'asc'
                          ? 'ascending'
                          : 'descending'
                        : 'none'
                      : undefined
                  }
                >
                  {sortable && column.sortKey && onSort ? (
                    <SortHeader
                      label={column.header}
                      active={active}
                      direction={sort?.direction ?? 'asc'}
                      onClick={() =>
                        onSort({
                          key: column.sortKey as string,
                          direction: active && sort?.direction === 'asc' ? 'desc' : 'asc',
                        })
                      }
                    />
                  ) : (
                    column.header
                  )}
                </Table.ColumnHeader>
              );
            })}
            {actions ? (
              <Table.ColumnHeader scope="col" width="12">
                <Text as="span" srOnly>
                  {t('blocks:actions')}
                </Text>
              </Table.ColumnHeader>
            ) : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <Table.Row
                key={key}
                data-testid={testIdOf(rowTestId, row)}
                bg={highlightKey === key ? 'brand.subtle' : undefined}
                cursor={onOpen ? 'pointer' : undefined}
                onClick={
                  onOpen
                    ? (event: MouseEvent) => {
                        if (!fromControl(event)) onOpen(row);
                      }
                    : undefined
                }
              >
                {columns.map((column, index) => (
                  <Table.Cell
                    key={column.key}
                    textAlign={column.numeric ? 'end' : 'start'}
                    fontVariantNumeric={column.numeric ? 'tabular-nums' : undefined}
                    whiteSpace={column.numeric ? 'nowrap' : undefined}
                    py="1"
                  >
                    {index === 0 ? (
                      <HStack gap="3">
                        {leading ? leading(row) : null}
                        {onOpen ? (
                          <chakra.button
                            type="button"
                            onClick={() => onOpen(row)}
                            textAlign="start"
                            fontWeight="medium"
                            borderRadius="l1"
                            wordBreak="break-word"
                            _hover={{ textDecoration: 'underline' }}
                          >
                            {column.cell(row)}
                          </chakra.button>
                        ) : (
                          <Box fontWeight="medium" wordBreak="break-word">
                            {column.cell(row)}
                          </Box>
                        )}
                      </HStack>
                    ) : (
                      column.cell(row)
                    )}
                  </Table.Cell>
                ))}
                {actions ? (
                  <Table.Cell textAlign="end" py="0.5">
                    {actions(row)}
                  </Table.Cell>
                ) : null}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function CompactList<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowTestId,
  onOpen,
  actions,
  leading,
  busy,
  highlightKey,
  testId,
}: DataTableProps<T>) {
  const [first, ...rest] = columns;
  const others = rest.filter((column) => !column.hideOnPhone);
  return (
    <Box position="relative">
      <BusyBar busy={busy} />
      <Stack
        as="ul"
        aria-label={caption}
        listStyleType="none"
        m="0"
        p="0"
        gap="0"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="l3"
        aria-busy={busy || undefined}
        data-testid={testId}
      >
        {rows.map((row, index) => {
          const key = rowKey(row);
          return (
            <Flex
              as="li"
              key={key}
              data-testid={testIdOf(rowTestId, row)}
              gap="3"
              px="3"
              py="2"
              align="center"
              borderTopWidth={index === 0 ? '0' : '1px'}
              bg={highlightKey === key ? 'brand.subtle' : undefined}
            >
              {leading ? leading(row) : null}
              <Box minW="0" flex="1">
                {first ? (
                  onOpen ? (
                    <chakra.button
                      type="button"
                      onClick={() => onOpen(row)}
                      textAlign="start"
                      fontWeight="medium"
                      wordBreak="break-word"
                    >
                      {first.cell(row)}
                    </chakra.button>
                  ) : (
                    <Box fontWeight="medium" wordBreak="break-word">
                      {first.cell(row)}
                    </Box>
                  )
                ) : null}
                <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums" wordBreak="break-word">
                  {others.map((column, i) => (
                    <Fragment key={column.key}>
                      {i > 0 ? ' · ' : null}
                      {column.numeric ? (
                        <Box as="span" whiteSpace="nowrap">
                          {column.labelOnPhone ? `${column.header} ` : null}
                          {column.cell(row)}
                        </Box>
                      ) : (
                        column.cell(row)
                      )}
                    </Fragment>
                  ))}
                </Text>
              </Box>
              {actions ? <Box flexShrink={0}>{actions(row)}</Box> : null}
            </Flex>
          );
        })}
      </Stack>
    </Box>
  );
}
