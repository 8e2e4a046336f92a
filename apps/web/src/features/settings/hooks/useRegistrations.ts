import type { AwaitingActivationList, PendingRegistrationList } from '@alumni/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  awaitingKey,
  fetchAwaitingActivation,
  fetchPendingRegistrations,
  type ListParams,
  pendingKey,
} from '../registrationsApi.ts';

/** A page of this school's registrations awaiting validation (the previous one while loading). */
export function useRegistrations(params: ListParams): UseQueryResult<PendingRegistrationList> {
  return useQuery({
    queryKey: pendingKey(params),
    queryFn: ({ signal }) => fetchPendingRegistrations(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A page of this school's members awaiting activation. */
export function useAwaitingActivation(params: ListParams): UseQueryResult<AwaitingActivationList> {
  return useQuery({
    queryKey: awaitingKey(params),
    queryFn: ({ signal }) => fetchAwaitingActivation(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
