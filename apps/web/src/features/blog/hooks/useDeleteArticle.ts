import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogKey, deleteArticle } from '../api.ts';

/** Deletes an article (with its history and likes); every blog list is read again. */
export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteArticle(id),
    onSuccess: () => queryClient.removeQueries({ queryKey: blogKey }),
  });
}
