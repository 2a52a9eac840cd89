// A record's history as an ordered list of what happened to it (docs/domains/audit.md): each entry its time,
// what kind of thing happened (a coloured word), then one sentence per change ('María changed the
// weight from 10.2 kg to 11 kg'), what a creation set or a deletion removed (muted) and the
// reason given. Already worded by the caller (features/audit words events): this block only lays
// them out, the same in the dog's History tab and every record's History drawer. Read-only.
import { Badge, Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The colour of each kind of event: additions green, changes blue, removals and refusals red. */
export const HISTORY_ACTION_PALETTE: Readonly<Record<string, string>> = {
  create: 'green',
  update: 'blue',
  status: 'purple',
  delete: 'red',
  override: 'orange',
  void: 'orange',
  'login-failed': 'red',
};

export interface HistoryEntry {
  id: string;
  /** When, already in the business's date and time format. */
  when: string;
  /** The event's instant (ISO 8601), for `<time dateTime>`. */
  at: string;
  /** The kind of event ('create', 'update', ...): picks the badge's colour. */
  kind: string;
  /** The kind in words ('Changed'). */
  action: string;
  /** One sentence each. */
  lines: readonly string[];
  /** 'Weight: 11 kg', one each, muted. */
  details?: readonly string[];
  /** 'Reason: …'. */
  reason?: string | null;
  /** Anything more under the entry (a link to the record). */
  extra?: ReactNode;
}

export function HistoryList({
  entries,
  label,
  testId,
  entryTestId = 'history-entry',
}: {
  entries: readonly HistoryEntry[];
  /** Names the list for screen readers ('History of Luna'). */
  label: string;
  testId?: string;
  entryTestId?: string;
}) {
  return (
    <Stack as="ol" aria-label={label} listStyleType="none" m="0" p="0" gap="2" data-testid={testId}>
      {entries.map((entry) => (
        <Box
          as="li"
          key={entry.id}
          borderWidth="1px"
          borderRadius="l2"
          px="3"
          py="2"
          bg="bg.panel"
          data-testid={entryTestId}
          data-action={entry.kind}
        >
          <Flex gap="2" align="center" wrap="wrap" mb="1">
            <chakra.time
              dateTime={entry.at}
              fontSize="sm"
              color="fg.muted"
              fontVariantNumeric="tabular-nums"
              data-testid="history-when"
            >
              {entry.when}
            </chakra.time>
            <Badge size="sm" variant="subtle" colorPalette={HISTORY_ACTION_PALETTE[entry.kind] ?? 'gray'}>
              {entry.action}
            </Badge>
          </Flex>
          <Stack gap="0.5">
            {entry.lines.map((line, i) => (
              <Text key={i} wordBreak="break-word" data-testid="history-line">
                {line}
              </Text>
            ))}
            {entry.details && entry.details.length > 0 ? (
              <Text
                fontSize="sm"
                color="fg.muted"
                whiteSpace="pre-wrap"
                wordBreak="break-word"
                data-testid="history-details"
              >
                {entry.details.join('\n')}
              </Text>
            ) : null}
            {entry.reason ? (
              <Text fontSize="sm" fontStyle="italic" wordBreak="break-word" data-testid="history-reason">
                {entry.reason}
              </Text>
            ) : null}
            {entry.extra}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
