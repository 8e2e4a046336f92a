import {
  fastifyPath,
  IdParamsSchema,
  IMPORT_PATHS,
  ImportInvitationsBodySchema,
  InvitationsSentResponses,
  MemberInvitationBodySchema,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import type { Mailer } from '../../platform/mail.ts';
import { authorize } from '../../platform/policy.ts';
import type { PublicUrlConfig } from '../../platform/public-url.ts';
import { resendImportInvitations, resendMemberInvitation } from './invitations.service.ts';
import { schoolOriginOf } from './links.ts';
import { canImport, withImportScope } from './policy.ts';

/**
 * Invitations sent again by an admin (spec 2 §6 "School admins … invite, regenerate
 * tokens"; issue 12 item 3): to the members of an applied import who have not activated
 * their account, or to one member of the school.
 */
export const invitationsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mailer: Mailer;
  config: PublicUrlConfig;
}> = async (app, { db, mailer, config }) => {
  /**
   * POST /api/imports/{id}/invitations/ `{only_missing?}` (admins of the import's school,
   * super users): a new activation link to each member of the applied import who has not
   * activated their account (with `only_missing`, only to those never invited). 200 `{sent,
   * already_active}`; 400 `{"detail"}` when the import is not applied; 404 for another
   * school's.
   */
  app.post(
    fastifyPath(IMPORT_PATHS.invitations),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['imports'],
        summary: "Send invitations again to an import's members not yet activated",
        params: IdParamsSchema,
        body: ImportInvitationsBodySchema,
        response: InvitationsSentResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canImport);
      const deps = { mailer, schoolOrigin: schoolOriginOf(config) };
      return withImportScope(request, db, actor, (tx) =>
        resendImportInvitations(
          tx,
          actor,
          { id: request.params.id, onlyMissing: request.body.only_missing },
          deps,
        ),
      );
    },
  );

  /**
   * POST /api/imports/invitations/ `{user}` (the school's admins): a new activation link to
   * one member of this school who has not activated their account. 200 `{sent: 1,
   * already_active: 0}`; 400 `{"detail"}` when the account is active; 404 when the user is
   * not a member here.
   */
  app.post(
    fastifyPath(IMPORT_PATHS.memberInvitation),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['imports'],
        summary: 'Send an invitation again to one member',
        body: MemberInvitationBodySchema,
        response: InvitationsSentResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canImport);
      return resendMemberInvitation(db, actor, request.body, {
        mailer,
        schoolOrigin: schoolOriginOf(config),
      });
    },
  );
};
