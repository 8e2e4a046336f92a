import {
  BULK_OPERATION_PATHS,
  BulkOperationListResponses,
  BulkOperationParamsSchema,
  BulkOperationResponses,
  fastifyPath,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { authorizeBulkAdmin } from './policy.ts';
import { getBulkOperation, listBulkOperations } from './service.ts';

/**
 * Bulk operations (issue 32 item 5, issue 34 item 1; spec 1 §4 "Bulk progress"): the
 * school's admins follow the actions they started on many members. The actions start them
 * from their own routes (the mass message: modules/discussions/mass-messages-routes.ts); the
 * runner is platform/bulk-operations.ts.
 */
export const bulkOperationsRoutes: FastifyPluginAsyncZod<{ db: Db; mediaUrl: MediaUrl }> = async (
  app,
  { db, mediaUrl },
) => {
  /**
   * GET /api/bulk-operations/ → `{results}`: the school's 20 most recent operations, newest
   * first, each with `status` (pending, running, completed, failure), `total`, `processed`,
   * `percent` and counts. 401; 403 for anyone but the school's admins.
   */
  app.get(
    fastifyPath(BULK_OPERATION_PATHS.operations),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['bulk-operations'],
        summary: "The school's recent bulk operations and their progress",
        response: BulkOperationListResponses,
      },
    },
    async (request) => {
      const actor = await authorizeBulkAdmin(request, db);
      return listBulkOperations(db, actor, mediaUrl);
    },
  );

  /**
   * GET /api/bulk-operations/{id}/ → the operation with its progress and `not_reached` (the
   * first 500 members not reached, with `outcome` skipped or failed and `reason`). 401; 403
   * for anyone but the school's admins; 404 for another school's operation.
   */
  app.get(
    fastifyPath(BULK_OPERATION_PATHS.operation),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['bulk-operations'],
        summary: 'One bulk operation: progress and members not reached, with why',
        params: BulkOperationParamsSchema,
        response: BulkOperationResponses,
      },
    },
    async (request) => {
      const actor = await authorizeBulkAdmin(request, db);
      return getBulkOperation(db, actor, request.params.id, mediaUrl);
    },
  );
};
