// The web's one door to the audit log (issue 22): a record's events (`audit.forRecord`, oldest
// first, any logged-in user) and the global History (`audit.list`, newest first, paged by cursor,
// managers only). Every screen reads the log through these hooks, never `trpc.audit` directly, so
// a change of the procedures' names or shapes is fixed here alone.
//
// The procedures are the server's (module `audit`, built on branch i22-audit). Until that router
// is part of AppRouter, `ExpectedAudit` below describes them from the shared schemas
// (@pawdesk/domain/audit/audit.schema), so this code compiles on its own; once it is, the real
// procedures' types are used instead and any difference shows here and at the call sites.
import {
  AUDIT_PAGE_SIZE,
  type TAuditEntity,
  type TAuditListInput,
  type TAuditPage,
  type TAuditRecord,
  type TAuditRecordInput,
} from '@pawdesk/domain/audit/audit.schema';
import type { AppRouter } from '@pawdesk/server/router';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { DecorateProcedure, DefaultFeatureFlags } from '@trpc/tanstack-react-query';
import { useTRPC } from '../../lib/trpc';

type Root = AppRouter['_def']['_config']['$types'];
type QueryProcedure<TInput, TOutput> = DecorateProcedure<
  'query',
  {
    input: TInput;
    output: TOutput;
    transformer: Root['transformer'];
    errorShape: Root['errorShape'];
    featureFlags: DefaultFeatureFlags;
  }
>;

/** What the web relies on: `audit.forRecord` and `audit.list`, both queries. */
interface ExpectedAudit {
  /** `{ entity, entityId }` → `{ events }`, oldest first. */
  forRecord: QueryProcedure<TAuditRecordInput, TAuditRecord>;
  /** `{ entity?, entityId?, actor?, action?, from?, to?, limit?, cursor? }` → `{ events, nextCursor }`, newest first. */
  list: QueryProcedure<TAuditListInput, TAuditPage>;
}

type Proxy = ReturnType<typeof useTRPC>;
type AuditProcedures = Proxy extends { audit: infer Real } ? Real : ExpectedAudit;

function useAuditProcedures(): AuditProcedures {
  return (useTRPC() as unknown as { audit: AuditProcedures }).audit;
}

/** One record's events, oldest first; `null` asks for nothing (a closed drawer). */
export function useAuditRecord(record: { entity: TAuditEntity; entityId: string } | null) {
  const audit = useAuditProcedures();
  const input: TAuditRecordInput = record ?? { entity: 'dog', entityId: '' };
  return useQuery({ ...audit.forRecord.queryOptions(input), enabled: record !== null });
}

/** The filters of the global History, as `audit.list` takes them (no cursor, no limit). */
export type TAuditFilters = Omit<TAuditListInput, 'cursor' | 'limit'>;

/**
 * The global History under `filters`, a page of AUDIT_PAGE_SIZE events at a time (`fetchNextPage`
 * asks for the next with the last page's `nextCursor`); `enabled: false` while the filters are
 * not valid. The events already shown stay while other filters load.
 */
export function useAuditList(filters: TAuditFilters, enabled = true) {
  const audit = useAuditProcedures();
  return useInfiniteQuery({
    ...audit.list.infiniteQueryOptions(
      { ...filters, limit: AUDIT_PAGE_SIZE },
      { getNextPageParam: (last: TAuditPage) => last.nextCursor ?? undefined },
    ),
    enabled,
    placeholderData: keepPreviousData,
  });
}
