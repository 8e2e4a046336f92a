import { integrationSchema } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import {
  integrationValuesOf,
  newMappingRow,
  testOutcome,
  toIntegrationInput,
} from './integrationForm.ts';

// School settings → integrations (issue 31 item 9): the token is write-only, the filters are
// ids typed as text, the test's result is said in words.

const saved = {
  id: 3,
  name: 'CRM',
  base_url: 'https://crm.example.org/',
  enabled: true,
  has_token: true,
  filter_roles: [4],
  filter_degrees: [12],
  filter_campuses: [],
  filter_years: [2020],
  mappings: [{ source: 'email' as const, target: 'mail' }],
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

describe('the integration form', () => {
  it('keeps a saved token unless it is replaced or cleared', () => {
    const values = integrationValuesOf(saved);
    expect(values.token_action).toBe('keep');
    expect(toIntegrationInput(values)).not.toHaveProperty('token');
    expect(toIntegrationInput({ ...values, token_action: 'clear' }).token).toBeNull();
    expect(toIntegrationInput({ ...values, token_action: 'set', token: 'new' }).token).toBe('new');
  });

  it('sends a new integration’s token when one is typed, nothing when left empty', () => {
    const values = integrationValuesOf(null);
    expect(values.token_action).toBe('set');
    const body = integrationSchema.parse(
      toIntegrationInput({ ...values, name: 'X', base_url: 'https://x.org' }),
    );
    expect(body.token).toBeUndefined();
  });

  it('sends the filters as numbers and the mappings without their row keys', () => {
    const values = integrationValuesOf(saved);
    expect(values.filter_degrees).toEqual(['12']);
    const input = toIntegrationInput({
      ...values,
      mappings: [...values.mappings, newMappingRow('last_name', 'name')],
    });
    expect(integrationSchema.parse(input)).toMatchObject({
      filter_roles: [4],
      filter_degrees: [12],
      filter_years: [2020],
      mappings: [
        { source: 'email', target: 'mail' },
        { source: 'last_name', target: 'name' },
      ],
    });
  });

  it('gives each mapping row a key of its own', () => {
    expect(newMappingRow().key).not.toBe(newMappingRow().key);
  });
});

describe("a connection test's words", () => {
  it('say connected for a 2xx, the status otherwise, the token for 401 and 403', () => {
    const answered = { status: 200, status_text: 'OK', duration_ms: 42 };
    expect(testOutcome({ ok: true, ...answered })).toEqual({
      key: 'integrations_test_ok',
      values: { status: 200, statusText: 'OK', duration: 42 },
      ok: true,
    });
    expect(testOutcome({ ok: false, status: 503, status_text: '', duration_ms: 5 }).key).toBe(
      'integrations_test_status',
    );
    expect(testOutcome({ ok: false, status: 401, status_text: '', duration_ms: 5 }).key).toBe(
      'integrations_test_refused_token',
    );
  });

  it('say why there was no answer', () => {
    for (const error of ['timeout', 'unreachable', 'refused_address'] as const) {
      expect(testOutcome({ ok: false, error, duration_ms: 1 }).key).toBe(
        `integrations_test_${error}`,
      );
    }
  });
});
