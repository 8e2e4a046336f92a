import {
  canAcceptTerms,
  fastifyPath,
  SchoolTermsResponses,
  TERMS_PATHS,
  TermsAcceptResponses,
  TermsChangeBodySchema,
  TermsChangeResponses,
  TermsParamsSchema,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { authorize } from '../../platform/policy.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { schoolSettingsActor } from '../schools/index.ts';
import { fanOutTermsNotice, type TermsNotifyJob } from './notify.ts';
import { acceptTerms, getSchoolTerms, publishTerms, TERMS_NOTIFY_JOB } from './service.ts';

/**
 * Terms changes (issue 31 item 5; spec 1 §2 Settings "notifying users of terms change", §3
 * School `terms_use_url`, `privacy_policy_url`; docs/areas/terms.md): School settings → terms
 * change for the school's admins, from the school's own host, and the members' acceptance.
 * Whether a member must accept is in the current user's payload (users module, index.ts
 * `termsAcceptanceDue`). Declares the `terms.notify` job, which mails the members.
 */
export const termsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mediaUrl: MediaUrl;
  config: Config;
}> = async (app, { db, mediaUrl, config }) => {
  const runtime = { db, queue: app.queue, urls: config };
  await app.queue.work<TermsNotifyJob>(TERMS_NOTIFY_JOB, async (job) => {
    await fanOutTermsNotice(runtime, job.data);
  });

  /**
   * GET /api/schools/{id}/terms/: `{version, terms_use_url, privacy_policy_url, published_at,
   * notified, members, accepted, latest_acceptances}`, the current version (nulls before the
   * first), its active members and how many accepted it, the latest five acceptances. 401;
   * 403 for non-admins; 404 for another school's id.
   */
  app.get(
    fastifyPath(TERMS_PATHS.school),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['terms'],
        summary: "The school's current terms and their acceptance",
        params: TermsParamsSchema,
        response: SchoolTermsResponses,
      },
    },
    async (request) => {
      const actor = await schoolSettingsActor(request, db);
      return getSchoolTerms(db, actor.school.id, mediaUrl);
    },
  );

  /**
   * POST /api/schools/{id}/terms/ `{terms_use_url, privacy_policy_url, notify_members?}` (both
   * http(s), ≤ 500 characters): publishes them as the school's next terms version, which its
   * members accept at their next sign-in; with `notify_members`, queues in the same
   * transaction the job that e-mails each active member at a steady rate (notify.ts). 201 the
   * terms as GET gives them; 400 per field; 401; 403 for non-admins; 404 for another school.
   */
  app.post(
    fastifyPath(TERMS_PATHS.school),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['terms'],
        summary: 'Publish new terms of use and privacy policy',
        params: TermsParamsSchema,
        body: TermsChangeBodySchema,
        response: TermsChangeResponses,
      },
    },
    async (request, reply) => {
      const actor = await schoolSettingsActor(request, db);
      const version = await publishTerms(db, actor, request.body);
      if (request.body.notify_members) {
        const job: TermsNotifyJob = { schoolId: actor.school.id, version };
        await app.queue.send(TERMS_NOTIFY_JOB, job, {
          key: `terms-notify:${actor.school.id}:${version}`,
        });
      }
      // The school's details carry the addresses (the registration form links them).
      await actor.emit(db, 'school.changed', { part: 'info' });
      return reply.status(201).send(await getSchoolTerms(db, actor.school.id, mediaUrl));
    },
  );

  /**
   * POST /api/users/me/terms/accept/: the signed-in member accepts the school's current terms
   * version; accepting again keeps the first date. 200 `{version, accepted_at}` (nulls when
   * the school has no terms version); 401; 403 without an active role in the school.
   */
  app.post(
    fastifyPath(TERMS_PATHS.accept),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['terms'],
        summary: "Accept the school's current terms",
        response: TermsAcceptResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, (c) => canAcceptTerms(c.user, c.permissionSchool));
      return acceptTerms(db, actor);
    },
  );
};
