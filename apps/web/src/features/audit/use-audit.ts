// The web's one door to the audit log (docs/domains/audit.md): a record's events (`audit.forRecord`, oldest
// first, any logged-in user) and the global History (`audit.list`, newest first, paged by cursor,
// managers only). Every screen reads the log through these hooks, never `trpc.audit` directly, so
// a change of the procedures' names or shapes is fixed here alone. The types are the server's
// (AppRouter's `audit` router); the inputs are the shared schemas' (@pawdesk/domain).
import {
  AUDIT_PAGE_SIZE,
  type TAuditEntity,
  type TAuditListInput,
  type TAuditRecordInput,
} from '@pawdesk/domain/audit/audit.schema';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/** One record's events, oldest first; `null` asks for nothing (a closed drawer). */
export function useAuditRecord(record: { entity: TAuditEntity; entityId: string } | null) {
  const trpc = useTRPC();
  const input: TAuditRecordInput = record ?? { entity: 'dog', entityId: '' };
  return useQuery({ ...trpc.audit.forRecord.queryOptions(input), enabled: record !== null });
}

/** The filters of the global History, as `audit.list` takes them (no cursor, no limit). */
export type TAuditFilters = Omit<TAuditListInput, 'cursor' | 'limit'>;

/**
 * The global History under `filters`, a page of AUDIT_PAGE_SIZE events at a time (`fetchNextPage`
 * asks for the next with the last page's `nextCursor`); `enabled: false` while the filters are
 * not valid. The events already shown stay while other filters load.
 */
export function useAuditList(filters: TAuditFilters, enabled = true) {
  const trpc = useTRPC();
  return useInfiniteQuery({
    ...trpc.audit.list.infiniteQueryOptions(
      { ...filters, limit: AUDIT_PAGE_SIZE },
      { getNextPageParam: (last) => last.nextCursor ?? undefined },
    ),
    enabled,
    placeholderData: keepPreviousData,
  });
}
