/** The routes of the feed, relative to `/api` (../paths.ts). */
export const FEED_PATHS = {
  /** GET a page of posts; POST: write one. */
  list: '/posts/',
  /** POST: upload a post's image. */
  images: '/posts/images/',
  /** GET, PATCH and DELETE one post. */
  post: '/posts/{id}/',
  /** POST: like a post; DELETE: take the like back. */
  like: '/posts/{id}/like/',
  /** GET a post's comments; POST: write one. */
  comments: '/posts/{id}/comments/',
  /** PATCH and DELETE one comment. */
  comment: '/posts/{id}/comments/{commentId}/',
} as const;
