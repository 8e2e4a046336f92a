/**
 * The custom pages feature's public entry: what other features may use of it (biome.json,
 * docs/architecture.md "Web features"). School settings → features and pages shows the
 * pages' section and offers their slugs to the menu's page entries.
 */

export { customPagesAdminKey, fetchCustomPagesAdmin } from './api.ts';
export { CustomPagesSection } from './components/CustomPagesSection.tsx';
export { customPagesSettingsPath } from './customPagesRules.ts';
