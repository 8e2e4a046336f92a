import {
  JOB_MESSAGES,
  type JobAdByLink,
  jobUpdateLinkExpiresAt,
  type Locale,
  type StaticLists,
} from '@alumni/domain';
import { and, eq, getTableColumns, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobAds, jobAdUpdateTokens, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import type { UserRow } from '../../platform/authentication.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { schoolEmail } from '../../platform/mail-layout.ts';
import { type PolicyContext, toPermissionUser } from '../../platform/policy.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { type PublicUrlConfig, schoolLocale, schoolUrl } from '../../platform/public-url.ts';
import { hashToken, newToken } from '../../platform/sessions.ts';
import { updateLinkEmail } from './emails.ts';
import { managesAd } from './policy.ts';
import { presentJobAd } from './presenters.ts';
import { accessTo, type JobAdRecord, type JobAdRow } from './store.ts';

/**
 * Update links of job ads (spec 1 §2 Jobs "job-update page reached by a token link", spec 2
 * §8 "Invalid or expired job update link: 'Link invalid'"; issue 15 item 3; domain
 * job-update-link.ts). The ad's author or an admin mails the ad's contact email a link; its
 * holder, who needs no account, then acts on that one ad as its author would with none of
 * the author's roles (`linkHolderActor`), so the ad services apply the author's rules and
 * write the history rows under the author's name.
 */

/** What sending a link needs besides the database. */
export interface UpdateLinkDeps {
  mailer: Mailer;
  urls: PublicUrlConfig;
}

/** An ad reached by a valid link: the ad, its author's account and when the link ends. */
export interface LinkedAd {
  ad: JobAdRecord;
  author: UserRow;
  expiresAt: Date;
}

/**
 * The actor ad `id`'s update link sends (issue 15 item 3): its author or an admin mails the
 * ad's contact email a new link to `/jobs/update?token=…`, in the school's language, through
 * the job queue (keyed by the link, so one mail per link), and revokes the ad's previous
 * links. The link works until the ad's publication ends (domain jobUpdateLinkExpiresAt).
 * 404 (another school's ad, or one the actor cannot see); 403; 400 `{"contact_email"}`
 * without a contact email; 409 once the publication is over.
 */
export async function sendUpdateLink(
  db: Db,
  actor: Actor,
  id: number,
  deps: UpdateLinkDeps,
  now = new Date(),
): Promise<void> {
  const messages = JOB_MESSAGES[actor.locale];
  await db.transaction(async (tx) => {
    // Under the ad's row lock: two sends at once leave one working link.
    const [ad] = await tx
      .select()
      .from(jobAds)
      .where(and(eq(jobAds.id, id), eq(jobAds.schoolId, actor.school.id)))
      .for('update');
    if (!ad || accessTo(actor, ad) === 'none') throw notFound();
    if (!managesAd(actor, ad.authorId)) throw forbidden();
    if (!ad.contactEmail) throw badRequest({ contact_email: [messages.noContactEmail] });
    const expiresAt = jobUpdateLinkExpiresAt(ad, now);
    if (expiresAt <= now) throw conflict(messages.publicationEnded);
    await tx
      .update(jobAdUpdateTokens)
      .set({ revokedAt: now })
      .where(and(eq(jobAdUpdateTokens.jobAdId, ad.id), isNull(jobAdUpdateTokens.revokedAt)));
    const token = newToken();
    const [link] = await tx
      .insert(jobAdUpdateTokens)
      .values({
        schoolId: actor.school.id,
        jobAdId: ad.id,
        tokenHash: hashToken(token),
        expiresAt,
        createdBy: actor.user.id,
      })
      .returning({ id: jobAdUpdateTokens.id });
    if (!link) throw new Error('Update link insert returned nothing.');
    const { school } = actor;
    const locale = schoolLocale(school);
    const content = updateLinkEmail(locale, {
      schoolName: school.name,
      position: ad.position,
      company: ad.company,
      expiresOn: expiresAt.toLocaleDateString(locale === 'en' ? 'en-GB' : 'fr-FR', {
        timeZone: 'UTC',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
      link: schoolUrl(deps.urls, school, `/jobs/update?token=${encodeURIComponent(token)}`),
    });
    await deps.mailer.send({
      school,
      to: ad.contactEmail,
      ...schoolEmail(school, content, locale),
      key: `jobad-update-link:${link.id}`,
    });
  });
}

/**
 * The ad `token` opens on school `schoolId`'s host: the link must be that school's, not
 * revoked and not expired at `now`. 404 `{"detail": "Link invalid"}` otherwise (spec 2 §8),
 * in `locale`.
 */
export async function findLinkedAd(
  db: Db,
  input: { schoolId: number; token: string; locale: Locale },
  now = new Date(),
): Promise<LinkedAd> {
  const [found] = await db
    .select({
      ad: getTableColumns(jobAds),
      author: getTableColumns(users),
      expiresAt: jobAdUpdateTokens.expiresAt,
    })
    .from(jobAdUpdateTokens)
    .innerJoin(jobAds, eq(jobAds.id, jobAdUpdateTokens.jobAdId))
    .innerJoin(users, eq(users.id, jobAds.authorId))
    .where(
      and(
        eq(jobAdUpdateTokens.tokenHash, hashToken(input.token)),
        eq(jobAdUpdateTokens.schoolId, input.schoolId),
        isNull(jobAdUpdateTokens.revokedAt),
        gt(jobAdUpdateTokens.expiresAt, now),
      ),
    )
    .limit(1);
  if (!found) throw notFound(JOB_MESSAGES[input.locale].linkInvalid);
  return found;
}

/**
 * The actor behind a link (domain LINK_HOLDER): the ad's author without any role or super
 * user status, in the request's school and language. So the ad services let the holder do
 * what the author may do to their own ad and nothing more (no admin-level edit, no
 * validation, no other ad), and record the author as the history rows' actor.
 */
export function linkHolderActor(ctx: PolicyContext, author: UserRow, locale: Locale): Actor {
  const authUser = { ...author, isSuperuser: false, roles: [] };
  return { ...ctx, authUser, user: toPermissionUser(authUser), locale };
}

/**
 * An ad as its link shows it (the contract's JobAdByLinkSchema), with the school's lists its
 * choices come from (`lists`: the holder may not read `GET /api/static-lists/`).
 */
export function presentJobAdByLink(
  holder: Actor,
  row: JobAdRow,
  mediaUrl: MediaUrl,
  linkExpiresAt: Date,
  lists: StaticLists,
): JobAdByLink {
  const ad = presentJobAd(holder, row, mediaUrl);
  return {
    id: ad.id,
    status: ad.status,
    position: ad.position,
    company: ad.company,
    city: ad.city,
    logo: ad.logo,
    logo_url: ad.logo_url,
    contract_type: ad.contract_type,
    sector: ad.sector,
    experience: ad.experience,
    salary: ad.salary,
    category: ad.category,
    description: ad.description,
    contact_email: ad.contact_email,
    application_link: ad.application_link,
    start_date: ad.start_date,
    application_deadline: ad.application_deadline,
    publish_at: ad.publish_at,
    attachment: ad.attachment,
    filter_degrees: ad.filter_degrees,
    filter_roles: ad.filter_roles,
    can_edit: ad.can_edit,
    can_close: ad.status === 'active',
    link_expires_at: linkExpiresAt.toISOString(),
    lists: {
      contract_type: lists.contract_type,
      business_sector: lists.business_sector,
      job_experience: lists.job_experience,
      job_category: lists.job_category,
    },
  };
}
