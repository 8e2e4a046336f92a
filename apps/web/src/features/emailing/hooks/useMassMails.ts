import { useQuery } from '@tanstack/react-query';
import { fetchMassMails, massMailsKey } from '../api.ts';

/** The school's recent mass mails with their counts (school admins). */
export function useMassMails() {
  return useQuery({
    queryKey: massMailsKey,
    queryFn: ({ signal }) => fetchMassMails(signal),
  });
}
