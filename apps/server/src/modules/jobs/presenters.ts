import type {
  JobAd,
  JobAdApplication,
  JobAdHistoryEntry,
  JobAdSummary,
  JobApplication,
  JobApplicationMark,
  MyJobApplication,
} from '@alumni/domain';
import {
  canEditPublication,
  isRestricted,
  jobAdExpiresAt,
  type PublicationState,
} from '@alumni/domain';
import type { Actor } from '../../platform/actor.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { presentUserSummary } from '../../platform/presenters.ts';
import type { ApplicationRow } from './applications.service.ts';
import { managesAd, publicationActor } from './policy.ts';
import { type HistoryRow, type JobAdRecord, type JobAdRow, statusOf } from './store.ts';

/** When an ad is archived: 90 days after it became readable (null before). */
const expiresAt = (row: JobAdRow) =>
  row.announcedAt ? jobAdExpiresAt(row.announcedAt).toISOString() : null;

/** A job ad in a list (the contract's JobAdSummarySchema). */
export function presentJobAdSummary(actor: Actor, row: JobAdRow, mediaUrl: MediaUrl): JobAdSummary {
  const who = publicationActor(actor, row.authorId);
  const item = {
    state: row.state as PublicationState,
    validated: row.validated,
    adminEdits: row.adminEdits,
  };
  return {
    id: row.id,
    position: row.position,
    company: row.company,
    city: row.city,
    logo_url: mediaUrl(row.logoKey) ?? '',
    contract_type: row.contractType,
    sector: row.sector,
    experience: row.experience,
    category: row.category,
    salary: row.salary,
    start_date: row.startDate,
    application_deadline: row.applicationDeadline,
    publish_at: row.publishAt?.toISOString() ?? null,
    expires_at: row.closure ? null : expiresAt(row),
    state: row.state,
    status: statusOf(row),
    author: presentUserSummary(row.author, mediaUrl),
    restricted: isRestricted({ degrees: row.filterDegrees, roles: row.filterRoles }),
    view_count: actor.school.showViewsJobads ? row.viewCount : null,
    can_edit: canEditPublication(item, who),
    can_review: who.isValidator && row.state === 2,
    can_close: managesAd(actor, row.authorId),
    applied: row.applied,
  };
}

/** A job ad with its details (the contract's JobAdSchema). */
export function presentJobAd(actor: Actor, row: JobAdRow, mediaUrl: MediaUrl): JobAd {
  return {
    ...presentJobAdSummary(actor, row, mediaUrl),
    logo: row.logoKey,
    description: row.description,
    contact_email: row.contactEmail,
    application_link: row.applicationLink,
    attachment:
      row.attachmentKey && row.attachmentName
        ? { key: row.attachmentKey, name: row.attachmentName }
        : null,
    filter_degrees: row.filterDegrees,
    filter_roles: row.filterRoles,
    filled_how: row.filledHow as JobAd['filled_how'],
    validated: row.validated,
    refusal_reason: row.refusalReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A history row (the contract's JobAdHistoryEntrySchema). */
export function presentJobAdHistoryEntry(entry: HistoryRow, mediaUrl: MediaUrl): JobAdHistoryEntry {
  return {
    id: entry.id,
    action: entry.action,
    from: entry.from,
    to: entry.to,
    reason: entry.reason,
    actor: entry.actor ? presentUserSummary(entry.actor, mediaUrl) : null,
    created_at: entry.createdAt.toISOString(),
  };
}

/** An application (the contract's JobApplicationSchema): never its files' keys. */
export function presentJobApplication(row: ApplicationRow, mediaUrl: MediaUrl): JobApplication {
  return {
    id: row.id,
    job_ad_id: row.jobAdId,
    applicant: presentUserSummary(row.applicant, mediaUrl),
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    message: row.message,
    cv_name: row.cvName,
    cover_letter_name: row.coverLetterName,
    submissions: row.submissions,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** An application as the ad's author reads it: with their mark (JobAdApplicationSchema). */
export function presentAdApplication(row: ApplicationRow, mediaUrl: MediaUrl): JobAdApplication {
  return {
    ...presentJobApplication(row, mediaUrl),
    mark: row.mark as JobApplicationMark,
  };
}

/** One of the actor's applications with its ad (the contract's MyJobApplicationSchema). */
export function presentMyJobApplication(
  row: ApplicationRow & { ad: JobAdRecord },
  mediaUrl: MediaUrl,
): MyJobApplication {
  return {
    ...presentJobApplication(row, mediaUrl),
    job_ad: {
      id: row.ad.id,
      position: row.ad.position,
      company: row.ad.company,
      city: row.ad.city,
      status: statusOf(row.ad),
    },
  };
}
