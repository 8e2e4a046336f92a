import {
  FEATURE_PATHS,
  FEATURE_PRIORITIES,
  type FeaturePath,
  type LocalizedText,
  PERMISSION_VIEWS,
  type PermissionViewKey,
  ROLE,
} from '@alumni/domain';
import type { Db } from '../db/client.ts';
import { features, roleViewPermissions, schoolFeatures, schoolRoles } from '../db/schema/index.ts';

/**
 * What every school is built from, the demo's and the tests' alike: the platform's feature
 * catalogue, a school's features with their default names, its seven roles and the default
 * permission grid of spec 2 §6.
 */

/** A transaction's handle, as the seed and the test factories write in one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const ROLE_NAMES: Record<number, LocalizedText> = {
  [ROLE.SchoolAdmin]: { fr: 'Administrateur', en: 'Administrator' },
  [ROLE.Student]: { fr: 'Étudiant', en: 'Student' },
  [ROLE.Alumni]: { fr: 'Diplômé', en: 'Alumni' },
  [ROLE.Teacher]: { fr: 'Enseignant', en: 'Teacher' },
  [ROLE.Staff]: { fr: 'Personnel', en: 'Staff' },
  [ROLE.External]: { fr: 'Externe', en: 'External' },
  [ROLE.Prospect]: { fr: 'Prospect', en: 'Prospect' },
};
const ROLE_COLORS: Record<number, string> = {
  [ROLE.SchoolAdmin]: '#c92a2a',
  [ROLE.Student]: '#1971c2',
  [ROLE.Alumni]: '#2f9e44',
  [ROLE.Teacher]: '#9c36b5',
  [ROLE.Staff]: '#e8590c',
  [ROLE.External]: '#495057',
  [ROLE.Prospect]: '#868e96',
};
const FEATURE_NAMES: Record<FeaturePath, LocalizedText> = {
  dashboard: { fr: 'Accueil', en: 'Dashboard' },
  about: { fr: "L'école", en: 'About' },
  directory: { fr: 'Annuaire', en: 'Directory' },
  groups: { fr: 'Groupes', en: 'Groups' },
  mentorship: { fr: 'Mentorat', en: 'Mentorship' },
  statistics: { fr: 'Statistiques', en: 'Statistics' },
  blog: { fr: 'Actualités', en: 'News' },
  feed: { fr: "Fil d'actualité", en: 'Feed' },
  evenements: { fr: 'Événements', en: 'Events' },
  jobs: { fr: 'Offres', en: 'Jobs' },
  emailing: { fr: 'Emailing', en: 'Emailing' },
  custom: { fr: 'Lien', en: 'Link' },
  page: { fr: 'Page', en: 'Page' },
};

/** Views each role may use by default; admins hold every view (spec 2 §6). */
const DEFAULT_GRID: Record<number, PermissionViewKey[] | 'all'> = {
  [ROLE.SchoolAdmin]: 'all',
  [ROLE.Student]: 'all',
  [ROLE.Alumni]: 'all',
  [ROLE.Teacher]: 'all',
  [ROLE.Staff]: 'all',
  [ROLE.External]: [
    'jobsList',
    'blogList',
    'feedList',
    'evenementsList',
    'schoolDetail',
    'userList',
  ],
  [ROLE.Prospect]: ['blogList', 'evenementsList', 'schoolDetail'],
};

/** Inserts the platform's feature catalogue where missing; returns feature id by path. */
export async function ensureFeatureCatalogue(tx: Tx): Promise<Map<FeaturePath, number>> {
  await tx
    .insert(features)
    .values(FEATURE_PATHS.map((path) => ({ path, reserved: path === 'emailing' })))
    .onConflictDoNothing();
  const rows = await tx.select().from(features);
  return new Map(rows.map((r) => [r.path, r.id]));
}

/**
 * Enables `paths` in a school, in that order, with the default fr/en names (or `custom`'s for
 * the custom link and page features).
 */
export async function addFeatures(
  tx: Tx,
  schoolId: number,
  catalogue: Map<FeaturePath, number>,
  paths: FeaturePath[],
  custom: Partial<
    Record<'custom' | 'page', { urlRedirect?: string; slug?: string; names: LocalizedText }>
  > = {},
): Promise<void> {
  await tx.insert(schoolFeatures).values(
    paths.map((path, order) => {
      const names = custom[path as 'custom' | 'page']?.names ?? FEATURE_NAMES[path];
      return {
        schoolId,
        featureId: catalogue.get(path) as number,
        enabled: true,
        order,
        priorityOrder: FEATURE_PRIORITIES[path],
        priority: FEATURE_PRIORITIES[path],
        urlRedirect: custom[path as 'custom' | 'page']?.urlRedirect ?? null,
        slug: custom[path as 'custom' | 'page']?.slug ?? null,
        translations: [
          { locale: 'fr' as const, translation: names.fr },
          { locale: 'en' as const, translation: names.en },
        ],
      };
    }),
  );
}

/**
 * Gives a school the seven roles (free registration for alumni and students) and the default
 * permission grid of spec 2 §6; returns the role rows.
 */
export async function addRoles(
  tx: Tx,
  schoolId: number,
): Promise<(typeof schoolRoles.$inferSelect)[]> {
  const codes = [
    ROLE.SchoolAdmin,
    ROLE.Student,
    ROLE.Alumni,
    ROLE.Teacher,
    ROLE.Staff,
    ROLE.External,
    ROLE.Prospect,
  ];
  const rows = await tx
    .insert(schoolRoles)
    .values(
      codes.map((role) => ({
        schoolId,
        role,
        enabled: true,
        enableFreeReg: role === ROLE.Alumni || role === ROLE.Student,
        color: ROLE_COLORS[role] ?? null,
        names: ROLE_NAMES[role] ?? { fr: String(role), en: String(role) },
      })),
    )
    .returning();
  const allViews = Object.keys(PERMISSION_VIEWS) as PermissionViewKey[];
  await tx.insert(roleViewPermissions).values(
    rows.flatMap((row) => {
      const grid = DEFAULT_GRID[row.role] ?? [];
      const allowedViews = grid === 'all' ? allViews : grid;
      return allViews.map((key) => ({
        schoolRoleId: row.id,
        ...PERMISSION_VIEWS[key],
        allowed: allowedViews.includes(key),
        superownerAllowed: row.role === ROLE.SchoolAdmin,
      }));
    }),
  );
  return rows;
}
