import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiSignIn,
  expect,
  expectAccessible,
  fieldByLabel,
  signInAs,
  test,
  waitForSettled,
} from '../fixtures.ts';

// School settings → roles and permissions (spec 1 §3 School role, Role view permission; spec 2
// §6 "Schools can rename roles, hide them … and edit a permission grid"; issue 31 item 1): the
// admin renames the Teacher role and hides it from the directory, which then no longer offers
// it nor lists its members; on a phone the grid shows one role at a time and fits the screen.
// The demo school is shared with the other tests: the Teacher role (which no other test reads)
// is put back as the seed has it before and after each test; the two run one after the other.

const ADMIN = 'admin@demo.example.org';
const TEACHER = 5;
const SEEDED = { names: { fr: 'Enseignant', en: 'Teacher' }, shown_in_directory: true };

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 800 } });

interface Roles {
  schoolId: number;
  teacherRole: number;
  /** A teacher of demo, by name: the directory must stop listing them. */
  teacherName: string;
}

async function teacherRole(admin: APIRequestContext): Promise<Roles> {
  const details = await (await admin.get('/api/schools/demo/details/')).json();
  const role = (details.roles as { id: number; role: number }[]).find((r) => r.role === TEACHER);
  const listed = await admin.get(`/api/directory/?roles=${TEACHER}&page_size=1`);
  const [teacher] = (await listed.json()).results as { first_name: string; last_name: string }[];
  expect(role && teacher, 'a Teacher role with members').toBeTruthy();
  return {
    schoolId: details.id as number,
    teacherRole: role?.id ?? 0,
    teacherName: `${teacher?.first_name} ${teacher?.last_name}`,
  };
}

async function restore(admin: APIRequestContext, roles: Roles) {
  const put = await admin.patch(`/api/schools/${roles.schoolId}/roles/${roles.teacherRole}/`, {
    data: SEEDED,
  });
  expect(put.status()).toBe(200);
}

/** The page has no horizontal scroll: nothing is wider than the screen. */
async function expectNoHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, JSON.stringify(widths)).toBeLessThanOrEqual(widths.client);
}

const LANGUAGES = [
  {
    locale: 'fr',
    prefix: '',
    nameField: 'Nom (français)',
    oldName: 'Enseignant',
    newName: 'Enseignants-chercheurs',
    directoryField: 'Visible dans l’annuaire',
    save: 'Enregistrer le rôle Enseignant',
    saved: 'Rôle « Enseignants-chercheurs » enregistré.',
    filters: 'Filtres avancés',
    rolesFilter: 'Rôles',
    otherRole: 'Diplômé',
    search: 'Rechercher par nom',
    empty: 'Aucun membre trouvé',
    gridRole: 'Rôle affiché',
    allow: 'Autoriser — Annuaire — Enseignants-chercheurs',
    owner: 'Propriétaire — Annuaire — Enseignants-chercheurs',
    logEntry: 'Rôles — modification',
  },
  {
    locale: 'en',
    prefix: '/en',
    nameField: 'Name (English)',
    oldName: 'Teacher',
    newName: 'Lecturers',
    directoryField: 'Shown in the directory',
    save: 'Save the role Teacher',
    saved: 'Role “Lecturers” saved.',
    filters: 'Advanced filters',
    rolesFilter: 'Roles',
    otherRole: 'Alumni',
    search: 'Search by name',
    empty: 'No member found',
    logEntry: 'Roles — changed',
    gridRole: 'Role shown',
    allow: 'Allow — Directory — Lecturers',
    owner: 'Owner — Directory — Lecturers',
  },
] as const;

for (const T of LANGUAGES) {
  test(`${T.locale}: the admin renames a role and hides it from the directory; the grid fits a phone`, async ({
    page,
  }) => {
    const admin = await apiSignIn(ADMIN);
    const roles = await teacherRole(admin);
    await restore(admin, roles);
    try {
      await signInAs(page, ADMIN);
      await page.goto(`${T.prefix}/settings/school?section=roles`);
      const form = page.getByTestId(`role-form-${TEACHER}`);
      await expect(fieldByLabel(form, T.nameField)).toBeVisible();
      await expect(page.getByTestId('permission-grid-table')).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);

      await fieldByLabel(form, T.nameField).fill(T.newName);
      await form.getByLabel(T.directoryField).uncheck();
      await form.getByRole('button', { name: T.save }).click();
      await expect(page.getByText(T.saved)).toBeVisible();

      // The change is in the logs (issue 31 acceptance): the role's history, newest first,
      // with the new name among its changes.
      await page.goto(
        `${T.prefix}/settings/school?section=logs&target_type=roles&target_id=${roles.teacherRole}`,
      );
      const entry = page.getByTestId('audit-entry').filter({ hasText: T.logEntry }).first();
      await expect(entry).toBeVisible();
      await entry.getByRole('button', { name: new RegExp(T.logEntry) }).click();
      await expect(page.getByTestId('audit-changes').first()).toContainText(T.newName);
      await expectAccessible(page);

      // The directory no longer offers the role in its filter, nor lists its members.
      await page.goto(`${T.prefix}/directory`);
      await waitForSettled(page);
      await page.getByRole('button', { name: new RegExp(`^${T.filters}`) }).click();
      await page.getByRole('combobox', { name: T.rolesFilter }).click();
      await expect(page.getByRole('option', { name: T.otherRole, exact: true })).toBeVisible();
      await expect(page.getByRole('option', { name: T.newName })).toHaveCount(0);
      await expect(page.getByRole('option', { name: T.oldName })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await page.getByRole('textbox', { name: T.search }).fill(roles.teacherName);
      await expect(page.getByText(T.empty)).toBeVisible();
      await expect(page.getByTestId('member-card')).toHaveCount(0);
      await expectAccessible(page);

      // On a phone the grid shows one role at a time, within the screen's width.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${T.prefix}/settings/school?section=roles`);
      await expect(page.getByTestId('permission-grid-list')).toBeVisible();
      await page.getByLabel(T.gridRole).selectOption({ label: T.newName });
      await expect(page.getByRole('switch', { name: T.allow })).toBeChecked();
      await expect(page.getByRole('switch', { name: T.owner })).toBeVisible();
      await waitForSettled(page);
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
    } finally {
      await restore(admin, roles);
      await admin.dispose();
    }
  });
}
