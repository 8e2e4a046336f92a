import type { DirectoryEntry, MemberStatus } from '@alumni/domain';
import type { MediaUrl } from '../../platform/presenters.ts';
import type { DirectoryRoleSummary, DirectoryUser } from './service.ts';

/**
 * A directory entry: what every member may see of another (name, picture, city, roles and
 * the ids of the badges held in this school); school admins in the admin list also get the
 * contact and account columns, with where the member stands (`opts.admin`).
 */
export function presentDirectoryEntry(
  user: DirectoryUser,
  roles: DirectoryRoleSummary[],
  opts: {
    badges: number[];
    mediaUrl: MediaUrl;
    admin: { status: MemberStatus; invitedAt: Date | null } | null;
  },
): DirectoryEntry {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    picture: opts.mediaUrl(user.picture),
    city: user.city,
    country: user.country,
    roles: roles.map((r) => ({
      id: r.id,
      role: r.role,
      is_active: r.isActive,
      graduation_year: r.graduationYear,
      degree: r.degreeId,
      campus: r.campusId,
    })),
    badges: opts.badges,
    ...(opts.admin
      ? {
          admin: {
            email: user.email,
            phone: user.phone,
            external_ref: user.externalRef,
            is_active: user.isActive,
            activation_date: user.activationDate?.toISOString() ?? null,
            registration_date: user.registrationDate?.toISOString() ?? null,
            import_date: user.importDate?.toISOString() ?? null,
            last_profile_update: user.lastProfileUpdate?.toISOString() ?? null,
            status: opts.admin.status,
            invited_at: opts.admin.invitedAt?.toISOString() ?? null,
          },
        }
      : {}),
  };
}
