import { canValidateUsers } from '@alumni/domain';
import type { SignedInPolicyContext } from '../../platform/policy.ts';

/** Who validates registrations: school admins, and validators of the User scope (spec 2 §6). */
export const canValidateRegistrations = ({ user, permissionSchool }: SignedInPolicyContext) =>
  canValidateUsers(user, permissionSchool);
