import type { Post, PostComment, PostImage as PostImageJson } from '@alumni/domain';
import type { PostImage } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { presentUserSummary } from '../../platform/presenters.ts';
import type { CommentRow } from './comments.service.ts';
import { abilitiesOn, type ItemAbilities } from './policy.ts';
import type { PostRow } from './posts.service.ts';

/** Post images as `{key, url, width, height}` (px); `key` is what an edit sends back to keep one. */
export function presentPostImages(images: PostImage[], mediaUrl: MediaUrl): PostImageJson[] {
  return images.map((image) => ({
    key: image.key,
    url: mediaUrl(image.key) ?? '',
    width: image.width,
    height: image.height,
  }));
}

/** A post of the feed (the contract's PostSchema, `@alumni/domain` api/feed.ts). */
export function presentPost(row: PostRow, abilities: ItemAbilities, mediaUrl: MediaUrl): Post {
  return {
    id: row.id,
    author: presentUserSummary(
      {
        id: row.authorId,
        firstName: row.authorFirstName,
        lastName: row.authorLastName,
        picture: row.authorPicture,
      },
      mediaUrl,
    ),
    content: row.content,
    images: presentPostImages(row.images, mediaUrl),
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    like_count: row.likeCount,
    liked: row.liked,
    comment_count: row.commentCount,
    can_edit: abilities.canEdit,
    can_delete: abilities.canDelete,
    can_report: abilities.canReport ?? false,
    subject: row.subject ?? null,
    group: row.group ?? null,
  };
}

/** A comment (the contract's PostCommentSchema); `content` is plain text. */
export function presentComment(
  row: CommentRow,
  abilities: ItemAbilities,
  mediaUrl: MediaUrl,
): PostComment {
  return {
    id: row.id,
    post: row.postId,
    author: presentUserSummary(
      {
        id: row.authorId,
        firstName: row.authorFirstName,
        lastName: row.authorLastName,
        picture: row.authorPicture,
      },
      mediaUrl,
    ),
    content: row.content,
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    can_edit: abilities.canEdit,
    can_delete: abilities.canDelete,
  };
}

/** A post as the actor sees it, with what they may do with it (feed/policy.ts). */
export function presentPostFor(actor: Actor, row: PostRow, mediaUrl: MediaUrl): Post {
  const abilities = abilitiesOn(actor, row.authorId);
  // The card of a shared item is not rewritten (editPost refuses it too); a group's managers
  // delete its posts (removePost).
  return presentPost(
    row,
    {
      ...abilities,
      canEdit: abilities.canEdit && !row.subjectType,
      canDelete: abilities.canDelete || Boolean(row.managesGroup),
    },
    mediaUrl,
  );
}

/** A comment as the actor sees it, with what they may do with it (no report button). */
export function presentCommentFor(actor: Actor, row: CommentRow, mediaUrl: MediaUrl) {
  const { canEdit, canDelete } = abilitiesOn(actor, row.authorId);
  return presentComment(row, { canEdit, canDelete }, mediaUrl);
}
