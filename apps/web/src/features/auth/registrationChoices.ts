import type { SchoolDetails, SchoolRole } from '@alumni/domain';
import { offeredRoles, ROLE } from '@alumni/domain';

export type AccountType = 'community' | 'recruiter';

export function isAccountType(value: unknown): value is AccountType {
  return value === 'community' || value === 'recruiter';
}

/**
 * Roles a person may pick when registering a Community account (spec 2 §6 "Only enabled
 * roles are offered", spec 1 §3 School role "allow free registration per role"): enabled,
 * open to free registration, and a member role (3–8, never school admin).
 */
export function freeRegistrationRoles(school: Pick<SchoolDetails, 'roles'>): SchoolRole[] {
  return offeredRoles(school).filter(
    (role) => role.enable_free_reg && role.role >= ROLE.Student && role.role <= ROLE.Prospect,
  );
}

/** Recruiter accounts are External roles flagged as recruiters by the server. */
export const RECRUITER_ROLE = ROLE.External;
