import type { ArticleReviewInput } from '@alumni/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLiveCounts } from '../../validations/hooks/useLiveCounts.ts';
import { blogKey, reviewArticle } from '../api.ts';

/**
 * A validator's decision on a pending article; afterwards every blog list and page is read
 * again and the validators' counters refreshed. Errors are the caller's to show.
 */
export function useReviewArticle() {
  const queryClient = useQueryClient();
  const { refresh } = useLiveCounts();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ArticleReviewInput }) => reviewArticle(id, body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: blogKey });
      void refresh();
    },
  });
}
