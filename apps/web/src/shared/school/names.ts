import type { DirectoryRole, Locale, SchoolDetails, SchoolRole } from '@alumni/domain';
import { ROLE_COLOR_PRECEDENCE } from '@alumni/domain';

/**
 * What the school calls its roles, degrees and campuses (spec 1 §3 School: roles with names
 * per locale, degrees, campuses), as every page that shows a member names them.
 */

type School = Pick<SchoolDetails, 'roles' | 'degrees' | 'campuses'>;

/** A school role's name in a locale, falling back to the other one. */
export function schoolRoleName(role: SchoolRole, locale: Locale): string {
  return role.names[locale] || role.names[locale === 'fr' ? 'en' : 'fr'] || String(role.role);
}

/** The name the school gives a role code. */
export function roleNameOf(school: Pick<School, 'roles'>, code: number, locale: Locale): string {
  const role = school.roles.find((r) => r.role === code);
  return role ? schoolRoleName(role, locale) : String(code);
}

/** The name of a degree of the school, null for none or an unknown id. */
export function degreeNameOf(school: Pick<School, 'degrees'>, id: number | null): string | null {
  if (id === null) return null;
  return school.degrees.find((d) => d.id === id)?.name ?? null;
}

/** The name of a campus of the school, null for none or an unknown id. */
export function campusNameOf(school: Pick<School, 'campuses'>, id: number | null): string | null {
  if (id === null) return null;
  return school.campuses.find((c) => c.id === id)?.name ?? null;
}

/** The member's roles, most significant first (the display-colour precedence). */
export function rolesInOrder<R extends Pick<DirectoryRole, 'role'>>(roles: readonly R[]): R[] {
  const rank = (code: number) => {
    const index = ROLE_COLOR_PRECEDENCE.indexOf(code as (typeof ROLE_COLOR_PRECEDENCE)[number]);
    return index === -1 ? ROLE_COLOR_PRECEDENCE.length : index;
  };
  return [...roles].sort((a, b) => rank(a.role) - rank(b.role));
}
