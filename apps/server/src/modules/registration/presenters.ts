import type { AwaitingActivation, PendingRegistration } from '@alumni/domain';
import type { UserRoleRow, UserRow } from '../../platform/authentication.ts';

/**
 * A registration (a user role and its user) as the validation list shows it; `newRole` when the
 * person already holds another role here (the new-role questionnaire's answers).
 */
export function presentRegistration(row: {
  role: UserRoleRow;
  user: UserRow;
  newRole: boolean;
}): PendingRegistration {
  return {
    id: row.role.id,
    kind: row.newRole ? 'new_role' : 'registration',
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

/** A member awaiting activation as the registrations tab lists them. */
export function presentAwaitingActivation(row: {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: Date;
  role: number;
  lastSentAt: Date | string | null;
  live: boolean;
}): AwaitingActivation {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    role: Number(row.role),
    created_at: row.createdAt.toISOString(),
    last_sent_at: row.lastSentAt ? new Date(row.lastSentAt).toISOString() : null,
    link_expired: !row.live,
  };
}
