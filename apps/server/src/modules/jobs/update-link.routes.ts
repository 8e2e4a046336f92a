import {
  fastifyPath,
  JOB_UPDATE_LINK_PATHS,
  JobAdBodySchema,
  JobAdByLinkResponses,
  JobAdDeactivationBodySchema,
  JobAdParamsSchema,
  JobUpdateLinkResponses,
  JobUpdateTokenParamsSchema,
} from '@alumni/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Actor } from '../../platform/actor.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { requestLocale } from '../../platform/locale.ts';
import { authorize, policyContext } from '../../platform/policy.ts';
import { readStaticLists } from '../static-lists/index.ts';
import { editJobAd, type JobDeps, readBack } from './ads.service.ts';
import { deactivateJobAd } from './lifecycle.service.ts';
import type { JobsOptions } from './options.ts';
import { canReadJobs } from './policy.ts';
import type { JobAdRow } from './store.ts';
import {
  findLinkedAd,
  linkHolderActor,
  presentJobAdByLink,
  sendUpdateLink,
} from './update-link.service.ts';

/**
 * Update links of job ads (spec 1 §2 Jobs "job-update page reached by a token link", spec 2
 * §8 "Invalid or expired job update link: 'Link invalid'"; issue 15 item 3): the author or an
 * admin mails the ad's contact email a link; its holder reads, edits and closes the ad
 * without signing in, on the ad's school's host only.
 */
export const updateLinkRoutes: FastifyPluginAsyncZod<
  JobsOptions & { config: Config; deps: JobDeps }
> = async (app, { db, mediaUrl, mailer, config, deps }) => {
  const tags = ['jobs'];

  /** The link `token` opens here, and the actor behind it (404 "Link invalid"). */
  async function holderOf(request: FastifyRequest, token: string) {
    const locale = requestLocale(request);
    const ctx = await policyContext(request, db);
    const linked = await findLinkedAd(db, { schoolId: ctx.school.id, token, locale });
    return { ...linked, holder: linkHolderActor(ctx, linked.author, locale) };
  }

  /** The ad as the link shows it, with the school's lists its choices come from. */
  async function shown(holder: Actor, adId: number, expiresAt: Date, row?: JobAdRow) {
    const lists = await readStaticLists(app.schoolCaches, db, holder.school.id);
    const ad = row ?? (await readBack(db, holder, adId));
    return presentJobAdByLink(holder, ad, mediaUrl, expiresAt, lists);
  }

  /**
   * POST /api/jobs/{id}/update-link/: the ad's author or an admin mails its contact email a
   * link to update it (revoking the previous one). 204; 400 `{"contact_email"}` without
   * one; 401; 403; 404; 409 when the ad's publication is over.
   */
  app.post(
    fastifyPath(JOB_UPDATE_LINK_PATHS.send),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: "Mail a job ad's contact an update link",
        params: JobAdParamsSchema,
        response: JobUpdateLinkResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadJobs);
      await sendUpdateLink(db, actor, request.params.id, { mailer, urls: config });
      return reply.status(204).send(null);
    },
  );

  /**
   * GET /api/jobs/update/{token}/ (no sign-in): the ad the link opens, with its editable
   * fields and the school's lists its choices come from (`lists`). 200; 404 `{"detail": "Link invalid"}` for an unknown, expired, revoked or other
   * school's link.
   */
  app.get(
    fastifyPath(JOB_UPDATE_LINK_PATHS.byLink),
    {
      schema: {
        tags,
        summary: 'A job ad by its update link',
        params: JobUpdateTokenParamsSchema,
        response: JobAdByLinkResponses,
      },
    },
    async (request) => {
      const { ad, holder, expiresAt } = await holderOf(request, request.params.token);
      return shown(holder, ad.id, expiresAt);
    },
  );

  /**
   * PUT /api/jobs/update/{token}/ (no sign-in): saves the ad's fields (the body and field
   * rules of `PUT /api/jobs/{id}/`; the logo may stay the current one) as its author would,
   * with none of the author's roles: a draft, pending or refused ad is submitted again
   * (pending when the school validates job ads), a published ad never validated stays
   * published, a validated one is refused 403 (only an admin edits it). The history row
   * names the author as its actor. 200 with the ad; 400 per field; 403; 404 "Link invalid".
   */
  app.put(
    fastifyPath(JOB_UPDATE_LINK_PATHS.byLink),
    {
      schema: {
        tags,
        summary: 'Edit a job ad by its update link',
        params: JobUpdateTokenParamsSchema,
        body: JobAdBodySchema,
        response: JobAdByLinkResponses,
      },
    },
    async (request) => {
      const { ad, holder, expiresAt } = await holderOf(request, request.params.token);
      const row = await editJobAd(db, holder, { ...request.body, id: ad.id }, deps);
      return shown(holder, ad.id, expiresAt, row);
    },
  );

  /**
   * POST /api/jobs/update/{token}/deactivate/ `{filled_how}` (no sign-in): closes the active
   * ad, saying how it was filled (spec 1 §4 Job ad), as the signed-in deactivation does; the
   * history row names the author. 200 with the ad; 400; 404 "Link invalid"; 409 when it is
   * not active.
   */
  app.post(
    fastifyPath(JOB_UPDATE_LINK_PATHS.deactivate),
    {
      schema: {
        tags,
        summary: 'Deactivate a job ad by its update link',
        params: JobUpdateTokenParamsSchema,
        body: JobAdDeactivationBodySchema,
        response: JobAdByLinkResponses,
      },
    },
    async (request) => {
      const { ad, holder, expiresAt } = await holderOf(request, request.params.token);
      await deactivateJobAd(db, holder, { ...request.body, id: ad.id });
      return shown(holder, ad.id, expiresAt);
    },
  );
};
