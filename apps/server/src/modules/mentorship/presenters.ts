import { type Match, type Meeting, type MentorCard, mentorshipEndsAt } from '@alumni/domain';
import type { mentorshipMeetings } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { type MediaUrl, presentUserSummary } from '../../platform/presenters.ts';
import { abilitiesOf } from './policy.ts';
import { type MatchRow, stateOf } from './store.ts';

/**
 * What goes out of mentorship (contract api/mentorship.ts), fields listed: a match as the
 * viewer sees it (their side, what they may do), a meeting.
 */

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A match for `actor` at `now`: both members, its dates, and the viewer's abilities. */
export function presentMatch(row: MatchRow, actor: Actor, mediaUrl: MediaUrl, now: Date): Match {
  const m = row.match;
  const role =
    actor.user.id === m.mentorId ? 'mentor' : actor.user.id === m.menteeId ? 'mentee' : null;
  return {
    id: m.id,
    status: m.status,
    role,
    mentor: presentUserSummary(row.mentor, mediaUrl),
    mentee: presentUserSummary(row.mentee, mediaUrl),
    request_message: m.requestMessage,
    mentoring_type: m.mentoringType,
    refusal_reason: m.refusalReason,
    validated: m.validated,
    created_at: m.createdAt.toISOString(),
    invited_at: iso(m.invitedAt),
    status_at: m.statusAt.toISOString(),
    accepted_at: iso(m.acceptedAt),
    ends_at: m.acceptedAt ? mentorshipEndsAt(m.acceptedAt).toISOString() : null,
    finished_at: iso(m.finishedAt),
    rating: m.rating,
    rating_comment: m.ratingComment,
    can: abilitiesOf(actor, stateOf(m), now),
  };
}

/** A meeting with its author; `mine` when the viewer logged it. */
export function presentMeeting(
  row: {
    meeting: typeof mentorshipMeetings.$inferSelect;
    author: { id: number; firstName: string; lastName: string; picture: string | null };
  },
  viewerId: number,
  mediaUrl: MediaUrl,
): Meeting {
  return {
    id: row.meeting.id,
    met_on: row.meeting.metOn,
    notes: row.meeting.notes,
    author: presentUserSummary(row.author, mediaUrl),
    created_at: row.meeting.createdAt.toISOString(),
    mine: row.meeting.authorId === viewerId,
  };
}

/** A mentor of the search (mentors.service.ts searchMentors' row). */
export function presentMentorCard(
  row: {
    id: number;
    firstName: string;
    lastName: string;
    picture: string | null;
    city: string | null;
    types: string[];
    capacity: number | null;
    accepted: number;
    full: boolean;
    degree: { id: number; name: string } | null;
    role: { degree_id: number | null; year: number | null } | null;
    work: { title: string; organisation: string; sector: string | null } | null;
    mine: { id: number; status: number } | null;
  },
  mediaUrl: MediaUrl,
): MentorCard {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    picture: mediaUrl(row.picture),
    headline: row.work ? `${row.work.title}, ${row.work.organisation}` : null,
    city: row.city,
    degree: row.degree,
    graduation_year: row.role?.year ?? null,
    sector: row.work?.sector ?? null,
    types: row.types,
    capacity: row.capacity,
    accepted: row.accepted,
    full: row.full,
    my_match_id: row.mine?.id ?? null,
    my_match_status: row.mine?.status ?? null,
  };
}
