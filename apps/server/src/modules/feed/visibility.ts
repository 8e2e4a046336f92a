import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { reports, users } from '../../db/schema/index.ts';

/**
 * What a viewer may see of the feed (spec 1 §4 Reports): reports keep their effect in their
 * status, so every read leaves out posts with an accepted post report and, for the viewer
 * only, what members they blocked (their accepted user reports) wrote.
 */

/** The author columns every post and comment carries. */
export const authorColumns = {
  authorId: users.id,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorPicture: users.picture,
};

/** Whether the post is hidden for everyone by an accepted post report. */
export const removedByReport = (postId: SQL | AnyPgColumn) =>
  sql`exists (select 1 from ${reports} r where r.post_id = ${postId} and r.type = 'post' and r.status = 'accepted')`;

/** Whether `viewerId` blocked `authorId` in `schoolId` (an accepted user report of theirs). */
export const blockedBy = (
  viewerId: number | Placeholder,
  schoolId: number | Placeholder,
  authorId: SQL | AnyPgColumn,
) =>
  sql`exists (select 1 from ${reports} b where b.school_id = ${schoolId} and b.type = 'user' and b.status = 'accepted' and b.author_id = ${viewerId} and b.reported_user_id = ${authorId})`;
