import type { PendingRegistration } from '@alumni/domain';
import type { UserRoleRow, UserRow } from '../../platform/authentication.ts';

/** A registration (a user role and its user) as the validation list shows it. */
export function presentRegistration(row: {
  role: UserRoleRow;
  user: UserRow;
}): PendingRegistration {
  return {
    id: row.role.id,
    role: row.role.role,
    is_recruiter: row.role.isRecruiter,
    graduation_year: row.role.graduationYear,
    degree: row.role.degreeId,
    campus: row.role.campusId,
    created_at: row.role.createdAt.toISOString(),
    user: {
      id: row.user.id,
      first_name: row.user.firstName,
      last_name: row.user.lastName,
      email: row.user.email,
      city: row.user.city,
    },
  };
}
