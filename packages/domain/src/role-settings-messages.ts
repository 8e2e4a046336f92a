import type { Locale } from './locales.ts';
import { messageRef, refsOf } from './message-refs.ts';

/**
 * Messages of School settings → roles and permissions and of the escalation rules
 * (role-settings.ts), per locale. Schemas and the server carry their references
 * (`$msg:roles.<key>`, message-refs.ts); the API's error handler and the web's forms put them
 * into words. `{views}` lists grid views as `app/view`, `{scopes}` validator scope ids.
 */
export interface RoleSettingsMessageCatalogue {
  /** A cell switched on by someone who does not hold that permission (403). */
  grantNotHeld: string;
  /** A role switched on whose row grants what the actor does not hold (403). */
  enableNotHeld: string;
  /** The last active school admin's role removed or taken away (409). */
  lastAdmin: string;
  /** The school admin role (code 2) switched off: the school would have no admin (409). */
  adminRoleDisabled: string;
  /** The school admin role opened to free registration (400 on `enable_free_reg`). */
  adminNotRegistrable: string;
  /** Role code 1 or `is_superuser` given by someone who is not a super user (403). */
  superUserOnly: string;
  /** Role code 2 given by someone who is not an admin of the school (403). */
  adminOnly: string;
  /** A super validator who is not an admin giving scopes they do not hold (403). */
  scopesNotHeld: string;
  /** A row of the grid that leaves out some of its views (400 on `permissions`). */
  missingViews: string;
  /** A view named twice in a row of the grid (400 on the cell). */
  duplicateView: string;
  /** Names of a role: one language at least (400 on `names`). */
  nameRequired: string;
}

export const ROLE_SETTINGS_MESSAGES: Record<Locale, RoleSettingsMessageCatalogue> = {
  fr: {
    grantNotHeld:
      'Vous ne pouvez pas accorder une permission que vous n’avez pas vous-même\u00a0: {views}.',
    enableNotHeld:
      'Activer ce rôle donnerait à ses membres des permissions que vous n’avez pas vous-même\u00a0: {views}.',
    lastAdmin:
      'L’établissement doit garder au moins un administrateur actif\u00a0: nommez-en un autre avant de retirer celui-ci.',
    adminRoleDisabled:
      'Le rôle administrateur ne peut pas être désactivé\u00a0: l’établissement n’aurait plus d’administrateur.',
    adminNotRegistrable: 'Le rôle administrateur ne peut pas être ouvert à l’inscription libre.',
    superUserOnly: 'Seul un super-utilisateur peut faire de quelqu’un un super-utilisateur.',
    adminOnly: 'Seul un administrateur de l’établissement peut nommer un administrateur.',
    scopesNotHeld:
      'Vous ne pouvez attribuer que les périmètres de validation que vous avez vous-même (refusés\u00a0: {scopes}).',
    missingViews: 'Il manque des vues à cette ligne de la grille\u00a0: {views}.',
    duplicateView: 'Cette vue figure deux fois dans la ligne.',
    nameRequired: 'Nommez le rôle dans une langue au moins.',
  },
  en: {
    grantNotHeld: 'You cannot grant a permission you do not hold yourself: {views}.',
    enableNotHeld:
      'Turning this role on would give its members permissions you do not hold yourself: {views}.',
    lastAdmin:
      'The school must keep at least one active administrator: appoint another one before removing this one.',
    adminRoleDisabled:
      'The administrator role cannot be turned off: the school would have no administrator.',
    adminNotRegistrable: 'The administrator role cannot be open to free registration.',
    superUserOnly: 'Only a super user can make someone a super user.',
    adminOnly: 'Only an administrator of the school can appoint an administrator.',
    scopesNotHeld:
      'You can only assign the validation scopes you hold yourself (refused: {scopes}).',
    missingViews: 'This row of the grid leaves out some views: {views}.',
    duplicateView: 'This view is named twice in the row.',
    nameRequired: 'Name the role in one language at least.',
  },
};

/** References to the messages without placeholders, for schemas (message-refs.ts). */
export const ROLE_SETTINGS_REFS = refsOf('roles', ROLE_SETTINGS_MESSAGES.fr);

/** The reference of `key` with its `{name}` values (`roleSettingsRef('grantNotHeld', {views})`). */
export function roleSettingsRef(
  key: keyof RoleSettingsMessageCatalogue,
  params: Record<string, string | number> = {},
): string {
  return messageRef('roles', key, params);
}
