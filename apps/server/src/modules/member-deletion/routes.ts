import {
  fastifyPath,
  MEMBER_DELETION_PATHS,
  MemberDeletionBodySchema,
  MemberDeletionPreviewBodySchema,
  MemberDeletionPreviewResponses,
  MemberDeletionResponses,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import type { BulkOperations } from '../../platform/bulk-operations.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { authorizeBulkAdmin, getBulkOperationOf } from '../bulk-operations/index.ts';
import { previewMemberDeletion, registerMemberDeletion, startMemberDeletion } from './deletion.ts';

/**
 * Deletion of members (issue 34 item 1): the preview the dialog asks first, the route that
 * starts it, and the `delete` kind of bulk operation (deletion.ts), registered here. School
 * admins (and super users) only: 401 signed out, 403 otherwise.
 */
export const memberDeletionRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mediaUrl: MediaUrl;
  bulkOperations: BulkOperations;
}> = async (app, { db, mediaUrl, bulkOperations }) => {
  registerMemberDeletion(bulkOperations, app.log);

  /**
   * POST /api/members/deletions/preview/ `{user_ids}` or `{filters}` → 200 `{total,
   * owning_content, includes_self, last_admins}`: what the deletion would meet, for the
   * dialog (spec 2 §8 "Mass deletion blocked when users own content"). Changes nothing. 400
   * per field (no, both or an empty selection; nobody matching); 401; 403.
   */
  app.post(
    fastifyPath(MEMBER_DELETION_PATHS.preview),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['bulk-operations'],
        summary: 'What deleting these members would meet',
        body: MemberDeletionPreviewBodySchema,
        response: MemberDeletionPreviewResponses,
      },
    },
    async (request) => {
      const actor = await authorizeBulkAdmin(request, db);
      return previewMemberDeletion(db, actor, request.body);
    },
  );

  /**
   * POST /api/members/deletions/ `{user_ids | filters, content?, reassign_to?}` → 202 the bulk
   * operation, pending; follow it at `GET /api/bulk-operations/{id}/`. Members owning content
   * are deleted with it (`content: 'delete'`), after giving it to `reassign_to`
   * (`'reassign'`), or not at all (no `content`: reason `owns_content`); the admin (`self`)
   * and the school's last admin (`last_admin`) never are (spec 1 §5, spec 2 §8). 400 per field
   * (selection; `reassign_to` missing, among the deleted or not an active member); 401; 403.
   */
  app.post(
    fastifyPath(MEMBER_DELETION_PATHS.deletions),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['bulk-operations'],
        summary: 'Delete members from the school (a bulk operation)',
        body: MemberDeletionBodySchema,
        response: MemberDeletionResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorizeBulkAdmin(request, db);
      const id = await startMemberDeletion(db, actor, bulkOperations, request.body);
      return reply.code(202).send(await getBulkOperationOf(db, actor, id, mediaUrl));
    },
  );
};
