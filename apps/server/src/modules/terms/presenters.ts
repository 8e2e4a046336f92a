import type { SchoolTerms, TermsAcceptance } from '@alumni/domain';
import type { schoolTermsVersions } from '../../db/schema/index.ts';
import { type MediaUrl, presentUserSummary } from '../../platform/presenters.ts';

/** The school's terms as the contract gives them to its admins (SchoolTermsSchema). */
export function presentSchoolTerms(
  current: typeof schoolTermsVersions.$inferSelect | null,
  counts: { members: number; accepted: number },
  latest: {
    acceptedAt: Date;
    id: number;
    firstName: string;
    lastName: string;
    picture: string | null;
  }[],
  mediaUrl: MediaUrl,
): SchoolTerms {
  return {
    version: current?.version ?? null,
    terms_use_url: current?.termsUseUrl ?? null,
    privacy_policy_url: current?.privacyPolicyUrl ?? null,
    published_at: current?.publishedAt.toISOString() ?? null,
    notified: current?.notifyMembers ?? false,
    members: counts.members,
    accepted: counts.accepted,
    latest_acceptances: latest.map((row) => ({
      user: presentUserSummary(row, mediaUrl),
      accepted_at: row.acceptedAt.toISOString(),
    })),
  };
}

/** A member's acceptance of a version (TermsAcceptanceSchema); nulls when there is none. */
export function presentAcceptance(
  version: number | null,
  acceptedAt: Date | null,
): TermsAcceptance {
  return { version, accepted_at: acceptedAt?.toISOString() ?? null };
}
