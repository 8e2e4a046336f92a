import { z } from 'zod';
import { MESSAGE_BODY_MAX } from '../discussions.ts';
import { VALIDATION_REFS, validationRef } from '../validation-messages.ts';
import { BulkOperationSchema, BulkTargetFields, checkBulkTarget } from './bulk-operations.ts';
import { InputErrors } from './shared.ts';

/**
 * Contract of mass messages (issue 32 item 5; spec 2 §6 "School admins … mass-message"): an
 * admin writes one message to many members, each receiving it in their direct conversation
 * with the admin, run as a bulk operation (./bulk-operations.ts) whose progress and members
 * not reached the admin then follows.
 */

/**
 * Body of `POST /api/conversations/mass-messages/`: `body` (plain text, trimmed, 1 to
 * MESSAGE_BODY_MAX characters) and the members, `user_ids` or `filters` (BulkTargetFields).
 */
export const MassMessageBodySchema = z
  .object({
    body: z
      .string({ error: VALIDATION_REFS.required })
      .trim()
      .min(1, { error: VALIDATION_REFS.required })
      .max(MESSAGE_BODY_MAX, { error: validationRef('tooLong', { max: MESSAGE_BODY_MAX }) }),
    ...BulkTargetFields,
  })
  .superRefine(checkBulkTarget);
export type MassMessageInput = z.input<typeof MassMessageBodySchema>;
export type MassMessage = z.output<typeof MassMessageBodySchema>;

export const MassMessageResponses = {
  202: BulkOperationSchema.describe('The operation, pending: follow it at /bulk-operations/{id}/'),
  ...InputErrors,
};
