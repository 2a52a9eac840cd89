// Data access for billing through tRPC (docs/contract/rest-contract-business.md, "Prices,
// charges and invoices"): the price list, an owner's account (pending charges, invoices, what is
// due), a dog's charges, the invoice list and one invoice; the mutations refresh every billing
// query (and the settings, for the fiscal identity).
import type { TChargeListInput, TInvoiceListInput } from '@pawdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../lib/trpc';

export function usePrices(enabled = true) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.billing.prices.list.queryOptions({}), staleTime: 60_000, enabled });
}

export function useAccount(owner: string | null) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.billing.account.queryOptions({ owner: owner ?? '' }),
    enabled: owner !== null && owner !== '',
  });
}

export function useCharges(input: TChargeListInput) {
  const trpc = useTRPC();
  return useQuery(trpc.billing.charges.list.queryOptions(input));
}

export function useInvoices(input: Omit<TInvoiceListInput, 'limit'> & { limit?: number }) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.billing.invoices.list.queryOptions({ limit: 50, ...input }),
    placeholderData: keepPreviousData,
  });
}

export function useInvoice(id: string) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.billing.invoices.byId.queryOptions({ id }), enabled: id !== '' });
}

/** Refreshes every billing query after a change (and the owners', whose account it is). */
export function useInvalidateBilling() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(trpc.billing.pathFilter()), [queryClient, trpc]);
}

export function useBillingMutations() {
  const trpc = useTRPC();
  const onSettled = useInvalidateBilling();
  const b = trpc.billing;
  const createPrice = useMutation(b.prices.create.mutationOptions({ onSettled }));
  const updatePrice = useMutation(b.prices.update.mutationOptions({ onSettled }));
  const addCharge = useMutation(b.charges.create.mutationOptions({ onSettled }));
  const removeCharge = useMutation(b.charges.delete.mutationOptions({ onSettled }));
  const issue = useMutation(b.invoices.issue.mutationOptions({ onSettled }));
  const rectify = useMutation(b.invoices.rectify.mutationOptions({ onSettled }));
  const voidInvoice = useMutation(b.invoices.void.mutationOptions({ onSettled }));
  return { createPrice, updatePrice, addCharge, removeCharge, issue, rectify, voidInvoice };
}

/** An invoice's payments, oldest first (till.payments.byInvoice). */
export function usePayments(invoice: string) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.till.payments.byInvoice.queryOptions({ invoice }),
    enabled: invoice !== '',
  });
}

/** Takes a payment (till.payments.create); refreshes every billing query and the till's figures. */
export function useTakePayment() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const onSettled = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.billing.pathFilter()),
        queryClient.invalidateQueries(trpc.till.pathFilter()),
      ]),
    [queryClient, trpc],
  );
  return useMutation(trpc.till.payments.create.mutationOptions({ onSettled }));
}
