import type { FeaturePath, PermissionSchool } from '@alumni/domain';
import type { Db } from '../../db/client.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { presentSchoolRole } from './presenters.ts';
import { getSchoolParts, groupValidators } from './service.ts';

/** The engine's view of a school: roles, permission grid, validators and flags. */
export async function toPermissionSchool(db: Db, school: SchoolRow): Promise<PermissionSchool> {
  const parts = await getSchoolParts(db, school, { only: ['roles', 'permissions', 'validators'] });
  return {
    id: school.id,
    roles: parts.roles.map(presentSchoolRole),
    school_role_view_permission: parts.permissions.map((p) => ({
      app: p.app,
      view: p.view,
      school_role: p.role,
      allowed: p.allowed,
      superowner_allowed: p.superownerAllowed,
    })),
    userrole_validators: groupValidators(parts.validators),
    flags: { show_inactive: school.showInactive, has_public_pages: school.hasPublicPages },
  };
}

/**
 * The school's feature entries, enabled or not (spec 1 §3 Feature entry): what the API's
 * feature switches read (platform/feature-switches.ts), injected by app.ts.
 */
export async function schoolFeatureEntries(db: Db, school: SchoolRow) {
  const parts = await getSchoolParts(db, school, { only: ['features'] });
  return parts.features.map((f) => ({
    enabled: f.enabled,
    feature: { path: f.path as FeaturePath, reserved: f.reserved },
  }));
}
