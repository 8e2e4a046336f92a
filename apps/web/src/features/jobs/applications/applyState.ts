import type { JobAdSummary } from '@alumni/domain';
import { applicationRefusal } from '@alumni/domain';

/** What the application screens need of an ad: any JobAdSummary or JobAd will do. */
export type ApplicationTarget = Pick<
  JobAdSummary,
  'id' | 'position' | 'company' | 'status' | 'application_deadline' | 'applied' | 'author'
>;

/**
 * What a viewer is offered on an ad (spec 1 §5 Job; issue 15 "An archived or past-deadline ad
 * takes no application"): nothing when signed out or the ad's author (who may not apply to
 * their own ad), `closed` or `deadlinePassed` when it takes no application (the rule the
 * server applies, domain applicationRefusal), `again` after a first application (the
 * "already applied" warning), else `apply`. Never throws.
 */
export function applyState(
  ad: ApplicationTarget,
  viewerId: number | null,
  now: Date = new Date(),
): 'none' | 'closed' | 'deadlinePassed' | 'again' | 'apply' {
  if (viewerId === null || viewerId === ad.author.id) return 'none';
  const refusal = applicationRefusal(
    { status: ad.status, applicationDeadline: ad.application_deadline },
    now,
  );
  if (refusal) return refusal;
  return ad.applied ? 'again' : 'apply';
}
