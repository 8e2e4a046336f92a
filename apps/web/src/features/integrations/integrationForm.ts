import type { Integration, IntegrationTestResult } from '@alumni/domain';

/**
 * What the integration form holds and sends (School settings → integrations; issue 31 item 9):
 * every value as typed (multi-selects hold strings), the token write-only. The domain's
 * integrationSchema checks what `toIntegrationInput` makes of them, on both sides.
 */

/**
 * What the form does with the token: `keep` the saved one (nothing sent), `set` the one typed
 * (a new integration, a replacement, or a first token; empty sends nothing), `clear` it.
 */
export type TokenAction = 'keep' | 'set' | 'clear';

/** One row of the mappings editor; `key` names the row for React (new rows have none saved). */
export interface MappingRow {
  key: string;
  source: string;
  target: string;
}

export interface IntegrationFormValues {
  name: string;
  base_url: string;
  enabled: boolean;
  token: string;
  token_action: TokenAction;
  filter_roles: string[];
  filter_degrees: string[];
  filter_campuses: string[];
  filter_years: string[];
  mappings: MappingRow[];
}

let rows = 0;
/** A new, empty mapping row with a key of its own. */
export const newMappingRow = (source = '', target = ''): MappingRow => {
  rows += 1;
  return { key: `mapping-${rows}`, source, target };
};

/** The form's values for `integration`, or for a new one (null). Never throws. */
export function integrationValuesOf(integration: Integration | null): IntegrationFormValues {
  return {
    name: integration?.name ?? '',
    base_url: integration?.base_url ?? '',
    enabled: integration?.enabled ?? false,
    token: '',
    token_action: integration?.has_token ? 'keep' : 'set',
    filter_roles: (integration?.filter_roles ?? []).map(String),
    filter_degrees: (integration?.filter_degrees ?? []).map(String),
    filter_campuses: (integration?.filter_campuses ?? []).map(String),
    filter_years: (integration?.filter_years ?? []).map(String),
    mappings: (integration?.mappings ?? []).map((m) => newMappingRow(m.source, m.target)),
  };
}

const numbers = (values: string[]) => values.map(Number);

/**
 * The body the values stand for, before the domain's schema checks it: the token only when
 * one is typed (`set`), `null` to clear it, left out to keep it. Never throws.
 */
export function toIntegrationInput(values: IntegrationFormValues): Record<string, unknown> {
  return {
    name: values.name,
    base_url: values.base_url,
    enabled: values.enabled,
    ...(values.token_action === 'set' ? { token: values.token } : {}),
    ...(values.token_action === 'clear' ? { token: null } : {}),
    filter_roles: numbers(values.filter_roles),
    filter_degrees: numbers(values.filter_degrees),
    filter_campuses: numbers(values.filter_campuses),
    filter_years: numbers(values.filter_years),
    mappings: values.mappings.map(({ source, target }) => ({
      source: source || undefined,
      target,
    })),
  };
}

/** A test's outcome in words: the message key, its values, and whether it went well. */
export interface TestOutcome {
  key: string;
  values: Record<string, string | number>;
  ok: boolean;
}

/**
 * The words of a connection test's result (the web's `integrations_test_*` keys): connected
 * (a 2xx), answered with another status (401 and 403 point at the token), or no answer, by
 * its reason. Never throws.
 */
export function testOutcome(result: IntegrationTestResult): TestOutcome {
  const values = {
    status: result.status ?? 0,
    statusText: result.status_text ?? '',
    duration: result.duration_ms,
  };
  if (result.error) return { key: `integrations_test_${result.error}`, values, ok: false };
  if (result.ok) return { key: 'integrations_test_ok', values, ok: true };
  const refused = result.status === 401 || result.status === 403;
  return {
    key: refused ? 'integrations_test_refused_token' : 'integrations_test_status',
    values,
    ok: false,
  };
}
