/**
 * Personal data (issue 34 item 6): the member's own export, erasure after a grace period, and
 * who sees the contact fields of a profile. Pure rules shared by the server and the web;
 * docs/areas/personal-data.md tells how they are used.
 */

/** Who may see one contact field of a member: anyone allowed to see the profile, the school's members, nobody. */
export const FIELD_VISIBILITIES = ['public', 'members', 'nobody'] as const;
export type FieldVisibility = (typeof FIELD_VISIBILITIES)[number];

/** The profile fields whose visibility each member chooses. */
export const VISIBILITY_FIELDS = ['phone', 'email', 'date_birth', 'city'] as const;
export type VisibilityField = (typeof VISIBILITY_FIELDS)[number];

export type FieldVisibilitySettings = Record<VisibilityField, FieldVisibility>;

/**
 * A member who never chose: the e-mail, the phone and the birth date stay private (they were
 * never shown to other members before issue 34), the city shows to whoever sees the profile
 * (the directory and its map always showed it).
 */
export const DEFAULT_FIELD_VISIBILITY: FieldVisibilitySettings = {
  phone: 'nobody',
  email: 'nobody',
  date_birth: 'nobody',
  city: 'public',
};

/**
 * Who looks at a member: themselves, an admin of the school (or a super user), a member of
 * the school, or anyone else allowed to see the profile (an external recruiter).
 */
export type FieldViewer = 'self' | 'admin' | 'member' | 'public';

/**
 * Whether `viewer` sees a field the member set to `visibility`: the member and the school's
 * admins always; members when it is `members` or `public`; others when it is `public`.
 */
export function fieldVisibleTo(visibility: FieldVisibility, viewer: FieldViewer): boolean {
  if (viewer === 'self' || viewer === 'admin') return true;
  if (visibility === 'public') return true;
  return visibility === 'members' && viewer === 'member';
}

/** Days between a member's erasure request and the erasure (cancellable meanwhile). */
export const ERASURE_GRACE_DAYS = 14;

/** Days an export's download link works once the archive is ready; the file is removed then. */
export const EXPORT_LINK_DAYS = 7;

/** Statuses of an export: being built, ready to download, failed, expired (file removed). */
export const EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** Statuses of an erasure request. */
export const ERASURE_STATUSES = ['pending', 'cancelled', 'done'] as const;
export type ErasureStatus = (typeof ERASURE_STATUSES)[number];

/**
 * What is erased: the whole account (the member's own request, or an admin's for a member of
 * that school alone), or the member's presence in one school (an admin's, for a member other
 * schools hold too).
 */
export const ERASURE_SCOPES = ['account', 'school'] as const;
export type ErasureScope = (typeof ERASURE_SCOPES)[number];

/** The date an erasure asked at `requestedAt` takes effect. */
export function erasureDueAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + ERASURE_GRACE_DAYS * 86_400_000);
}

/** The date an export ready at `readyAt` stops being downloadable. */
export function exportExpiresAt(readyAt: Date): Date {
  return new Date(readyAt.getTime() + EXPORT_LINK_DAYS * 86_400_000);
}
