/**
 * The integrations feature's entry (biome.json: other features import it only from here):
 * School settings → integrations reads and changes them through these.
 */
export {
  createIntegration,
  deleteIntegration,
  fetchIntegrations,
  integrationsKey,
  testIntegration,
  updateIntegration,
} from './api.ts';
export {
  type IntegrationFormValues,
  integrationValuesOf,
  type MappingRow,
  newMappingRow,
  type TestOutcome,
  type TokenAction,
  testOutcome,
  toIntegrationInput,
} from './integrationForm.ts';
