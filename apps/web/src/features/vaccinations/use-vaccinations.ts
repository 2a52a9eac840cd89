// Data access for vaccinations (docs/contract/rest-contract-business.md, Vaccinations) through tRPC:
// the catalogue, a dog's records, the rules per service, the due list and a dog's compliance.
// The one file that knows the procedures' names and shapes.
import type {
  TCompliance,
  TVaccinationDueItem,
  TVaccinationRecord,
  TVaccinationRequirements,
  TVaccinationService,
  TVaccine,
  TVaccineUpdateInput,
} from '@pawdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPCClient } from '../../lib/trpc';

/** What a record create or update sends (the form's output, plus the dog or the record). */
export interface TVaccinationRecordPayload {
  vaccine: string;
  givenOn: string;
  expiresOn?: string | undefined;
  batch?: string | undefined;
  givenBy?: string | undefined;
  notes?: string | undefined;
  verified: boolean;
}

export interface TDueInput {
  within: number;
  booked?: boolean;
}

interface Query<I, O> {
  query: (input: I) => Promise<O>;
}
interface Mutation<I, O> {
  mutate: (input: I) => Promise<O>;
}

/** The vaccinations router as the web calls it. */
interface VaccinationsClient {
  vaccinations: {
    catalogue: { list: Query<void, TVaccine[]>; update: Mutation<TVaccineUpdateInput, TVaccine> };
    records: {
      forDog: Query<{ dogId: string }, TVaccinationRecord[]>;
      create: Mutation<TVaccinationRecordPayload & { dogId: string }, TVaccinationRecord>;
      update: Mutation<TVaccinationRecordPayload & { id: string }, TVaccinationRecord>;
      delete: Mutation<{ id: string }, unknown>;
    };
    rules: {
      get: Query<void, TVaccinationRequirements>;
      update: Mutation<TVaccinationRequirements, TVaccinationRequirements>;
    };
    due: { list: Query<TDueInput, TVaccinationDueItem[]> };
    check: Query<{ dogId: string; service: TVaccinationService; from?: string; to?: string }, TCompliance>;
  };
}

function useClient() {
  return (useTRPCClient() as unknown as VaccinationsClient).vaccinations;
}

export const VACCINATION_KEYS = {
  all: ['vaccinations'] as const,
  catalogue: ['vaccinations', 'catalogue'] as const,
  rules: ['vaccinations', 'rules'] as const,
  records: (dogId: string) => ['vaccinations', 'records', dogId] as const,
  due: (input: TDueInput) => ['vaccinations', 'due', input] as const,
};

export function useVaccineCatalogue() {
  const client = useClient();
  return useQuery({
    queryKey: VACCINATION_KEYS.catalogue,
    queryFn: () => client.catalogue.list.query(),
    staleTime: 60_000,
  });
}

export function useVaccinationRules() {
  const client = useClient();
  return useQuery({
    queryKey: VACCINATION_KEYS.rules,
    queryFn: () => client.rules.get.query(),
    staleTime: 60_000,
  });
}

export function useDogVaccinations(dogId: string) {
  const client = useClient();
  return useQuery({
    queryKey: VACCINATION_KEYS.records(dogId),
    queryFn: () => client.records.forDog.query({ dogId }),
  });
}

export function useVaccinationsDue(input: TDueInput) {
  const client = useClient();
  return useQuery({
    queryKey: VACCINATION_KEYS.due(input),
    queryFn: () => client.due.list.query(input),
    placeholderData: keepPreviousData,
  });
}

/** Refreshes every vaccination query after a change. */
export function useInvalidateVaccinations() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: VACCINATION_KEYS.all }), [queryClient]);
}

export function useVaccinationMutations() {
  const client = useClient();
  const onSettled = useInvalidateVaccinations();
  const create = useMutation({
    mutationFn: (input: TVaccinationRecordPayload & { dogId: string }) => client.records.create.mutate(input),
    onSettled,
  });
  const update = useMutation({
    mutationFn: (input: TVaccinationRecordPayload & { id: string }) => client.records.update.mutate(input),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (input: { id: string }) => client.records.delete.mutate(input),
    onSettled,
  });
  const updateVaccine = useMutation({
    mutationFn: (input: TVaccineUpdateInput) => client.catalogue.update.mutate(input),
    onSettled,
  });
  const updateRules = useMutation({
    mutationFn: (input: TVaccinationRequirements) => client.rules.update.mutate(input),
    onSettled,
  });
  return { create, update, remove, updateVaccine, updateRules };
}
