import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteGroup, groupsKey } from '../api.ts';

/** Deletes a group; every groups list is read again after. */
export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteGroup(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupsKey }),
  });
}
