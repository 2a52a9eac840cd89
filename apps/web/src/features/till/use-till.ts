// Data access for the till and the fiscal records through tRPC (docs/contract/rest-contract-business.md,
// "Payments, till and fiscal records"). The till refreshes itself: its tables and the invoices send
// 'billing' live changes, which refetch every till query (lib/live/live-queries.ts), so a till
// opened or closed at another desk shows here too; the running till is also refetched when the
// window gets the focus back. The chain's verification is an action, not a query: it reads every
// record, so it runs only when asked.
import type { TFiscalRecord } from '@pawdesk/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorData } from '../../lib/errors';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { FISCAL_PAGE, nextFiscalPage } from './till-figures';

/** The open till; `none` when the server says none is open (404), not an error. */
export function useCurrentTill() {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.till.current.queryOptions(), refetchOnWindowFocus: true });
  const none = query.isError && errorData(query.error).httpStatus === 404;
  return { query, till: query.data ?? null, none };
}

export function useTillSessions() {
  const trpc = useTRPC();
  return useQuery(trpc.till.sessions.queryOptions());
}

/** Refreshes every till query (the running till, the sessions, the records and the outbox). */
export function useInvalidateTill() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(trpc.till.pathFilter()), [queryClient, trpc]);
}

export function useTillMutations() {
  const trpc = useTRPC();
  const onSettled = useInvalidateTill();
  const open = useMutation(trpc.till.open.mutationOptions({ onSettled }));
  const close = useMutation(trpc.till.close.mutationOptions({ onSettled }));
  return { open, close };
}

/** The fiscal records in chain order, a page at a time (keyset on the place in the chain). */
export function useFiscalRecords() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  return useInfiniteQuery({
    // Under the procedure's key, so the till's invalidation and the live changes reach it.
    queryKey: [...trpc.till.fiscal.records.queryKey(), 'pages'],
    queryFn: ({ pageParam }) => client.till.fiscal.records.query({ after: pageParam, limit: FISCAL_PAGE }),
    initialPageParam: 0,
    getNextPageParam: (page: TFiscalRecord[]) => nextFiscalPage(page),
  });
}

export function useFiscalOutbox() {
  const trpc = useTRPC();
  return useQuery(trpc.till.fiscal.outbox.queryOptions());
}

/** "Verify the chain": every fingerprint and link recomputed by the server, when asked. */
export function useVerifyChain() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => queryClient.fetchQuery({ ...trpc.till.fiscal.verify.queryOptions(), staleTime: 0 }),
  });
}
