import type { Post } from '@alumni/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError } from '../../../api/notifyError.tsx';
import { likePost, unlikePost } from '../api.ts';
import { updateCachedPost } from '../feedCache.ts';

/** Likes or unlikes a post and writes the server's count back into the feed. */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: Post) => (post.liked ? unlikePost(post.id) : likePost(post.id)),
    onSuccess: (state, post) =>
      updateCachedPost(queryClient, post.id, (cached) => ({ ...cached, ...state })),
    onError: (error) => notifyError(error),
  });
}
