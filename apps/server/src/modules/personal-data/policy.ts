import { hasRoleInSchool, isSchoolAdmin } from '@alumni/domain';
import type { Actor } from '../../platform/actor.ts';

/**
 * Who may use personal data (issue 34 item 6): a member of the school for their own data
 * (spec 2 §6 "Profile and settings: roles in the school"); the school's admins (and super
 * users) for a member's erasure.
 */
export const isMember = ({ user, permissionSchool }: Actor) =>
  hasRoleInSchool(user, permissionSchool);

export const isAdmin = ({ user, permissionSchool }: Actor) => isSchoolAdmin(user, permissionSchool);
