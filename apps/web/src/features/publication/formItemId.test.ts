import { describe, expect, it } from 'vitest';
import { formItemId } from './components/PublicationFormGate.tsx';

describe('formItemId (the id of /…/edit/{id})', () => {
  it('reads a positive 32-bit id, null for anything else', () => {
    expect(formItemId('42')).toBe(42);
    expect(formItemId('2147483647')).toBe(2_147_483_647);
    expect(formItemId('2147483648')).toBeNull();
    expect(formItemId('0')).toBeNull();
    expect(formItemId('4a')).toBeNull();
    expect(formItemId(undefined)).toBeNull();
  });
});
