import { z } from 'zod';
import { DUPLICATE_REFS } from '../duplicates-messages.ts';
import { BulkOperationSchema, BulkTargetFields, checkBulkTarget } from './bulk-operations.ts';
import { DbIdSchema, InputErrors } from './shared.ts';

/**
 * Contract of the deletion of members (issue 34 item 1; spec 1 §5 "Mass delete with content
 * conflict: choose delete or reassign; the reassignment target must be a different user",
 * spec 2 §8 "Mass deletion blocked when users own content"): an admin removes members from the
 * school as a bulk operation of kind `delete` (./bulk-operations.ts); the preview tells the
 * dialog, before it starts, how many own content.
 */

/** What becomes of the content the deleted members own in the school. */
export const MEMBER_CONTENT_CHOICES = ['delete', 'reassign'] as const;
export type MemberContentChoice = (typeof MEMBER_CONTENT_CHOICES)[number];

/**
 * Body of `POST /api/members/deletions/`: the members (`user_ids` or `filters`), and for
 * their content `content` (`delete` or `reassign`, then `reassign_to`: an active member of the
 * school other than those deleted). Without `content`, members owning content are not
 * deleted (reason `owns_content`).
 */
export const MemberDeletionBodySchema = z
  .object({
    ...BulkTargetFields,
    content: z.enum(MEMBER_CONTENT_CHOICES).optional().describe('What to do with their content'),
    reassign_to: DbIdSchema.optional().describe('Who receives it, with content=reassign'),
  })
  .superRefine((value, ctx) => {
    checkBulkTarget(value, ctx);
    if (value.content === 'reassign' && value.reassign_to === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['reassign_to'],
        message: DUPLICATE_REFS.reassignRequired,
      });
    }
    if (value.content !== 'reassign' && value.reassign_to !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['reassign_to'],
        message: DUPLICATE_REFS.reassignDifferent,
      });
    }
  });
export type MemberDeletionInput = z.input<typeof MemberDeletionBodySchema>;
export type MemberDeletion = z.output<typeof MemberDeletionBodySchema>;

export const MemberDeletionResponses = {
  202: BulkOperationSchema.describe('The operation, pending: follow it at /bulk-operations/{id}/'),
  ...InputErrors,
};

/** Body of `POST /api/members/deletions/preview/`: the members, as for the deletion. */
export const MemberDeletionPreviewBodySchema = z
  .object({ ...BulkTargetFields })
  .superRefine(checkBulkTarget);
export type MemberDeletionPreviewInput = z.input<typeof MemberDeletionPreviewBodySchema>;

/** What deleting the members would meet, for the dialog. */
export const MemberDeletionPreviewSchema = z.object({
  total: z.number().int().describe('Members the deletion is for'),
  owning_content: z
    .number()
    .int()
    .describe('Of them, members who own content in the school (posts, articles, events…)'),
  includes_self: z.boolean().describe('The admin is among them (never deleted)'),
  last_admins: z
    .number()
    .int()
    .describe('Of them, active admins the school cannot lose all of (at least one is kept)'),
});
export type MemberDeletionPreview = z.infer<typeof MemberDeletionPreviewSchema>;

export const MemberDeletionPreviewResponses = {
  200: MemberDeletionPreviewSchema,
  ...InputErrors,
};
