import type { MeRole } from '@alumni/domain';

/** A school the user also belongs to, for the user dropdown's "other schools". */
export interface OtherSchool {
  id: number;
  name: string;
  url: string;
}

/**
 * Home address of a school's subdomain on this platform, keeping the page's scheme and port
 * (DESIGN §4 Tenancy: `<subdomain>.<BASE_DOMAIN>`): 'http://campus-en.localhost:3100/'.
 */
export function schoolHomeUrl(
  subdomain: string,
  baseDomain: string,
  location: Pick<Location, 'protocol' | 'port'>,
): string {
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${subdomain}.${baseDomain}${port}/`;
}

/**
 * The user's other schools (spec 1 §2 User dropdown): the school of each role but the current
 * one, once each, in the order of the roles, with its name and home address.
 */
export function otherSchools(
  roles: readonly Pick<MeRole, 'school' | 'school_subdomain' | 'school_name'>[],
  currentSchoolId: number,
  baseDomain: string,
  location: Pick<Location, 'protocol' | 'port'>,
): OtherSchool[] {
  const seen = new Set<number>([currentSchoolId]);
  const schools: OtherSchool[] = [];
  for (const role of roles) {
    if (seen.has(role.school) || !role.school_subdomain) continue;
    seen.add(role.school);
    schools.push({
      id: role.school,
      name: role.school_name ?? role.school_subdomain,
      url: schoolHomeUrl(role.school_subdomain, baseDomain, location),
    });
  }
  return schools;
}
