import type { SchoolDetails, SchoolRole } from '@alumni/domain';
import { DEFAULT_ROLE_COLOR, DEFAULT_SCHOOL_FLAGS, isMemberMapEnabled } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import { rolesInOrder } from '../../shared/school/names.ts';
import {
  degreeChoiceGroups,
  directoryRoleChoices,
  memberColors,
  offeredDirectoryTypes,
  shownDirectoryType,
} from './members.ts';

const role = (code: number, extra: Partial<SchoolRole> = {}): SchoolRole => ({
  id: code,
  role: code,
  enabled: true,
  enable_free_reg: true,
  color: null,
  names: { fr: `fr-${code}`, en: `en-${code}` },
  active: true,
  shown_in_directory: true,
  ...extra,
});

const school = (extra: Partial<SchoolDetails> = {}) =>
  ({
    roles: [
      role(2, { color: '#ff0000' }),
      role(3, { color: '#00ff00' }),
      role(4, { color: '#0000ff' }),
      role(7, { enabled: false }),
      role(8, { shown_in_directory: false }),
    ],
    degrees: [
      { id: 1, name: 'MBA', section: 'Management', subsection: null, user_count: 0 },
      { id: 2, name: 'Bachelor', section: 'Management', subsection: null, user_count: 0 },
      { id: 3, name: 'Doctorat', section: null, subsection: null, user_count: 0 },
      { id: 4, name: 'Ingénieur', section: 'Engineering', subsection: null, user_count: 0 },
    ],
    campuses: [],
    has_campus: false,
    map_details: { enabled: true, center: [46.6, 2.4] as [number, number], zoom: 5 },
    flags: { ...DEFAULT_SCHOOL_FLAGS },
    ...extra,
  }) as SchoolDetails;

describe('members as the directory shows them', () => {
  it('colours a member by the display precedence (spec 2 §6), with a readable text', () => {
    expect(memberColors(school(), [{ role: 3 }, { role: 2 }])).toEqual({
      background: '#ff0000',
      text: '#000000',
    });
    expect(memberColors(school(), [{ role: 4 }]).background).toBe('#0000ff');
    expect(memberColors(school(), [{ role: 4 }]).text).toBe('#ffffff');
    expect(memberColors(school(), []).background).toBe(DEFAULT_ROLE_COLOR);
  });

  it('lists roles most significant first', () => {
    expect(
      rolesInOrder([{ role: 3 }, { role: 8 }, { role: 2 }, { role: 1 }]).map((r) => r.role),
    ).toEqual([2, 3, 8, 1]);
  });

  it('offers the enabled roles shown in the directory as filters', () => {
    expect(directoryRoleChoices(school(), 'en')).toEqual([
      { value: '2', label: 'en-2' },
      { value: '3', label: 'en-3' },
      { value: '4', label: 'en-4' },
    ]);
  });

  it('groups degrees by section, sorted, those without one last', () => {
    expect(degreeChoiceGroups(school(), 'Other', 'fr')).toEqual([
      { group: 'Engineering', items: [{ value: '4', label: 'Ingénieur' }] },
      {
        group: 'Management',
        items: [
          { value: '2', label: 'Bachelor' },
          { value: '1', label: 'MBA' },
        ],
      },
      { group: 'Other', items: [{ value: '3', label: 'Doctorat' }] },
    ]);
  });

  it('shows the map only when the school enables it and its user map flag', () => {
    expect(isMemberMapEnabled(school())).toBe(true);
    expect(
      isMemberMapEnabled(school({ map_details: { enabled: false, center: [0, 0], zoom: 3 } })),
    ).toBe(false);
    expect(
      isMemberMapEnabled(school({ flags: { ...DEFAULT_SCHOOL_FLAGS, user_map: false } })),
    ).toBe(false);
  });

  it('offers the admin list to school admins only, the map when enabled (spec 2 §5, §6)', () => {
    expect(offeredDirectoryTypes(school(), false)).toEqual(['grid', 'map']);
    expect(offeredDirectoryTypes(school(), true)).toEqual(['grid', 'list', 'map']);
    const noMap = school({ flags: { ...DEFAULT_SCHOOL_FLAGS, user_map: false } });
    expect(offeredDirectoryTypes(noMap, true)).toEqual(['grid', 'list']);
    expect(shownDirectoryType('list', ['grid', 'map'])).toBe('grid');
    expect(shownDirectoryType('map', ['grid', 'map'])).toBe('map');
  });
});
