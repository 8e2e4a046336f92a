import type { Article } from '@alumni/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError } from '../../../api/notifyError.tsx';
import { articleBySlugKey, likeArticle, unlikeArticle } from '../api.ts';

/** Likes or takes back the like of an article, writing the server's count into its page. */
export function useToggleArticleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (article: Article) =>
      article.liked ? unlikeArticle(article.id) : likeArticle(article.id),
    onSuccess: (state, article) =>
      queryClient.setQueryData<Article>(articleBySlugKey(article.slug), (cached) =>
        cached ? { ...cached, ...state } : cached,
      ),
    onError: (error) => notifyError(error),
  });
}
