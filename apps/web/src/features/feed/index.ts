/**
 * The feed feature's public entry: what other features may use of it. A feature imports
 * another only through this file (biome.json, docs/architecture.md "Web features").
 */

export { AuthorLine } from './components/AuthorLine.tsx';
export { FeedView } from './components/FeedView.tsx';
export { PostContent } from './components/PostContent.tsx';
export { PostImages } from './components/PostImages.tsx';
export { PostTextEditor } from './components/PostTextEditor.tsx';
export { RelativeTime } from './components/RelativeTime.tsx';
export { SHARED_ITEM_KEYS } from './components/SharedItemCard.tsx';
export { useLatestPosts } from './hooks/useLatestPosts.ts';
export { finishAutolink, PostLink, usePostEditor } from './hooks/usePostEditor.ts';
