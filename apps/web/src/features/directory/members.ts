import type { DirectoryRole, DirectoryType, Locale, SchoolDetails } from '@alumni/domain';
import { isMemberMapEnabled, ROLE, readableTextColor, roleDisplayColor } from '@alumni/domain';
import { schoolRoleName } from '../../shared/school/names.ts';

/**
 * How the directory shows a member with the school's settings: names of roles, degrees and
 * campuses, the member's colour, and which views and filters the school offers.
 */

type School = Pick<
  SchoolDetails,
  'roles' | 'degrees' | 'campuses' | 'has_campus' | 'map_details' | 'flags'
>;

/**
 * The member's colour (spec 2 §6 Display colour precedence), from the school's colour of
 * each role the member holds here, and the text colour readable on it.
 */
export function memberColors(
  school: Pick<School, 'roles'>,
  roles: readonly Pick<DirectoryRole, 'role'>[],
): { background: string; text: '#000000' | '#ffffff' } {
  const background = roleDisplayColor(
    roles.map((held) => ({
      role: held.role,
      color: school.roles.find((r) => r.role === held.role)?.color ?? null,
    })),
  );
  return { background, text: readableTextColor(background) };
}

/**
 * The role filter's choices: the school's roles that are enabled and shown in the directory
 * (spec 2 §6 "Only enabled roles are offered"), never the super user.
 */
export function directoryRoleChoices(school: Pick<School, 'roles'>, locale: Locale) {
  return school.roles
    .filter((r) => r.enabled && r.shown_in_directory && r.role !== ROLE.SuperUser)
    .sort((a, b) => a.role - b.role)
    .map((r) => ({ value: String(r.role), label: schoolRoleName(r, locale) }));
}

/**
 * The degree filter's choices grouped by section (composante), groups and degrees sorted by
 * name; degrees without a section go last under `otherLabel`.
 */
export function degreeChoiceGroups(
  school: Pick<School, 'degrees'>,
  otherLabel: string,
  locale: Locale,
): { group: string; items: { value: string; label: string }[] }[] {
  const collator = new Intl.Collator(locale);
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const degree of school.degrees) {
    const section = degree.section?.trim() || '';
    const items = groups.get(section) ?? [];
    items.push({ value: String(degree.id), label: degree.name });
    groups.set(section, items);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : collator.compare(a, b)))
    .map(([section, items]) => ({
      group: section || otherLabel,
      items: items.sort((a, b) => collator.compare(a.label, b.label)),
    }));
}

/** Whether the campus filter applies: the school has campuses. */
export function hasCampusFilter(school: Pick<School, 'has_campus' | 'campuses'>): boolean {
  return school.has_campus && school.campuses.length > 0;
}

/**
 * The views a viewer is offered (spec 1 §2 Directory, spec 2 §6): the grid always, the admin
 * list for school admins, the map when the school shows it.
 */
export function offeredDirectoryTypes(
  school: Pick<School, 'map_details' | 'flags'>,
  isAdmin: boolean,
): DirectoryType[] {
  const types: DirectoryType[] = ['grid'];
  if (isAdmin) types.push('list');
  if (isMemberMapEnabled(school)) types.push('map');
  return types;
}

/** The view shown for the one asked: the grid when the viewer is not offered it. */
export function shownDirectoryType(
  asked: DirectoryType,
  offered: readonly DirectoryType[],
): DirectoryType {
  return offered.includes(asked) ? asked : 'grid';
}
